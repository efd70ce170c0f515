import { describe, expect, it } from 'vitest';
import { json, jsonTextOf, markExpressRequest, requestText, withBody } from './bodies';

describe('JSON bodies and the express short cut', () => {
  it('gives a JSON answer its body, type and length for msw', async () => {
    const request = new Request('http://h/api/v1/x/');
    const answer = withBody(request, json({ name: '花子' }, { status: 201 }));
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength('{"name":"花子"}')));
    expect(await answer.json()).toEqual({ name: '花子' });
  });

  it('keeps an explicit content type', async () => {
    const answer = withBody(
      new Request('http://h/'),
      json(
        { status: 400 },
        { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    expect(answer.headers.get('content-type')).toBe('application/problem+json');
    expect(await answer.json()).toEqual({ status: 400 });
  });

  it('leaves the text beside a bodiless answer for a request the express server marked', () => {
    const request = new Request('http://h/', { method: 'POST' });
    markExpressRequest(request, '{"a":1}');
    const answer = withBody(request, json([1, 2]));
    expect(answer.body).toBeNull();
    expect(jsonTextOf(answer)).toBe('[1,2]');
  });

  it('reads the body the express server read, or else the request stream', async () => {
    const marked = new Request('http://h/', { method: 'POST' });
    markExpressRequest(marked, '{"from":"express"}');
    expect(await requestText(marked)).toBe('{"from":"express"}');
    const streamed = new Request('http://h/', { method: 'POST', body: '{"from":"stream"}' });
    expect(await requestText(streamed)).toBe('{"from":"stream"}');
    const markedWithoutText = new Request('http://h/', { method: 'POST', body: 'multipart' });
    markExpressRequest(markedWithoutText, undefined);
    expect(await requestText(markedWithoutText)).toBe('multipart');
  });

  it('passes other answers through unchanged', () => {
    const answer = new Response(null, { status: 204 });
    expect(withBody(new Request('http://h/'), answer)).toBe(answer);
  });
});
