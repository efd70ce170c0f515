import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyRequest } from '../boot/early-requests';
import {
  ApiError,
  ContractDriftError,
  configureHttpClient,
  httpClient,
  type Credentials,
} from './http-client';

// The HTTP client's use of the answers src/boot/early-requests.ts asked for while the app was
// loading: an answer is taken once, for exactly the request it was asked for, and then handled as
// if it had been fetched; any other request is fetched.

const TOKEN = 'token-1';
const ALIAS = '5d6c2b1e-0000-4000-8000-000000000001';
const OTHER_ALIAS = '5d6c2b1e-0000-4000-8000-000000000002';
const APP_KEY = 'eigo-learner-web';

const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });

const ALIASES = [{ uuid: ALIAS, name: 'Hana', orgName: 'Sakura JHS', orgHash: 'sakura' }];
const FETCHED = [{ uuid: OTHER_ALIAS, name: 'Fetched', orgName: 'Midori', orgHash: 'midori' }];

/** The headers the session's calls go out with, as the early script records them. */
const asked = (overrides: Record<string, string> = {}, aliasUuid?: string) => ({
  'X-App-Key': APP_KEY,
  Authorization: `Token ${TOKEN}`,
  'Accept-Language': 'ja',
  ...(aliasUuid ? { 'X-Alias-Uuid': aliasUuid } : {}),
  ...overrides,
});

function register(
  path: string,
  headers: Record<string, string>,
  response: Promise<Response> | Response,
  expiresAt = Date.now() + 30_000,
): EarlyRequest {
  const early: EarlyRequest = {
    method: 'GET',
    url: new URL(`/api/v1${path}`, window.location.href).href,
    headers,
    response: Promise.resolve(response),
    expiresAt,
  };
  (window.__eigoEarlyRequests ??= []).push(early);
  return early;
}

/** The session's calls (src/app/session.ts, src/features/auth/feature-flags.ts). */
const listAliases = (init: RequestInit = {}) =>
  httpClient('/user/aliases/', {
    method: 'GET',
    ...init,
    headers: { Authorization: `Token ${TOKEN}`, ...(init.headers as Record<string, string>) },
  });
const getProfile = (aliasUuid: string, token = TOKEN) =>
  httpClient('/user/profile/', {
    method: 'GET',
    headers: { Authorization: `Token ${token}`, 'X-Alias-Uuid': aliasUuid },
  });
const getFlags = (aliasUuid: string) =>
  httpClient(`/user/feature-flags/?alias_uuid=${aliasUuid}`, {
    method: 'GET',
    headers: { Authorization: `Token ${TOKEN}`, 'X-Alias-Uuid': aliasUuid },
  });

let credentials: Credentials;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  delete window.__eigoEarlyRequests;
  credentials = { token: TOKEN, aliasUuid: null, language: 'ja' };
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(json(FETCHED)));
  configureHttpClient({
    baseUrl: '/api/v1',
    appKey: APP_KEY,
    credentials: () => credentials,
    validateResponses: false,
    fetch: fetchMock,
  });
});
afterEach(() => {
  delete window.__eigoEarlyRequests;
});

