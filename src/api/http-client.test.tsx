import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ContractDriftError,
  configureHttpClient,
  httpClient,
  REQUEST_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
  type Credentials,
} from './http-client';
import { isNetworkReachable, reportAnswered } from './network-reachability';

// The one HTTP client: the API surface's headers from the session's credentials (a call's own
// headers win), problem+json and network failures as ApiError, answers checked against the
// contract.

const TOKEN = 'token-1';
const ALIAS = '5d6c2b1e-0000-4000-8000-000000000001';
const OTHER_ALIAS = '5d6c2b1e-0000-4000-8000-000000000002';
const APP_KEY = 'eigo-learner-web';

const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });

const ALIASES = [{ uuid: ALIAS, name: 'Hana', orgName: 'Sakura JHS', orgHash: 'sakura' }];

let credentials: Credentials;
const fetchMock = vi.fn<typeof fetch>();

/** The headers of the n-th fetch, as a plain object with lower-case names. */
const sentHeaders = (call = 0) =>
  Object.fromEntries(new Headers(fetchMock.mock.calls[call]?.[1]?.headers));

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

beforeEach(() => {
  credentials = { token: TOKEN, aliasUuid: ALIAS, language: 'ja' };
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(json(ALIASES)));
  configureHttpClient({
    baseUrl: '/api/v1',
    appKey: APP_KEY,
    credentials: () => credentials,
    validateResponses: false,
    fetch: fetchMock,
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  reportAnswered();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A fetch that never answers (a school's access point that takes the connection and hangs), but
 * stops, as the browser's does, when its signal aborts. */
function hangingFetch(): typeof fetch {
  return (_input, init) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
}

describe('httpClient', () => {
  it('sends the application key, the token, the alias and the screen language', async () => {
    credentials = { ...credentials, language: 'en' };
    await httpClient('/courses/bookmarked/');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/courses/bookmarked/');
    expect(sentHeaders()).toEqual({
      'x-app-key': APP_KEY,
      authorization: `Token ${TOKEN}`,
      'x-alias-uuid': ALIAS,
      'accept-language': 'en',
    });
  });

  it('never sends an alias with the alias list, and nothing of a session when signed out', async () => {
    await httpClient('/user/aliases/');
    expect(sentHeaders(0)['x-alias-uuid']).toBeUndefined();
    credentials = {};
    await httpClient('/auth/login/', { method: 'POST', body: '{}' });
    expect(sentHeaders(1)).toEqual({
      'x-app-key': APP_KEY,
      'accept-language': 'ja',
      'content-type': 'application/json',
    });
  });

  it("keeps a call's own token, alias and language (a route loader's call for the coming session)", async () => {
    await httpClient('/user/profile/', {
      headers: {
        Authorization: 'Token other',
        'X-Alias-Uuid': OTHER_ALIAS,
        'Accept-Language': 'en',
      },
    });
    expect(sentHeaders()).toMatchObject({
      authorization: 'Token other',
      'x-alias-uuid': OTHER_ALIAS,
      'accept-language': 'en',
    });
  });

  it('turns a problem+json answer into an ApiError with its status and problem', async () => {
    const problem = { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Bad' };
    fetchMock.mockResolvedValueOnce(json(problem, 401, 'application/problem+json'));
    const error = await errorOf(httpClient('/user/aliases/'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).problem).toEqual(problem);
  });

  it('makes a problem of an answer that is not problem+json, and of a failed connection', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
    );
    const gateway = await errorOf(httpClient('/courses/recommended/'));
    expect((gateway as ApiError).problem).toMatchObject({ status: 502, title: 'Bad Gateway' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await errorOf(httpClient('/courses/recommended/'));
    expect((offline as ApiError).problem).toMatchObject({ status: 0, title: 'Network error' });
  });

  it('checks an answer against the contract when validation is on', async () => {
    configureHttpClient({ validateResponses: true });
    fetchMock.mockResolvedValueOnce(json([{ uuid: 42 }]));
    await expect(httpClient('/user/aliases/')).rejects.toBeInstanceOf(ContractDriftError);
  });
});

describe('a call that gets no answer', () => {
  it('fails as a network error after REQUEST_TIMEOUT_MS, and the network is unreachable', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch());
    const failed = errorOf(httpClient('/assignments/mine/'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(isNetworkReachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failed;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toMatchObject({
      status: 0,
      title: 'Network error',
      detail: 'No answer within 20 s',
    });
    expect(isNetworkReachable()).toBe(false);
  });

  it('gives an upload (form data) UPLOAD_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch());
    let settled = false;
    const failed = errorOf(
      httpClient('/speech/recognition/', { method: 'POST', body: new FormData() }),
    ).then((error) => {
      settled = true;
      return error;
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - REQUEST_TIMEOUT_MS);
    expect(((await failed) as ApiError).status).toBe(0);
  });

  it("is still aborted by its caller's signal, as an abort (not a network error)", async () => {
    fetchMock.mockImplementation(hangingFetch());
    const controller = new AbortController();
    const aborted = errorOf(httpClient('/assignments/mine/', { signal: controller.signal }));
    controller.abort();
    const error = await aborted;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(isNetworkReachable()).toBe(true);
  });

  it('any answer, an error status too, makes the network reachable again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await errorOf(httpClient('/assignments/mine/'));
    expect(isNetworkReachable()).toBe(false);
    fetchMock.mockResolvedValueOnce(json({ status: 503, title: 'Maintenance' }, 503));
    await errorOf(httpClient('/assignments/mine/'));
    expect(isNetworkReachable()).toBe(true);
  });

  it('clears its timer once answered (no abort after the answer)', async () => {
    vi.useFakeTimers();
    await httpClient('/user/aliases/');
    expect(vi.getTimerCount()).toBe(0);
  });
});
