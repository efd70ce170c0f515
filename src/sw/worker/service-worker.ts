/// <reference lib="webworker" />
// The app's service worker (docs/offline-and-service-worker.md), built by vite-plugin-pwa's
// injectManifest strategy into /service-worker.js: Workbox's modules, the build's precache list
// injected at `self.__WB_MANIFEST`, and the push handlers (./push-handlers.ts).
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
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { apiCacheKey, apiCacheScopeOf } from '../shared/api-cache-key';
import { apiCachePolicy } from '../shared/api-cache-policy';
import { CACHE_NAMES } from '../shared/cache-names';
import { isAppNavigation, isContentMedia, SIGN_IN_PAGE } from '../shared/routes-of-the-worker';
import { registerPushHandlers } from './push-handlers';
import {
  SERVED_FROM_DEVICE,
  SERVED_FROM_NETWORK,
  type WorkerMessage,
} from '../shared/worker-messages';

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

// The learner's API answers, each under a key naming its user, alias and language
// (./api-cache-key.ts), so nobody else's request ever matches it.
const scopedKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) =>
    apiCacheKey(request.url, apiCacheScopeOf(request.headers)) ?? request,
};
const apiPlugins = (): WorkboxPlugin[] => [
  scopedKey,
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({
    maxEntries: 400,
    maxAgeSeconds: 14 * 24 * 60 * 60,
    purgeOnQuotaError: true,
  }),
];

// Every kept API answer (./api-cache-policy.ts) of a signed-in request.
const keptApiRead = ({ request, url }: { request: Request; url: URL }) =>
  apiCachePolicy(request.method, url, self.location.origin) !== null &&
  apiCacheScopeOf(request.headers).token !== null;

/** Posts a message to the page a request came from (the offline note listens). */
async function tell(event: ExtendableEvent | undefined, message: WorkerMessage): Promise<void> {
  const clientId = (event as FetchEvent | undefined)?.clientId;
  if (!clientId) return;
  const client = await self.clients.get(clientId);
  client?.postMessage(message);
}

// Whether a network-first answer came from the device or the backend: the browser may say it is
// online on an access point without internet, so the page learns it from here.
const reportSource: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (cachedResponse) {
      const savedAt = Date.parse(cachedResponse.headers.get('Date') ?? '');
      void tell(event, {
        type: SERVED_FROM_DEVICE,
        savedAt: Number.isNaN(savedAt) ? null : savedAt,
      });
    }
    return cachedResponse ?? null;
  },
  fetchDidSucceed: async ({ response, event }) => {
    void tell(event, { type: SERVED_FROM_NETWORK });
    return response;
  },
};

// Network-first, content too: an exercise carries its cards' learned marks and a course's tree its
// trophies, which a run changes (stale-while-revalidate showed the marks from before the run
// after a reload). Offline, or on an access point that hangs, the kept answer.
registerRoute(
  keptApiRead,
  new NetworkFirst({
    cacheName: CACHE_NAMES.api,
    matchOptions: { ignoreVary: true },
    // A school's access point that hangs rather than fails: the saved answer after 8 s.
    networkTimeoutSeconds: 8,
    plugins: [...apiPlugins(), reportSource],
  }),
);

registerPushHandlers(self);
