import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSIGNMENT } from '../../../mock-server/seed/assignments';
import { HANA, renderApp, SLOW } from '../../../tests/support/render-app';
import { API_CACHE_SCOPE_PARAM } from '../../sw/shared/api-cache-key';
import { CACHE_NAMES } from '../../sw/shared/cache-names';

// "Download for offline" on an assignment's page, the whole app in jsdom over the mock: the
// panel's count, the progress, the marks on the rows (read from the caches), and a failure that
// leaves the exercise it hit unmarked. The browser's Cache API is a small in-memory stand-in, and
// content files are answered by a stub (the mock serves the API only).

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

describe('download for offline (assignment page)', () => {
  it('downloads every exercise with its files, and marks each row ready', async () => {
    const { user } = await renderApp(path, { as: HANA });
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

    // The content under the worker's scoped key; the files under their absolute URLs.
    const api = [...cacheNamed(CACHE_NAMES.api).entries.keys()].filter((key) =>
      key.includes('/exercises/'),
    );
    expect(api).toHaveLength(3);
    expect(
      [...cacheNamed(CACHE_NAMES.api).entries.keys()].filter((key) => key.includes('/courses/')),
    ).toHaveLength(1);
    for (const key of api) {
      const url = new URL(key);
      expect(url.pathname).toMatch(/\/api\/v1\/exercises\/[^/]+\/\d+\/[^/]+\/$/);
      expect(url.searchParams.get('lang')).toBe('ja');
      expect(url.searchParams.get(API_CACHE_SCOPE_PARAM)).toMatch(/^[0-9a-f]{16}\..+\.ja$/);
    }
    const media = [...cacheNamed(CACHE_NAMES.media).entries.keys()];
    expect(media.length).toBeGreaterThan(0);
    for (const url of media) expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/content\//);
  });

  it('says what failed, and never marks an exercise whose files did not all come', async () => {
    const { user } = await renderApp(path, { as: HANA });
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
    const keptContent = [...cacheNamed(CACHE_NAMES.api).entries.keys()].filter((key) =>
      key.includes('/exercises/'),
    );
    expect(keptContent).toHaveLength(3 - failed);
    // Marked: the typing drill (type 9, the only one of the three playable offline) if kept.
    const typingKept = keptContent.filter((key) => /\/exercises\/[^/]+\/9\//.test(key)).length;
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
