// The page's side of the app's service worker (src/sw/worker/service-worker.ts,
// docs/offline-and-service-worker.md): whether it is registered, and whether a new one waits, for
// the new-build flow of spec 4.5 (registering it and the take-over:
// ./service-worker-registration.ts, loaded on demand). The flow is one, which
// the published build hash and the worker's update share. A new build reaches the learner either
// way — the hash check sees it published, or the browser finds a new worker, which waits — and
// either way the reload alert opens; OK lets the waiting worker take over and the page reloads once
// it controls, so the reload runs the new build rather than the old precached shell.
import { hasNativeRecorder } from '../../lib/services/native-bridge';

/**
 * Whether this page registers the app's worker: production builds only (not `vite` dev, whose
 * modules are not files, nor vitest), not the static browser demo (msw's worker holds the scope
 * '/': one scope, one worker), not the iOS wrapper's WebView (its pages come with the app), and
 * only where the browser has service workers.
 */
export function shouldRegisterServiceWorker(context: {
  production: boolean;
  inPageMock: boolean;
  hasServiceWorker: boolean;
  nativeWrapper: boolean;
}): boolean {
  return (
    context.production && !context.inPageMock && context.hasServiceWorker && !context.nativeWrapper
  );
}

let waiting = false;
const listeners = new Set<() => void>();

/** Set by ./service-worker-registration.ts when a new worker is installed and waiting. */
export function setNewWorkerWaiting(next: boolean) {
  waiting = next;
  for (const notify of listeners) notify();
}

/** Whether a new worker is installed and waiting (useSyncExternalStore's snapshot). */
export const newWorkerWaiting = (): boolean => waiting;

/** Subscribes to newWorkerWaiting (useSyncExternalStore's subscribe). */
export function subscribeNewWorker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this page registers the app's worker (this build, this browser, this wrapper). */
export function registersServiceWorker(): boolean {
  return shouldRegisterServiceWorker({
    production: import.meta.env.PROD === true,
    inPageMock: import.meta.env.VITE_MOCK_BACKEND === 'browser',
    hasServiceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    nativeWrapper: hasNativeRecorder(window),
  });
}
