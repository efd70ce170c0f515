import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ContractDriftError,
  configureHttpClient,
  httpClient,
  type Credentials,
} from './http-client';

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
  });
});

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
