// What the app does once the offline calls have delivered everything they held: the screens that
// show results (home's recent exercises and assignments, the lists, a course's progress) load
// again, so answers given offline show there without a reload. The app wires it in
// (src/app/layout/exercise-feedback.tsx, with its query client); this module stays small, since
// the shell carries it and loads the calls' code itself only when calls wait.
type Drained = () => void;

const listeners = new Set<Drained>();

/** Runs `listener` each time no call waits any more after some did; returns its removal. */
export function onQueueDrained(listener: Drained): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** None of the signed-in learner's calls waits any more (./offline-calls.ts). */
export function queueDrained(): void {
  for (const listener of listeners) listener();
}
