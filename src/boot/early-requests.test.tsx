import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  pickAlias as appPickAlias,
  requestedAliasUuid as appRequested,
} from '../lib/alias-selection';
import { authToken, language, selectedAliases, type StoredItem } from '../lib/storage';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { renderApp, SLOW, storeSignIn } from '../../tests/support/render-app';
import { ROUTE_PATTERN } from '../config/routes';
import { getGetMyAssignmentsUrl } from '../api/generated/endpoints/assignments/assignments';
import {
  getListBookmarkedCoursesUrl,
  getListRecommendedCoursesUrl,
} from '../api/generated/endpoints/courses/courses';
import { getListRecentExercisesUrl } from '../api/generated/endpoints/history/history';
import { getListLiveSessionsUrl } from '../api/generated/endpoints/live/live';
import {
  EARLY_RESPONSE_LIFETIME_MS,
  EARLY_STORAGE_KEYS,
  HOME_PATH,
  homeRequestPaths,
  likelyAlias,
  pickAlias,
  readStoredLanguage,
  readStoredSelectedAliases,
  readStoredToken,
  requestedAliasUuid,
  startEarlyRequests,
} from './early-requests';

// The script that starts the session's first requests while the app is downloading: which
// requests it makes from what is stored and from the address, that it never makes one it should
// not, that its copies of the storage and alias rules agree with the app's, and that the app then
// takes its answers instead of asking again.

const TOKEN = 'token-of-hana';
const API = 'http://eigo.example/api/v1';
const APP_KEY = 'eigo-learner-web';

type Call = { url: string; headers: Record<string, string> };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const aliases = (...uuids: string[]) =>
  uuids.map((uuid) => ({ uuid, name: uuid, orgName: 'Org', orgHash: 'org' }));

/** A fetch that records every call and answers the aliases with `aliasesAnswer`. */
function stubFetch(aliasesAnswer: () => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      calls.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) } });
      if (String(input).endsWith('/user/aliases/')) return Promise.resolve(aliasesAnswer());
      return Promise.resolve(json({}));
    }),
  );
  return calls;
}

/** The address the script reads (`location.href` for the URLs, `location.search` for the alias). */
const stubLocation = (href: string) => vi.stubGlobal('location', new URL(href));

