import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { publishPageBuild } from './db/app-settings';
import { createDispatcher, indexHandlers } from './handler-index';
import { createHandlers } from './handlers/index';
import { DemoStore } from './persistence/demo-store';
import { indexedDbStorage } from './persistence/indexeddb-storage';
import { speechStreamHandler } from './speech-stream/msw-link';

/**
 * The mock backend inside the browser (a static demo with no server): the same handlers, served
 * by msw's service worker (`public/mockServiceWorker.js`), over a store kept in IndexedDB and
 * shared by the tabs of the origin (./persistence/demo-store.ts; docs/mock-backend.md). Loaded by
 * ./browser.ts once zod is told not to probe for eval.
 */
export async function startBrowserWorker({ buildHash }: { buildHash: string }): Promise<void> {
  // The published build is the page's own, so no reload alert (a reset keeps it so too).
  publishPageBuild(buildHash);
  const channel = new BroadcastChannel('eigo-demo-store');
  const store = await DemoStore.open({
    storage: indexedDbStorage(),
    notify: (generation) => channel.postMessage({ generation }),
  });
  channel.onmessage = (event: MessageEvent<{ generation?: unknown }>) => {
    if (typeof event.data.generation === 'number') store.heard(event.data.generation);
  };
  // What is pending is saved as the page goes; a page shown again asks whether it is behind.
  const leave = () => void store.flush();
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', (event) => event.persisted && void store.check());
  document.addEventListener('visibilitychange', () =>
    document.visibilityState === 'hidden' ? leave() : void store.check(),
  );

  // Every request the handlers answer goes through the store's gate: up to date before, saved
  // after. Others (the app's files) pass straight on to the network.
  const handlers = createHandlers({ control: true });
  const candidatesFor = indexHandlers(handlers);
  const dispatch = createDispatcher(handlers);
  const served = http.all('*', ({ request }) =>
    candidatesFor(request).length === 0 ? undefined : store.serve(() => dispatch(request)),
  );
  // The speech websocket is intercepted in the page (a service worker cannot serve websockets).
  const worker = setupWorker(served, speechStreamHandler);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
