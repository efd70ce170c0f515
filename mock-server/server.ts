import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import type { Server } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import { createHandlers } from './handlers/index';
import { resetStore } from './seed/index';
import { indexHandlers } from './handler-index';
import { attachStateFile } from './state-file';

export type MockServerOptions = { control?: boolean; stateFile?: string | undefined };

const BODY_LIMIT = '8mb';

/** An express app that answers every request with the same msw handlers the tests use. */
export function createMockApp(handlers: HttpHandler[]): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.raw({ type: () => true, limit: BODY_LIMIT }));
  const candidatesFor = indexHandlers(handlers);
  app.use(async (req: ExpressRequest, res: ExpressResponse) => {
    const request = toFetchRequest(req);
    const response = await getResponse(candidatesFor(request), request);
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
    res.status(response.status);
    response.headers.forEach((value, key) => res.setHeader(key, value));
    // Text bodies (JSON, problem+json) skip the ArrayBuffer copy: measurably cheaper per request.
    const type = response.headers.get('content-type') ?? '';
    if (/json|text/.test(type)) res.end(await response.text());
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

function toFetchRequest(req: ExpressRequest): Request {
  const url = `http://${req.headers.host ?? 'localhost'}${req.originalUrl}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody =
    req.method !== 'GET' &&
    req.method !== 'HEAD' &&
    Buffer.isBuffer(req.body) &&
    req.body.length > 0;
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
  });
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
