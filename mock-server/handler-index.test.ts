import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { indexHandlers } from './handler-index';
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
});