/** Lets the aliases answer be read and the requests after it start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

beforeEach(() => {
  delete window.__eigoEarlyRequests;
  stubLocation('http://eigo.example/user/home');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete window.__eigoEarlyRequests;
});

describe('the early requests', () => {
  it('asks for nothing without a stored token', async () => {
    const calls = stubFetch(() => json(aliases('a1')));
    startEarlyRequests();
    await settle();
    expect(calls).toEqual([]);
    expect(window.__eigoEarlyRequests).toBeUndefined();
  });

  it('asks for nothing when the stored token is not JSON, not a string, empty or unreadable', async () => {
    const calls = stubFetch(() => json(aliases('a1')));
    for (const raw of ['token-without-quotes', '{"token":"x"}', '""', 'null', '42']) {
      localStorage.setItem(EARLY_STORAGE_KEYS.authToken, raw);
      startEarlyRequests();
    }
    store(EARLY_STORAGE_KEYS.authToken, TOKEN);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    startEarlyRequests();
    await settle();
    expect(calls).toEqual([]);
    expect(window.__eigoEarlyRequests).toBeUndefined();
  });

  it('asks for the aliases with the headers the HTTP client sends, and registers the request', async () => {
    const calls = stubFetch(() => json(aliases('a1')));
    store(EARLY_STORAGE_KEYS.authToken, TOKEN);
    startEarlyRequests();
    const headers = {
      'X-App-Key': APP_KEY,
      Authorization: `Token ${TOKEN}`,
      'Accept-Language': 'ja',
    };
    expect(calls).toEqual([{ url: `${API}/user/aliases/`, headers }]);
    expect(window.__eigoEarlyRequests).toEqual([
      {
        method: 'GET',
        url: `${API}/user/aliases/`,
        headers,
        response: expect.any(Promise) as unknown,
        expiresAt: expect.any(Number) as unknown,
      },
    ]);
  });

  it('sends the stored language, and Japanese for anything else', () => {
    const calls = stubFetch(() => json(aliases('a1')));
    store(EARLY_STORAGE_KEYS.authToken, TOKEN);
    store(EARLY_STORAGE_KEYS.language, 'en');
    startEarlyRequests();
    store(EARLY_STORAGE_KEYS.language, 'fr');
    startEarlyRequests();
    expect(calls.map((call) => call.headers['Accept-Language'])).toEqual(['en', 'ja']);
  });

  it('then asks for the profile and the flags of the first alias, with the alias as a header', async () => {
    const calls = stubFetch(() => json(aliases('a1', 'a2')));
    store(EARLY_STORAGE_KEYS.authToken, TOKEN);
    startEarlyRequests();
    await settle();
    const headers = {
      'X-App-Key': APP_KEY,
      Authorization: `Token ${TOKEN}`,
      'Accept-Language': 'ja',
      'X-Alias-Uuid': 'a1',
    };
    expect(calls.slice(1)).toEqual([
      { url: `${API}/user/profile/`, headers },
      { url: `${API}/user/feature-flags/?alias_uuid=a1`, headers },
    ]);
    expect(window.__eigoEarlyRequests?.map((early) => early.url)).toEqual([
      `${API}/user/aliases/`,
      `${API}/user/profile/`,
      `${API}/user/feature-flags/?alias_uuid=a1`,
    ]);
  });

  it("on home, asks for its dashboard's calls too, with the alias and in the screen language", async () => {
    stubLocation('http://eigo.example/');
    const calls = stubFetch(() => json(aliases('a1', 'a2')));
    store(EARLY_STORAGE_KEYS.authToken, TOKEN);
    store(EARLY_STORAGE_KEYS.language, 'en');
    startEarlyRequests();
    await settle();
    const headers = {
      'X-App-Key': APP_KEY,
      Authorization: `Token ${TOKEN}`,
      'Accept-Language': 'en',
      'X-Alias-Uuid': 'a1',
    };
    expect(calls.slice(3)).toEqual([
      { url: `${API}/live/sessions/`, headers },
      { url: `${API}/learning-history/recent-exercises/?lang=en`, headers },
      { url: `${API}/assignments/mine/`, headers },
      { url: `${API}/courses/bookmarked/`, headers },
      { url: `${API}/courses/recommended/`, headers },
    ]);
    expect(window.__eigoEarlyRequests).toHaveLength(8);
  });

  it('asks for no dashboard call on any other screen', async () => {
    stubLocation('http://eigo.example/courses/explore');
    const calls = stubFetch(() => json(aliases('a1')));
    store(EARLY_STORAGE_KEYS.authToken, TOKEN);
    startEarlyRequests();
    await settle();
    expect(calls.map((call) => call.url)).toEqual([
      `${API}/user/aliases/`,
      `${API}/user/profile/`,
      `${API}/user/feature-flags/?alias_uuid=a1`,
    ]);
  });

  it('picks the alias the address asks for, else the remembered one, else the first', async () => {
    const picked = async (search: string, remembered: Record<string, string>) => {
      delete window.__eigoEarlyRequests;
      stubLocation(`http://eigo.example/user/home${search}`);
      store(EARLY_STORAGE_KEYS.selectedAliases, remembered);
      const calls = stubFetch(() => json(aliases('a1', 'a2', 'a3')));
      startEarlyRequests();
      await settle();
      return calls.slice(1).map((call) => call.headers['X-Alias-Uuid']);
    };
    store(EARLY_STORAGE_KEYS.authToken, TOKEN);
    // The likely alias goes first (before the aliases answer), the picked one after it unless it
    // was the same.
    expect(await picked('?aliasUuid=a3', { [USER.hana.uuid]: 'a2' })).toEqual(['a3', 'a3']);
    expect(await picked('?aliasUuid=not-hers', { [USER.hana.uuid]: 'a2' })).toEqual([
      'not-hers',
      'not-hers',
      'a2',
      'a2',
    ]);
    expect(await picked('', { 'someone-else': 'b1', [USER.hana.uuid]: 'a2' })).toEqual([
      'a2',
      'a2',
    ]);
    expect(await picked('', { 'someone-else': 'b1' })).toEqual(['b1', 'b1', 'a1', 'a1']);
    expect(await picked('', { [USER.hana.uuid]: 'a2' })).toEqual(['a2', 'a2']);
    localStorage.setItem(EARLY_STORAGE_KEYS.selectedAliases, '{broken');
    const calls = stubFetch(() => json(aliases('a1', 'a2')));
    startEarlyRequests();
    await settle();
    expect(calls.slice(1).map((call) => call.headers['X-Alias-Uuid'])).toEqual(['a1', 'a1']);
  });

  it("asks for the likely alias's calls before the aliases have answered", async () => {
    stubLocation('http://eigo.example/');
    store(EARLY_STORAGE_KEYS.authToken, TOKEN);
    store(EARLY_STORAGE_KEYS.selectedAliases, { [USER.hana.uuid]: 'a2' });
    const calls = stubFetch(() => new Promise<Response>(() => undefined));
    startEarlyRequests();
    expect(calls.map((call) => call.url)).toEqual([
      `${API}/user/aliases/`,
      `${API}/user/profile/`,
      `${API}/user/feature-flags/?alias_uuid=a2`,
      `${API}/live/sessions/`,
      `${API}/learning-history/recent-exercises/?lang=ja`,
      `${API}/assignments/mine/`,
      `${API}/courses/bookmarked/`,
      `${API}/courses/recommended/`,
    ]);
    expect(
      calls.every(
        (call) => call.url.endsWith('/aliases/') || call.headers['X-Alias-Uuid'] === 'a2',
      ),
    ).toBe(true);
  });

  it('guesses the alias only when it can tell: asked for, or one remembered', () => {
    expect(likelyAlias('a3', { u1: 'a1', u2: 'a2' })).toBe('a3');
    expect(likelyAlias(null, { u1: 'a1' })).toBe('a1');
    expect(likelyAlias(null, { u1: 'a1', u2: 'a1' })).toBe('a1');
    expect(likelyAlias(null, { u1: 'a1', u2: 'a2' })).toBeNull();
    expect(likelyAlias(null, {})).toBeNull();
  });

  it('asks for nothing more when the aliases are refused, fail, are empty or are not a list', async () => {
    store(EARLY_STORAGE_KEYS.authToken, TOKEN);
    for (const answer of [
      () => json({ type: 'about:blank', title: 'Unauthorized', status: 401 }, 401),
      () => json({ type: 'about:blank', title: 'Maintenance', status: 503 }, 503),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json([]),
      () => json({ results: aliases('a1') }),
      () => json([{ name: 'no uuid' }]),
      () => new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    ]) {
      delete window.__eigoEarlyRequests;
      const calls = stubFetch(answer);
      startEarlyRequests();
      await settle();
      expect(calls.map((call) => call.url)).toEqual([`${API}/user/aliases/`]);
    }
  });

  it('leaves the aliases answer unread for the app', async () => {
    stubFetch(() => json(aliases('a1')));
    store(EARLY_STORAGE_KEYS.authToken, TOKEN);
    startEarlyRequests();
    await settle();
    const answer = await window.__eigoEarlyRequests?.[0]?.response;
    expect(await answer?.json()).toEqual(aliases('a1'));
  });

  it('drops answers nobody took after their lifetime', async () => {
    vi.useFakeTimers();
    stubFetch(() => json(aliases('a1')));
    store(EARLY_STORAGE_KEYS.authToken, TOKEN);
    startEarlyRequests();
    await vi.advanceTimersByTimeAsync(100);
    expect(window.__eigoEarlyRequests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(EARLY_RESPONSE_LIFETIME_MS);
    expect(window.__eigoEarlyRequests).toEqual([]);
  });
});

describe('the copies of the app rules', () => {
  const raws = [
    null,
    'not json',
    '',
    'null',
    '""',
    '"t"',
    '"ja"',
    '"en"',
    '"fr"',
    '42',
    'true',
    '[]',
    '["a1"]',
    '{}',
    '{"u1":"a1"}',
    '{"u1":"a1","u2":"","u3":5,"u4":"a4"}',
    '{"__proto__":"a1","u2":"a2"}',
    '{"2":"a2","1":"a1","u":"a3"}',
  ];
  const agree = <T,>(item: StoredItem<T>, early: () => T) => {
    for (const raw of raws) {
      if (raw === null) localStorage.removeItem(item.key);
      else localStorage.setItem(item.key, raw);
      expect(early(), `${item.key} = ${raw}`).toEqual(item.read());
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(early(), `${item.key} unreadable`).toEqual(item.read());
    vi.restoreAllMocks();
  };

  it("write home's address and its dashboard's URLs as the routes and the generated client do", () => {
    expect(HOME_PATH).toBe(ROUTE_PATTERN.home);
    for (const lang of ['ja', 'en'] as const) {
      expect(homeRequestPaths(lang)).toEqual([
        getListLiveSessionsUrl(),
        getListRecentExercisesUrl({ lang }),
        getGetMyAssignmentsUrl(),
        getListBookmarkedCoursesUrl(),
        getListRecommendedCoursesUrl(),
      ]);
    }
  });

  it('name the stored items as src/lib/storage.ts does', () => {
    expect(EARLY_STORAGE_KEYS).toEqual({
      authToken: authToken.key,
      selectedAliases: selectedAliases.key,
      language: language.key,
    });
  });

  it('read the token, the remembered aliases and the language as src/lib/storage.ts does', () => {
    agree(authToken, readStoredToken);
    agree(selectedAliases, readStoredSelectedAliases);
    agree(language, readStoredLanguage);
  });

  it('pick the alias as src/lib/alias-selection.ts does', () => {
    const lists = [[], ['a1'], ['a1', 'a2', 'a3'], ['a3', 'a2']];
    const requested = [null, 'a2', 'a9', ''];
    const remembered: Record<string, string>[] = [
      {},
      { u1: 'a2' },
      { u0: 'b1', u1: 'a3' },
      { u1: 'a9', u2: 'a1' },
    ];
    for (const list of lists)
      for (const request of requested)
        for (const memory of remembered)
          expect(pickAlias(list, request, memory), JSON.stringify([list, request, memory])).toBe(
            appPickAlias(list, request, memory),
          );
    for (const search of [
      '',
      '?aliasUuid=a1',
      '?aliasUuid=%20a1%20',
      '?aliasUuid=',
      '?aliasUuid=%20',
      '?x=1&aliasUuid=a2&aliasUuid=a3',
      '?aliasuuid=a1',
      'aliasUuid=a1',
    ])
      expect(requestedAliasUuid(search), search).toBe(appRequested(search));
  });
});

describe('the app with the early requests', () => {
  const SESSION_CALLS = /\/api\/v1\/user\/(aliases|profile|feature-flags)\//;

  // Through the mock backend: the script's answers are the only ones the session gets.
  it('takes the aliases, the profile and the flags from the early requests instead of asking', async () => {
    vi.unstubAllGlobals();
    await storeSignIn({
      ...USER.hana,
      userUuid: USER.hana.uuid,
      aliasUuid: ALIAS.hanaMidori,
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    window.history.replaceState(null, '', '/user/settings');
    startEarlyRequests();
    await waitFor(() => expect(window.__eigoEarlyRequests).toHaveLength(3));
    const early = fetchSpy.mock.calls.map(([input]) => String(input));
    expect(early).toEqual([
      `${window.location.origin}/api/v1/user/aliases/`,
      `${window.location.origin}/api/v1/user/profile/`,
      `${window.location.origin}/api/v1/user/feature-flags/?alias_uuid=${ALIAS.hanaMidori}`,
    ]);

    await renderApp('/user/settings');
    expect(await screen.findByRole('navigation', { name: 'メインメニュー' }, SLOW)).toBeVisible();
    expect(window.__eigoEarlyRequests).toEqual([]);
    const asked = fetchSpy.mock.calls.slice(early.length).map(([input]) => String(input));
    expect(asked.filter((url) => SESSION_CALLS.test(url))).toEqual([]);
    expect(selectedAliases.read()).toEqual({ [USER.hana.uuid]: ALIAS.hanaMidori });
  });
  it("takes home's dashboard answers from the early requests too, asking for none of them", async () => {
    vi.unstubAllGlobals();
    await storeSignIn({
      ...USER.hana,
      userUuid: USER.hana.uuid,
      aliasUuid: ALIAS.hanaSakura,
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    window.history.replaceState(null, '', '/');
    startEarlyRequests();
    await waitFor(() => expect(window.__eigoEarlyRequests).toHaveLength(8));
    const early = fetchSpy.mock.calls.length;

    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /ようこそ/ }, SLOW)).toBeVisible();
    await waitFor(() => expect(window.__eigoEarlyRequests).toEqual([]));
    const asked = fetchSpy.mock.calls.slice(early).map(([input]) => String(input));
    const dashboard =
      /\/api\/v1\/(live\/sessions|learning-history\/recent-exercises|assignments\/mine|courses\/(bookmarked|recommended))\//;
    expect(asked.filter((url) => SESSION_CALLS.test(url) || dashboard.test(url))).toEqual([]);
  });
});
