import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSIGNMENT } from '../../../mock-server/seed/assignments';
import { HANA, renderApp, SLOW } from '../../../tests/support/render-app';
import type { QueryClient } from '@tanstack/react-query';
import { CACHE_NAMES } from '../../sw/shared/cache-names';
import { mediaUrlsOf } from './media-urls';

// "Download for offline" on an assignment's page, the whole app in jsdom over the mock: the
// panel's count, the progress, the marks on the rows (read from the query cache and the media
// cache), and a failure that leaves the exercise it hit unmarked. The browser's Cache API is a
// small in-memory stand-in, and content files are answered by a stub (the mock serves the API
// only).

class MemoryCache {
  readonly entries = new Map<string, Response>();
  private static keyOf(key: RequestInfo | URL): string {
    return typeof key === 'string' ? key : key instanceof URL ? key.href : key.url;
  }
  match(key: RequestInfo | URL): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(MemoryCache.keyOf(key))?.clone());
  }
  put(key: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(MemoryCache.keyOf(key), response);
    return Promise.resolve();
  }
}

let caches: Map<string, MemoryCache>;
const cacheNamed = (name: string) => {
  if (!caches.has(name)) caches.set(name, new MemoryCache());
  return caches.get(name)!;
};
/** Content files that answer 404. */
let missing: Set<string>;

beforeEach(() => {
  caches = new Map();
  missing = new Set();
  // The fetch of the moment: the mock's interceptor, installed once the tests run.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('caches', { open: (name: string) => Promise.resolve(cacheNamed(name)) });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/content/')) return realFetch(input, init);
    const path = new URL(url).pathname;
    return Promise.resolve(
      [...missing].some((m) => path.endsWith(m))
        ? new Response('', { status: 404 })
        : new Response('sound', { status: 200 }),
    );
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const path = `/assignment/details/${ASSIGNMENT.tryIt}`;

/** The keys of the successful answers of the query cache whose path starts with `prefix`. */
const answered = (queryClient: QueryClient, prefix: string) =>
  queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => String(query.queryKey[0]).startsWith(prefix) })
    .filter((query) => query.state.status === 'success')
    .map((query) => query.queryKey);

describe('download for offline (assignment page)', () => {
  it('downloads every exercise with its files, and marks each row ready', async () => {
    const { user, queryClient } = await renderApp(path, { as: HANA });
    const panel = await screen.findByRole('region', { name: 'オフラインで使う' }, SLOW);
    expect(await within(panel).findByText('3 件中 0 件がオフラインで使えます')).toBeVisible();
    expect(screen.queryAllByText('オフラインで使えます')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'ダウンロード' }));
    expect(
      await within(panel).findByText(
        'ダウンロードしました。インターネットがなくても開けます。',
        {},
        SLOW,
      ),
    ).toBeVisible();
    // All three are kept, but only the typing drill can be played offline: the chat and the
    // writing open there and cannot start, so they carry no mark (src/lib/rules/offline-start.ts).
    expect(await within(panel).findByText('3 件中 1 件がオフラインで使えます')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'もう一度ダウンロード' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByText('オフラインで使えます')).toHaveLength(1));
    // The mark is on the typing drill's row of the exercise list.
    const rows = within(screen.getByRole('region', { name: 'エクササイズ' })).getByRole('list');
    const marked = screen.getByRole('link', { name: /オフラインで使えます/ });
    expect(rows).toContainElement(marked);
    expect(marked).toHaveAccessibleName(/School Life Sentences/);

    // The content and the course's tree in the query cache under the screens' keys (the path,
    // the screen language, the alias); the files under their absolute URLs; no API answer in
    // any cache of the worker.
    const exercises = answered(queryClient, '/exercises/');
    expect(exercises).toHaveLength(3);
    for (const [head, params, alias, language] of exercises) {
      expect(head).toMatch(/^\/exercises\/[^/]+\/\d+\/[^/]+\/$/);
      expect(params).toEqual({ lang: 'ja' });
      expect(alias).toEqual(expect.any(String));
      expect(language).toBe('ja');
    }
    expect(answered(queryClient, '/courses/').filter((key) => key.length === 3)).toHaveLength(1);
    expect([...caches.keys()]).toEqual([CACHE_NAMES.media]);
    const media = [...cacheNamed(CACHE_NAMES.media).entries.keys()];
    expect(media.length).toBeGreaterThan(0);
    for (const url of media) expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/content\//);
  });

  it('says what failed, and never marks an exercise whose files did not all come', async () => {
    const { user, queryClient } = await renderApp(path, { as: HANA });
    const panel = await screen.findByRole('region', { name: 'オフラインで使う' }, SLOW);
    await within(panel).findByText('3 件中 0 件がオフラインで使えます');
    // Every content audio fails: the exercises that name audio are not ready.
    missing.add('.mp3');
    missing.add('.wav');
    missing.add('.m4a');
    await user.click(within(panel).getByRole('button', { name: 'ダウンロード' }));
    const alert = await within(panel).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(/3 件中 \d 件をダウンロードできませんでした。/);
    expect(alert).toHaveTextContent('インターネットにつながっているか確かめて');
    const failed = Number(/3 件中 (\d) 件/.exec(alert.textContent ?? '')?.[1]);
    expect(failed).toBeGreaterThan(0);
    // Marked: the typing drill (type 9, the only one of the three playable offline) if all its
    // files came, that is if its content names no audio.
    const typing = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => /^\/exercises\/[^/]+\/9\//.test(String(query.queryKey[0])) })
      .at(0)?.state.data;
    expect(typing).toBeDefined();
    const typingKept = mediaUrlsOf(typing, window.location.href).some((url) =>
      /\.(mp3|wav|m4a)$/.test(url),
    )
      ? 0
      : 1;
    await waitFor(() =>
      expect(
        within(panel).getByText(`3 件中 ${typingKept} 件がオフラインで使えます`),
      ).toBeVisible(),
    );
    expect(screen.queryAllByText('オフラインで使えます')).toHaveLength(typingKept);
  });

  it('tries nothing while the device is offline', async () => {
    const { user } = await renderApp(path, { as: HANA });
    const panel = await screen.findByRole('region', { name: 'オフラインで使う' }, SLOW);
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(panel).getByRole('button', { name: 'ダウンロード' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'オフラインです。インターネットにつながってからダウンロードしてください。',
    );
    expect([...caches.values()].every((cache) => cache.entries.size === 0)).toBe(true);
  });
});
