/// <reference lib="webworker" />
// The app's service worker (docs/offline-and-service-worker.md), built by vite-plugin-pwa's
// injectManifest strategy into /service-worker.js: Workbox's modules, the build's precache list
// injected at `self.__WB_MANIFEST`, and the push handlers (./push-handlers.ts). It keeps the app
// (its shell and the build's files) and the content's sounds and pictures, nothing else: the API's
// answers are the page's, kept in TanStack Query's cache saved in IndexedDB (one offline model),
// and every API call goes to the network untouched.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CACHE_NAMES, RETIRED_CACHE_NAMES } from '../shared/cache-names';
import { isAppNavigation, isContentMedia, SIGN_IN_PAGE } from '../shared/routes-of-the-worker';
import { registerPushHandlers } from './push-handlers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The app shell and every hashed asset of this build. A new build changes the list, so the
// browser installs a new worker, which waits until the learner accepts the reload alert
// (src/app/app-state/): the page then posts SKIP_WAITING and reloads once it is in control.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first worker takes the open tabs at once (there is nothing older to keep them consistent
// with), so the app works offline after its first visit rather than its second.
clientsClaim();

// The SPA's routes open index.html from the precache, offline too; /user/login its prerendered
// page. Server-only paths (the API, the console, msw's worker, files) go to the network.
if (getCacheKeyForURL(SIGN_IN_PAGE)) {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(SIGN_IN_PAGE), {
      allowlist: [/^\/user\/login\/?$/],
    }),
  );
}
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url.pathname),
  createHandlerBoundToURL('/index.html'),
);

// Content audio and pictures: immutable URLs, cache-first.
registerRoute(
  ({ request, url }) => request.method === 'GET' && isContentMedia(url),
  new CacheFirst({
    cacheName: CACHE_NAMES.media,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 800,
        maxAgeSeconds: 60 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Caches of earlier builds this worker no longer keeps: emptied once it takes over. One of them
// held learners' answers, keyed per user: a shared tablet must not keep them after the update.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(Promise.all(RETIRED_CACHE_NAMES.map((name) => caches.delete(name))));
});

registerPushHandlers(self);
