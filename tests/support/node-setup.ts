import { beforeEach } from 'vitest';
import { configureHttpClient } from '../../src/api/http-client';
import { env } from '../../src/config/env';

// Node tests call the generated client against the msw handlers at this origin. Put back before
// every test: the files of a worker share its modules (vitest.config.ts: isolate false), and some
// tests configure the client their own way (no app key, another base URL, credentials).
const nodeHttpClient = {
  baseUrl: 'http://localhost/api/v1',
  appKey: env.appKey,
  credentials: () => ({}),
  validateResponses: true,
  fetch: (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
};
configureHttpClient(nodeHttpClient);
beforeEach(() => configureHttpClient(nodeHttpClient));
