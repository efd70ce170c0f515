import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers/index';
import { resetStore } from './seed/index';

/**
 * The mock backend inside the browser (a static demo with no server): the same handlers, served
 * by msw's service worker (`public/mockServiceWorker.js`), over a store seeded in the page.
 * State lives as long as the tab.
 */
export async function startBrowserMock(): Promise<void> {
  await resetStore();
  const worker = setupWorker(...createHandlers({ control: true }));
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
