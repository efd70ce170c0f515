// Whether the backend answers, as the HTTP client (./http-client.ts) sees it: a call that got no
// answer at all (the connection failed, or it hung past its time limit) makes the network
// unreachable; any answer, an error status included, makes it reachable again, and so does the
// browser's `online` event (the network changed: worth trying). A browser on a school's access
// point without internet says it is online, so this is what tells the offline note
// (src/hooks/use-offline-saved-at.ts) that the answers on screen are the ones saved on the device.
// No imports: the HTTP client reports here, the rest reads.

let reachable = true;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === reachable) return;
  reachable = next;
  for (const notify of listeners) notify();
}

/** A call got an HTTP answer (any status): the backend is reachable. */
export const reportAnswered = (): void => set(true);

/** Nothing is known against the network (an app starting, the browser's `online` event). */
export const assumeReachable = (): void => set(true);

/** A call got no answer (a failed connection, or a timeout). */
export const reportUnreachable = (): void => set(false);

/** Whether the last call got an answer (true until one has not). */
export const isNetworkReachable = (): boolean => reachable;

let followsBrowser = false;

/** Subscribes to isNetworkReachable (useSyncExternalStore's subscribe). */
export function subscribeNetworkReachability(listener: () => void): () => void {
  if (!followsBrowser) {
    followsBrowser = true;
    globalThis.addEventListener?.('online', assumeReachable);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
