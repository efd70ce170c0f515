import { HttpResponse } from 'msw';

// JSON bodies of the handlers' requests and answers, and the express server's short cut around
// their streams.
//
// Under msw (vitest, the browser demo) a request's body is a stream the handler reads, and an
// answer's body a stream msw reads. The express server (../server.ts) has already read the
// request body into memory and writes text to a socket: for it, a body stream would be built only
// to be read straight back (msw's HttpResponse.json also encodes the text once more to measure
// it). So for a request the express server marks, the handlers take the body text it read, and
// their JSON answers stay bodiless Responses carrying the JSON text beside them, which the server
// writes as it is. For any other request `route()` turns such an answer into an ordinary Response
// with that body. Either way the bytes on the wire are the same (tests/integration/express-server
// compares them); `npm run bench:mock` measures the difference.

const servedByExpress = new WeakMap<Request, string | undefined>();
const jsonTexts = new WeakMap<Response, string>();
/** Bodies of msw requests already read (a stream reads once; an idempotent write reads twice). */
const readTexts = new WeakMap<Request, string>();

/** Marks a request the express server dispatches itself, with the body text it already read. */
export function markExpressRequest(request: Request, bodyText: string | undefined): void {
  servedByExpress.set(request, bodyText);
}

/** The request's body as text: what the express server read, or the request's own stream. */
export async function requestText(request: Request): Promise<string> {
  const read = servedByExpress.get(request) ?? readTexts.get(request);
  if (read !== undefined) return read;
  const text = await request.text();
  readTexts.set(request, text);
  return text;
}

export type JsonInit = { status?: number; headers?: Record<string, string> };

/**
 * A JSON answer (application/json unless the headers say otherwise), like HttpResponse.json. Its
 * body comes from `withBody`, which `route()` applies to every answer.
 */
export function json(body: unknown, init: JsonInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = new Response(null, { status: init.status ?? 200, headers });
  jsonTexts.set(response, JSON.stringify(body));
  return response;
}

/**
 * An answer whose body is JSON text already written (a kept answer given again, see
 * ./idempotency.ts): like `json`, without encoding it again.
 */
export function jsonText(text: string, init: { status: number; contentType: string }): Response {
  const response = new Response(null, {
    status: init.status,
    headers: { 'content-type': init.contentType },
  });
  jsonTexts.set(response, text);
  return response;
}

/** The JSON text of an answer made by `json`, for the express server to write. */
export function jsonTextOf(response: Response): string | undefined {
  return jsonTexts.get(response);
}

/**
 * The answer as msw passes it on: a `json` answer gets its text as its body (with its length),
 * unless the express server asked, which writes the text itself.
 */
export function withBody(request: Request, response: Response): Response {
  const text = jsonTexts.get(response);
  if (text === undefined || servedByExpress.has(request)) return response;
  const headers = new Headers(response.headers);
  headers.set('content-length', String(new TextEncoder().encode(text).byteLength));
  return new HttpResponse(text, { status: response.status, headers });
}