describe('httpClient with early requests', () => {
  it('uses an early answer once, for the request it was asked for, instead of fetching', async () => {
    register('/user/aliases/', asked(), json(ALIASES));
    await expect(listAliases()).resolves.toEqual(ALIASES);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__eigoEarlyRequests).toEqual([]);

    // The same request again is fetched: the answer was handed out already.
    await expect(listAliases()).resolves.toEqual(FETCHED);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes the profile and the flags of the alias they were asked for', async () => {
    credentials = { ...credentials, aliasUuid: ALIAS };
    register('/user/profile/', asked({}, ALIAS), json({ userUuid: 'u1' }));
    register(`/user/feature-flags/?alias_uuid=${ALIAS}`, asked({}, ALIAS), json({ flags: {} }));
    await expect(getFlags(ALIAS)).resolves.toEqual({ flags: {} });
    await expect(getProfile(ALIAS)).resolves.toEqual({ userUuid: 'u1' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never gives an answer to a request with another token, alias, language, key or URL', async () => {
    const cases: [string, () => EarlyRequest, () => Promise<unknown>][] = [
      [
        'another token',
        () => register('/user/profile/', asked({}, ALIAS), json({})),
        () => getProfile(ALIAS, 'token-2'),
      ],
      [
        'another alias',
        () => register('/user/profile/', asked({}, ALIAS), json({})),
        () => getProfile(OTHER_ALIAS),
      ],
      [
        'an alias where none was asked with',
        () => register('/user/profile/', asked(), json({})),
        () => getProfile(ALIAS),
      ],
      [
        'another language',
        () => register('/user/aliases/', asked({ 'Accept-Language': 'en' }), json(ALIASES)),
        () => listAliases(),
      ],
      [
        'another application key',
        () => register('/user/aliases/', asked({ 'X-App-Key': 'eigo-console' }), json(ALIASES)),
        () => listAliases(),
      ],
      [
        'another URL (the query)',
        () => register(`/user/feature-flags/?alias_uuid=${ALIAS}`, asked({}, ALIAS), json({})),
        () =>
          httpClient(`/user/feature-flags/?alias_uuid=${ALIAS}&x=1`, {
            method: 'GET',
            headers: { Authorization: `Token ${TOKEN}`, 'X-Alias-Uuid': ALIAS },
          }),
      ],
      ['another path', () => register('/user/profile/', asked(), json({})), () => listAliases()],
    ];
    for (const [name, registerOne, call] of cases) {
      delete window.__eigoEarlyRequests;
      fetchMock.mockClear();
      const early = registerOne();
      await call();
      expect(fetchMock, name).toHaveBeenCalledTimes(1);
      expect(window.__eigoEarlyRequests, name).toEqual([early]);
    }
  });

  it('uses no early answer after a write (the answer may say what was true before it)', async () => {
    register('/user/aliases/', asked(), json(ALIASES));
    register('/user/profile/', asked({}, ALIAS), json({ userUuid: 'u1' }));
    // The registry the script started with, where it registers the requests it starts later.
    const scripts = window.__eigoEarlyRequests ?? [];
    fetchMock.mockResolvedValueOnce(json({ userUuid: 'u1', audio: { accent: 1, speed: 1 } }));
    await httpClient('/user/profile/', {
      method: 'PUT',
      headers: { Authorization: `Token ${TOKEN}`, 'X-Alias-Uuid': ALIAS },
      body: JSON.stringify({ audio: { accent: 1, speed: 1 } }),
    });
    scripts.push({ ...(scripts[1] as EarlyRequest), response: Promise.resolve(json({})) });
    await getProfile(ALIAS);
    await listAliases();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(window.__eigoEarlyRequests).toEqual([]);
  });

  it('still uses early answers after tagging the push subscription, which changes none of them', async () => {
    register('/user/profile/', asked({}, ALIAS), json({ userUuid: 'u1' }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await httpClient('/user/tag-alias/', {
      method: 'POST',
      headers: { Authorization: `Token ${TOKEN}`, 'X-Alias-Uuid': ALIAS },
    });
    await expect(getProfile(ALIAS)).resolves.toEqual({ userUuid: 'u1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.__eigoEarlyRequests).toEqual([]);
  });

  it('fetches when the early request failed', async () => {
    register('/user/aliases/', asked(), Promise.reject(new TypeError('Failed to fetch')));
    await expect(listAliases()).resolves.toEqual(FETCHED);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.__eigoEarlyRequests).toEqual([]);
  });

  it('fetches when the early answer is past its lifetime', async () => {
    register('/user/aliases/', asked(), json(ALIASES), Date.now() - 1);
    await expect(listAliases()).resolves.toEqual(FETCHED);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('handles an early error answer as a fetched one (problem+json, status)', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'Bad token',
    };
    const errorOf = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (e: unknown) => e,
      );
    register('/user/aliases/', asked(), json(problem, 401, 'application/problem+json'));
    const early = await errorOf(listAliases());
    fetchMock.mockResolvedValueOnce(json(problem, 401, 'application/problem+json'));
    const fetched = await errorOf(listAliases());
    expect(early).toBeInstanceOf(ApiError);
    expect((early as ApiError).status).toBe(401);
    expect((early as ApiError).problem).toEqual((fetched as ApiError).problem);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('checks an early answer against the contract as a fetched one', async () => {
    configureHttpClient({ validateResponses: true });
    register('/user/aliases/', asked(), json([{ uuid: 42 }]));
    await expect(listAliases()).rejects.toBeInstanceOf(ContractDriftError);
    fetchMock.mockResolvedValueOnce(json([{ uuid: 42 }]));
    await expect(listAliases()).rejects.toBeInstanceOf(ContractDriftError);
  });

  it('stops waiting for an early answer when the caller aborts, as a fetch does', async () => {
    register('/user/aliases/', asked(), new Promise<Response>(() => undefined));
    // A fetch rejects with the signal's reason (given here: jsdom's default reason is not an
    // instance of the DOMException the client compares with).
    const reason = () => new DOMException('The operation was aborted.', 'AbortError');
    const controller = new AbortController();
    const call = listAliases({ signal: controller.signal });
    controller.abort(reason());
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });

    const aborted = new AbortController();
    aborted.abort(reason());
    register('/user/aliases/', asked(), json(ALIASES));
    await expect(listAliases({ signal: aborted.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches as before when there are no early requests', async () => {
    await expect(listAliases()).resolves.toEqual(FETCHED);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/user/aliases/');
    expect(Object.fromEntries(new Headers(init?.headers))).toEqual({
      'x-app-key': APP_KEY,
      authorization: `Token ${TOKEN}`,
      'accept-language': 'ja',
    });
  });
});
