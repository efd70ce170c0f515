// Work nobody waits for (tagging the push subscription, the first check of the published build) runs once the main thread is idle: after
// the first screen has rendered and painted, not in the way of its requests and renders. Where the
// browser has no idle callbacks (Safari), shortly after. Returns a cancel function.

/** The longest the work waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 3_000;
/** Without idle callbacks: the delay instead. */
export const IDLE_FALLBACK_MS = 200;

export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}
