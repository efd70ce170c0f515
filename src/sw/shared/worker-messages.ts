// What the service worker (../worker/service-worker.ts) tells the page, and the page listens for
// (src/components/ui/offline-note.tsx). A network that drops out often leaves the browser saying
// it is online (a school's access point without internet): the worker is what knows an answer
// came from the device rather than the backend.

/** A network-first API answer came from CACHE_NAMES.api: the network failed or was too slow. */
export const SERVED_FROM_DEVICE = 'eigo:served-from-device';
/** A network-first API answer came from the backend again. */
export const SERVED_FROM_NETWORK = 'eigo:served-from-network';

export type WorkerMessage =
  /** `savedAt`: when the backend made the kept answer (its Date header), or null. */
  | { type: typeof SERVED_FROM_DEVICE; savedAt: number | null }
  | { type: typeof SERVED_FROM_NETWORK };

/** A message event's data, when it is one of these. */
export function workerMessageOf(data: unknown): WorkerMessage | null {
  const type = (data as { type?: unknown } | null)?.type;
  if (type === SERVED_FROM_NETWORK) return { type };
  if (type !== SERVED_FROM_DEVICE) return null;
  const savedAt = (data as { savedAt?: unknown }).savedAt;
  return {
    type,
    savedAt: typeof savedAt === 'number' && Number.isFinite(savedAt) ? savedAt : null,
  };
}
