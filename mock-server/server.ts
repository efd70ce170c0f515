import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import type { Server } from 'node:http';
import type { HttpHandler } from 'msw';
import { createHandlers } from './handlers/index';
import { resetStore } from './seed/index';
import { createDispatcher } from './handler-index';
import { jsonTextOf, markExpressRequest } from './runtime/bodies';
import { attachStateFile } from './state-file';

export type MockServerOptions = { control?: boolean; stateFile?: string | undefined };

const BODY_LIMIT = '8mb';

/** An express app that answers every request with the same msw handlers the tests use. */
export function createMockApp(handlers: HttpHandler[]): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.raw({ type: () => true, limit: BODY_LIMIT }));
  const dispatch = createDispatcher(handlers);
  app.use(async (req: ExpressRequest, res: ExpressResponse) => {
    const response = await dispatch(toFetchRequest(req));
    if (!response) {
      res
        .status(404)
        .type('application/problem+json')
        .json({
          type: 'about:blank',
          title: 'Not found',
          status: 404,
          detail: `Nothing is served at ${req.path}`,
        });
      return;
    }
    res.statusCode = response.status;
    response.headers.forEach((value, key) => res.setHeader(key, value));
    // JSON answers carry their text beside a bodiless Response (./runtime/bodies.ts).
    const text = jsonTextOf(response);
    if (text !== undefined) res.end(text);
    else if (response.body === null) res.end();
    else res.end(Buffer.from(await response.arrayBuffer()));
  });
  // Errors from express itself (a body over the limit, a broken stream) answer problem+json too.
  app.use(
    (
      error: { status?: number; message?: string },
      _req: ExpressRequest,
      res: ExpressResponse,
      _next: () => void,
    ) => {
      const status = error.status && error.status >= 400 && error.status < 500 ? 400 : 500;
      res
        .status(status)
        .type('application/problem+json')
        .json({
          type: 'https://eigo.example/problems/bad-request',
          title: status === 400 ? 'Bad request' : 'Internal server error',
          status,
          detail: error.message ?? 'The request could not be read',
          errors: status === 400 ? { body: [error.message ?? 'unreadable body'] } : undefined,
        });
    },
  );
  return app;
}

/**
 * The Fetch Request the handlers take. express has read the body already: JSON and text bodies
 * go to the handlers as that text (./runtime/bodies.ts); other bodies (the recordings' multipart
 * uploads) become the request's body stream.
 */
function toFetchRequest(req: ExpressRequest): Request {
  const url = `http://${req.headers.host ?? 'localhost'}${req.originalUrl}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const body =
    req.method !== 'GET' &&
    req.method !== 'HEAD' &&
    Buffer.isBuffer(req.body) &&
    req.body.length > 0
      ? req.body
      : undefined;
  const asText = body !== undefined && /json|text/.test(req.headers['content-type'] ?? '');
  const request = new Request(url, {
    method: req.method,
    headers,
    body: body && !asText ? new Uint8Array(body) : undefined,
  });
  markExpressRequest(request, asText ? body.toString('utf8') : undefined);
  return request;
}

/** Seeds (or restores) the store and starts listening. */
export async function startMockServer(port: number, options: MockServerOptions = {}) {
  await resetStore();
  if (options.stateFile) await attachStateFile(options.stateFile);
  const app = createMockApp(createHandlers({ control: options.control ?? true }));
  return new Promise<Server>((resolve) => {
    const server = app.listen(port, () => resolve(server));
  });
}
