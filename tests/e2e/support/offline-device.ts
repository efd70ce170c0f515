import { expect, type Page } from '@playwright/test';

// What the app keeps on the device for offline use, as the e2e specs wait for it
// (docs/offline-and-service-worker.md): the service worker in control of the page, and the saved
// query cache in IndexedDB.

/**
 * Waits until the app's service worker controls the page (registered once the page is idle): its
 * precache then holds the app's code, which opening a screen offline needs (a screen's code not
 * loaded yet cannot come otherwise), and it answers content media from its media cache.
 * Installing it fetches the whole build: on a machine under load that alone can take 20 s.
 */
export async function workerControls(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(workerState), {
      timeout: 30_000,
      message: 'the service worker controls the page (the last state polled is below)',
    })
    .toMatch(/^controlled by .*\/service-worker\.js$/);
}

/**
 * Where the page's service worker stands, in words: who controls the page, else what the
 * registration holds (installing, waiting, active) and in which state, or that none is registered
 * (yet): a timeout then says whether the worker was never registered, failed to install
 * (redundant) or did not claim the page.
 */
async function workerState(): Promise<string> {
  const controller = navigator.serviceWorker.controller;
  if (controller) return `controlled by ${controller.scriptURL}`;
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return 'no registration';
  const workers = (['installing', 'waiting', 'active'] as const).flatMap((slot) => {
    const worker = registration[slot];
    return worker ? [`${slot}: ${worker.state}`] : [];
  });
  return `registered, not controlling (${workers.join(', ') || 'no worker'})`;
}

/**
 * Every URL of an API call held in any of the page's caches (Cache Storage): the worker keeps the
 * app and the media only, and the API's answers are the saved query cache's, so none is expected.
 */
export const apiUrlsInWorkerCaches = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (new URL(request.url).pathname.startsWith('/api/')) urls.push(request.url);
    }
    return urls;
  });

/** The saved query cache's text (idb-keyval's default store), or '' before the first save. */
export const savedQueryCache = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve('');
          const all = db.transaction('keyval').objectStore('keyval').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
          all.onerror = () => resolve('');
        };
      }),
  );

/** The paths the saved query cache holds answers of (the first item of each saved query key). */
async function savedPaths(page: Page): Promise<string[]> {
  const saved = JSON.parse((await savedQueryCache(page)) || '[]') as unknown[];
  return saved.flatMap((text) => {
    if (typeof text !== 'string') return [];
    const { client } = JSON.parse(text) as {
      client?: { clientState?: { queries?: { queryKey: unknown[] }[] } };
    };
    return (client?.clientState?.queries ?? []).map((query) => String(query.queryKey[0]));
  });
}

/**
 * Waits until the saved query cache holds answers of each of `paths` (a path, or a pattern). The cache is
 * written at most once a second: a page left sooner than that by a full load (page.goto, a
 * reload) keeps only the write before, which may be from before the screen's answers came.
 */
export async function savedOnDevice(page: Page, ...paths: (string | RegExp)[]): Promise<void> {
  await expect
    .poll(async () => {
      const saved = await savedPaths(page);
      return paths
        .filter((path) =>
          typeof path === 'string' ? !saved.includes(path) : !saved.some((s) => path.test(s)),
        )
        .map(String);
    })
    .toEqual([]);
}

/** The answers home's lists are made of (src/app/routes/home.tsx). */
export const HOME_LISTS = [
  '/learning-history/recent-exercises/',
  '/assignments/mine/',
  '/courses/bookmarked/',
  '/courses/recommended/',
];
