// The page's side of src/sw/shared/worker-messages.ts: whether the screens show API answers the
// service worker served from the device because the network failed, and since when those answers
// are. Read through src/hooks/use-offline-saved-at.ts by the offline note
// (src/components/ui/offline-note.tsx); started with the query client (src/app/query-client.ts),
// before the first screen's calls, so no message is missed.
import { SERVED_FROM_DEVICE, workerMessageOf } from '../../sw/shared/worker-messages';

export type AnswersFromDevice = {
  /** The last network-first answer came from the device, not the backend. */
  fromDevice: boolean;
  /** The oldest such answer's time (the backend's Date), since the network last answered. */
  savedAt: number | null;
};

const ONLINE: AnswersFromDevice = { fromDevice: false, savedAt: null };
let state: AnswersFromDevice = ONLINE;
const listeners = new Set<() => void>();

/** The state after a message: pure, for the tests. */
export function nextAnswersFromDevice(
  current: AnswersFromDevice,
  data: unknown,
): AnswersFromDevice {
  const message = workerMessageOf(data);
  if (!message) return current;
  if (message.type !== SERVED_FROM_DEVICE) return ONLINE;
  const savedAt =
    message.savedAt === null
      ? current.savedAt
      : Math.min(message.savedAt, current.savedAt ?? Number.POSITIVE_INFINITY);
  return current.fromDevice && current.savedAt === savedAt
    ? current
    : { fromDevice: true, savedAt };
}

/** The current state (useSyncExternalStore's snapshot). */
export const answersFromDevice = (): AnswersFromDevice => state;

/** Subscribes to answersFromDevice (useSyncExternalStore's subscribe). */
export function subscribeAnswersFromDevice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let listening = false;

/** Listens to the service worker's messages, once, where there are service workers. */
export function listenToServiceWorker(): void {
  if (listening || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (event) => {
    const next = nextAnswersFromDevice(state, event.data);
    if (next === state) return;
    state = next;
    for (const notify of listeners) notify();
  });
  navigator.serviceWorker.startMessages();
}
