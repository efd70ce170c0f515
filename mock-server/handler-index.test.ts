import { getResponse, http, HttpResponse, matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDispatcher, indexHandlers } from './handler-index';
import { createHandlers } from './handlers/index';

describe('the handler index of the express server', () => {
  const handlers = createHandlers();
  const candidatesFor = indexHandlers(handlers);

  it.each([
    [
      'GET',
      'http://h/api/v1/courses/0b7c1f9e-5d0a-4f4b-9a53-1e2f3a4b5c6d/',
      'GET */api/v1/courses/:courseUuid/',
    ],
    [
      'PUT',
      'http://h/api/v1/courses/0b7c1f9e-5d0a-4f4b-9a53-1e2f3a4b5c6d/bookmarked/',
      'PUT */api/v1/courses/:courseUuid/bookmarked/',
    ],
    ['POST', 'http://h/api/v1/live/state/?x=1', 'POST */api/v1/live/state/'],
    ['GET', 'http://h/build-info.json?t=1', 'GET */build-info.json'],
  ])('%s %s keeps the operation handler among the candidates', (method, url, expected) => {
    const names = candidatesFor(new Request(url, { method })).map(
      (h) => `${h.info.method} ${String(h.info.path)}`,
    );
    expect(names).toContain(expected);
    expect(names.length).toBeLessThan(handlers.length / 4);
  });

  it('keeps the order of the full list, so the not-found fallback still runs last', () => {
    const list = candidatesFor(new Request('http://h/api/v1/release-notes/'));
    const order = list.map((h) => handlers.indexOf(h));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(String(list[0]!.info.path)).toBe('*/api/v1/release-notes/');
    expect(String(list.at(-1)!.info.path)).toBe('*/api/v1/*');
  });

  it('answers the same as the full list', async () => {
    const request = () =>
      new Request('http://h/api/v1/release-notes/', { headers: { 'x-app-key': 'k' } });
    const full = await getResponse(handlers, request());
    const narrowed = await getResponse(candidatesFor(request()), request());
    expect(narrowed?.status).toBe(full?.status);
  });

  it('dispatches like getResponse: path parameters, first match wins, nothing falls through', async () => {
    const seen: string[] = [];
    const dispatch = createDispatcher([
      http.get('*/api/v1/items/:id/', ({ params }) => {
        seen.push(`first ${String(params.id)}`);
        return undefined;
      }),
      http.get('*/api/v1/items/:id/', ({ params }) =>
        HttpResponse.json({ id: params.id }, { status: 202 }),
      ),
      http.get('*/api/v1/items/:id/', () => HttpResponse.json({ never: true })),
    ]);
    const response = await dispatch(new Request('http://h/api/v1/items/a%20b/?x=1'));
    expect(response?.status).toBe(202);
    expect(await response?.json()).toEqual({ id: 'a b' });
    expect(seen).toEqual(['first a b']);
    expect(await dispatch(new Request('http://h/api/v1/other/'))).toBeUndefined();
    expect(
      await dispatch(new Request('http://h/api/v1/items/1/', { method: 'POST' })),
    ).toBeUndefined();
  });

  it('dispatches the real handlers to the same answers as getResponse', async () => {
    const dispatch = createDispatcher(handlers);
    for (const url of [
      'http://h/api/v1/release-notes/?page=1&scope=web',
      'http://h/api/v1/courses/not-a-uuid/',
      'http://h/build-info.json',
      'http://h/api/v1/nowhere/',
    ]) {
      const request = () => new Request(url, { headers: { 'x-app-key': 'k' } });
      const direct = await dispatch(request());
      const viaMsw = await getResponse(handlers, request());
      expect(direct?.status, url).toBe(viaMsw?.status);
      expect(await direct?.text(), url).toBe(await viaMsw?.text());
    }
  });
});

// createDispatcher calls into msw below its public getResponse: a handler's `info` and `resolver`,
// and matchRequestUrl. An msw upgrade that changes any of them must fail here, loudly, rather than
// make the express server answer differently from vitest and the browser demo.
describe('the msw internals the express dispatcher relies on', () => {
  it('a handler keeps its method and path in info, and its resolver takes the request and params', async () => {
    const handler = http.get('*/api/v1/things/:id/', ({ request, params, cookies }) =>
      HttpResponse.json({ id: params.id, method: request.method, cookies }),
    );
    expect(handler.info).toMatchObject({ method: 'GET', path: '*/api/v1/things/:id/' });
    const resolver = (handler as unknown as { resolver: unknown }).resolver;
    expect(typeof resolver).toBe('function');
    const response = await (
      resolver as (info: {
        request: Request;
        params: Record<string, string>;
        cookies: Record<string, string>;
        requestId: string;
      }) => Promise<Response>
    )({
      request: new Request('http://h/api/v1/things/7/'),
      params: { id: '7' },
      cookies: {},
      requestId: 'pinned',
    });
    expect(await response.json()).toEqual({ id: '7', method: 'GET', cookies: {} });
  });

  it('matchRequestUrl matches msw paths with their parameters, and the query string is ignored', () => {
    const url = new URL('http://h/api/v1/things/7/?x=/__mock/');
    const match = matchRequestUrl(url, '*/api/v1/things/:id/');
    expect(match.matches).toBe(true);
    expect(match.params).toMatchObject({ id: '7' });
    expect(matchRequestUrl(url, '*/api/v1/__mock/*').matches).toBe(false);
    expect(
      matchRequestUrl(new URL('http://h/api/v1/things/'), '*/api/v1/things/:id/').matches,
    ).toBe(false);
  });
});
