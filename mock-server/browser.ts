import './zod-jitless';
import { setupWorker } from 'msw/browser';
import { changeSettings } from './db/app-settings';
import { createHandlers } from './handlers/index';
import { resetStore } from './seed/index';
import { speechStreamHandler } from './speech-stream/msw-link';

/**
 * The mock backend inside the browser (a static demo with no server): the same handlers, served
 * by msw's service worker (`public/mockServiceWorker.js`), over a store seeded in the page.
 * State lives as long as the tab.
 */
export async function startBrowserMock({ buildHash }: { buildHash: string }): Promise<void> {
  await resetStore();
  // The published build is the page's own, so no reload alert until setBuildHash says otherwise.
  await changeSettings((settings) => {
    settings.publishedBuildHash = buildHash;
  });
  // The speech websocket is intercepted in the page (a service worker cannot serve websockets).
  const worker = setupWorker(...createHandlers({ control: true }), speechStreamHandler);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
