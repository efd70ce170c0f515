// Registering the app's service worker and letting a new one take over (spec 4.5's new-build flow,
// ./service-worker-update.ts). Loaded once the first screen is idle, with workbox-window, so none
// of it weighs on the first load.
import { Workbox } from 'workbox-window';
import { env } from '../../config/env';
import { logEvent } from '../../lib/services/log-event';
import { registersServiceWorker, setNewWorkerWaiting } from './service-worker-update';

/** Where the build puts the worker (vite.config.ts, vite-plugin-pwa's injectManifest). */
const SERVICE_WORKER_URL = '/service-worker.js';

/** How long OK waits for a new worker the hash check announced before reloading anyway. */
const UPDATE_WAIT_MS = 10_000;

let workbox: Workbox | null = null;
let started = false;

/** Registers the worker once, where shouldRegisterServiceWorker allows it. */
export function startServiceWorker(): void {
  if (started) return;
  started = true;
  if (!registersServiceWorker()) return;
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  wb.addEventListener('waiting', () => setNewWorkerWaiting(true));
  workbox = wb;
  void wb
    .register()
    .then((registration) => {
      if (registration) watchForWaitingWorker(registration);
    })
    .catch((error: unknown) => {
      logEvent('service-worker-registration-failed', {
        message: error instanceof Error ? error.message : String(error),
        build: env.buildCommitHash,
      });
    });
}

/**
 * Also from the registration itself: workbox-window reports a second update found in one page's
 * life (the tab left open across two releases) as "external" and stops listening, and a worker
 * may already be waiting from an earlier visit.
 */
function watchForWaitingWorker(registration: ServiceWorkerRegistration): void {
  const controlled = () => navigator.serviceWorker.controller !== null;
  if (registration.waiting && controlled()) setNewWorkerWaiting(true);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && controlled()) setNewWorkerWaiting(true);
    });
  });
}

/**
 * OK on the reload alert: the waiting worker (the one found now, if the hash check was first)
 * takes over, and the page reloads once it controls. Without a worker, or when none turns up
 * within UPDATE_WAIT_MS, a plain reload.
 */
export async function activateNewBuild(
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  if (!workbox) return reload();
  return takeOverAndReload(navigator.serviceWorker, reload);
}

/** The container's part takeOverAndReload uses (a fake one in the tests). */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'getRegistration' | 'addEventListener'>;

/** activateNewBuild's steps, given the page's service worker container. */
export async function takeOverAndReload(
  container: WorkerContainer,
  reload: () => void,
  waitMs = UPDATE_WAIT_MS,
): Promise<void> {
  const registration = await container.getRegistration('/').catch(() => undefined);
  if (!registration) return reload();
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    clearTimeout(fallback);
    reload();
  };
  container.addEventListener('controllerchange', reloadOnce);
  const fallback = setTimeout(reloadOnce, waitMs);
  const skipWaiting = (worker: ServiceWorker) => worker.postMessage({ type: 'SKIP_WAITING' });
  if (registration.waiting) return skipWaiting(registration.waiting);
  // The hash check saw the build before the browser looked for a new worker: look now.
  await registration.update().catch(() => undefined);
  if (registration.waiting) return skipWaiting(registration.waiting);
  const installing = registration.installing;
  if (!installing) return reloadOnce();
  installing.addEventListener('statechange', () => {
    if (installing.state === 'installed') skipWaiting(installing);
    else if (installing.state === 'redundant') reloadOnce();
  });
}
