import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import type { Server } from 'node:http';
import type { HttpHandler } from 'msw';
import { createHandlers } from './handlers/index';
import { resetStore } from './seed/index';
import { createDispatcher } from './handler-index';
import { jsonTextOf, markExpressRequest } from './runtime/bodies';
import { openStateStore } from './persistence/state-store';
import { serveBuiltApp } from './operations/built-app';
import { consoleFolder, serveConsole } from './operations/console';
import { MockLifecycle } from './operations/health';
import { shutDownOnSignals } from './operations/shutdown';
import { holdIdleConnections } from './operations/keep-alive';
import { attachSpeechStream } from './speech-stream/websocket-server';
import { setClientAddress } from './runtime/rate-limits';
import { bodyLimitFor, carriesRecording, payloadTooLarge } from './runtime/body-limits';

export type MockServerOptions = {
  control?: boolean;
  stateFile?: string | undefined;
  /** Listen on this address only (default: every interface). */
  host?: string | undefined;
  /** Also serve the built app from this folder, on the same port (npm run serve:demo). */
  appDir?: string | undefined;
  /** Headers on the built app's files and pages (its Content-Security-Policy). */
  appHeaders?: Record<string, string> | undefined;
  /**
   * The built console (default MOCK_CONSOLE_DIR or build/console), served at /__console/ while
   * the control operations are on (./operations/console.ts).
   */
  consoleDir?: string | undefined;
  /** Shut down gracefully on SIGTERM and SIGINT, then exit (./operations/shutdown.ts). */
  handleSignals?: boolean;
};

export type MockAppHooks = {
  /** Routes answered before the API (the health endpoint, the built app). */
  routes?: (app: express.Express) => void;
  /** Settles once the changes an answer could have seen are on the disk (undefined: already). */
  whenDurable?: () => Promise<void> | undefined;
};

/** An express app that answers every request with the same msw handlers the tests use. */
export function createMockApp(handlers: HttpHandler[], hooks: MockAppHooks = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  hooks.routes?.(app);
  // Bodies are read whole, each kind up to its own limit (./runtime/body-limits.ts): a recording
  // up to its 8 MiB, anything else (JSON) up to 256 KiB; more is a 413 problem and reaches no handler.
  app.use(
    express.raw({
      type: (req) => carriesRecording(req.headers['content-type']),
      limit: bodyLimitFor('audio/wav'),
    }),
  );
  app.use(
    express.raw({
      type: (req) => !carriesRecording(req.headers['content-type']),
      limit: bodyLimitFor('application/json'),
    }),
  );
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
    // No answer leaves before every change it could have seen is committed (./persistence/).
    const durable = hooks.whenDurable?.();
    if (durable) await durable;
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
      error: { status?: number; message?: string; type?: string; limit?: number },
      req: ExpressRequest,
      res: ExpressResponse,
      _next: () => void,
    ) => {
      if (error.status === 413 || error.type === 'entity.too.large') {
        const limit = error.limit ?? bodyLimitFor(req.headers['content-type']);
        const lang = req.headers['accept-language']?.trim().toLowerCase().startsWith('en')
          ? 'en'
          : 'ja';
        // The socket may still be sending the rest of the body: the answer closes it.
        res
          .status(413)
          .set('Connection', 'close')
          .type('application/problem+json')
          .send(JSON.stringify(payloadTooLarge(limit).toBody(lang)));
        return;
      }
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
  setClientAddress(request, req.socket.remoteAddress); // the rate limits' per-client counters
  return request;
}

/** Seeds (or restores) the store and starts listening. */
export async function startMockServer(port: number, options: MockServerOptions = {}) {
  // A state file loads the store (or seeds a new one itself): seeding first would be wasted work.
  const store = options.stateFile ? await openStateStore(options.stateFile) : undefined;
  if (!store) await resetStore();
  const lifecycle = new MockLifecycle(store);
  const control = options.control ?? true;
  const app = createMockApp(createHandlers({ control }), {
    routes: (app) => {
      app.get('/healthz', lifecycle.healthRoute);
      serveConsole(app, options.consoleDir ?? consoleFolder(), control);
      if (options.appDir) serveBuiltApp(app, options.appDir, options.appHeaders);
    },
    whenDurable: store && (() => store.whenDurable()),
  });
  return new Promise<Server>((resolve, reject) => {
    const listening = () => {
      if (options.handleSignals) shutDownOnSignals(server, lifecycle);
      resolve(server);
    };
    const server = options.host
      ? app.listen(port, options.host, listening)
      : app.listen(port, listening);
    server.once('error', reject);
    holdIdleConnections(server); // longer than its clients hold them (./operations/keep-alive.ts)
    attachSpeechStream(server); // the speech websocket (turbo path) on the same port
  });
}
