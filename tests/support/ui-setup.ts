// First: Node's Blob, File and FormData in place of jsdom's, before any module captures them.
import { NativeFormData } from './native-body-classes';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureHttpClient } from '../../src/api/http-client';
import { endSession } from '../../src/api/session-store';
import { appCredentials } from '../../src/app/providers';
import { resetOfflineCalls } from '../../src/features/exercises/player/offline-calls';
import { env } from '../../src/config/env';
import { mockServer } from '../../mock-server/node';
import { setClock } from '../../mock-server/runtime/clock';
import { resetStore } from '../../mock-server/seed/index';
import { TEST_NOW } from './mock-backend';

// The app calls relative URLs (/api/v1/..., /build-info.json); in jsdom they are resolved against
// the test page's origin, where the msw handlers answer. jsdom's AbortSignal is not the one Node's
// fetch accepts, so the signal is bridged to a native one.
const NativeAbortController = globalThis.AbortController;
/**
 * The client as the app configures it, put back before every test: the files of a worker share
 * one page and its modules (vitest.config.ts: isolate false), and some tests configure the client
 * their own way (no credentials, another base URL).
 */
const appHttpClient = {
  baseUrl: '/api/v1',
  appKey: env.appKey,
  credentials: appCredentials,
  validateResponses: true,
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const native = new NativeAbortController();
    init?.signal?.addEventListener('abort', () => native.abort());
    const body = init?.body;
    const headers = new Headers(init?.headers);
    if (body instanceof NativeFormData) {
      // Sent as its bytes, with the boundary in Content-Type (undici miscounts a multipart
      // stream's length through the interceptor).
      const encoded = new Response(body);
      headers.set('Content-Type', encoded.headers.get('Content-Type') ?? 'multipart/form-data');
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      return globalThis.fetch(url, { ...init, headers, body: bytes, signal: native.signal });
    }
    return globalThis.fetch(url, { ...init, body, signal: native.signal });
  },
};
configureHttpClient(appHttpClient);

// The first visit of a lazily loaded screen transforms its module graph: allow for it.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  configureHttpClient(appHttpClient);
  setClock(TEST_NOW);
  await resetStore();
  // The files of a worker share one page (vitest.config.ts: isolate false): nothing a test kept in
  // Web Storage (a run under way, the session) reaches the next.
  localStorage.clear();
  endSession();
  // …nor a call an earlier test left waiting (the offline calls are bound to the app that made
  // them: the next app binds them anew, and reads only what this test stores).
  resetOfflineCalls();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  // Nothing a test stubbed on the page or did to its clocks reaches the next test or file.
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
afterAll(() => {
  mockServer.close();
  setClock(null);
});
