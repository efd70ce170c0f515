// What the app does once the answer queue has delivered everything it held: the screens that
// show results (home's recent exercises and assignments, the lists, a course's progress) load
// again, so answers given offline show there without a reload. The app wires it in
// (src/app/layout/exercise-feedback.tsx, with its query client); this module stays small, since
// the shell carries it and loads the queue itself only when calls wait.
type Drained = () => void;

const listeners = new Set<Drained>();

/** Runs `listener` each time the queue empties after delivering calls; returns its removal. */
export function onQueueDrained(listener: Drained): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queue emptied (./app-answer-queue.ts). */
export function queueDrained(): void {
  for (const listener of listeners) listener();
}
