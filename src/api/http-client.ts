// The one HTTP client of the app (orval's mutator): base URL, the headers of the API surface,
// problem+json errors as ApiError, a time limit on every call, and response validation against the
// contract in development and tests (the validators load lazily, so zod stays out of the
// production bundle).
import { env } from '../config/env';
import type { Problem } from './generated/model/problem';
import { reportAnswered, reportUnreachable } from './network-reachability';

export type Language = 'ja' | 'en';

export type Credentials = {
  token?: string | null;
  aliasUuid?: string | null;
  language?: Language;
};

/**
 * How long a call may take, its answer's body included, before it fails as a network error
 * (status 0). A school's access point can accept the connection and never answer: without a limit
 * the screen would wait for ever, with a saved answer it could show. 20 s: well past a slow answer
 * on a busy class network (the mock's held answers in the e2e specs wait 15 s and must arrive),
 * short enough that a learner is not left in front of a spinner; the service worker used to give
 * up on the network after 8 s, but only because it had a copy to answer with, and TanStack Query
 * shows the saved answer while the call is under way.
 */
export const REQUEST_TIMEOUT_MS = 20_000;
/** An upload (a recording sent as form data: up to 8 MiB on a shared school network). */
export const UPLOAD_TIMEOUT_MS = 60_000;

type HttpClientConfig = {
  baseUrl: string;
  appKey: string;
  credentials: () => Credentials;
  validateResponses: boolean;
  fetch: typeof fetch;
  /** The time limit of a call (REQUEST_TIMEOUT_MS; uploads get UPLOAD_TIMEOUT_MS). */
  timeoutMs: number;
};

const config: HttpClientConfig = {
  baseUrl: env.apiBaseUrl,
  appKey: env.appKey,
  credentials: () => ({}),
  validateResponses: env.validatesResponses,
  fetch: (...args) => globalThis.fetch(...args),
  timeoutMs: REQUEST_TIMEOUT_MS,
};

export function configureHttpClient(change: Partial<HttpClientConfig>): void {
  Object.assign(config, change);
}

/**
 * What a connection that is not a fetch (the speech websocket, src/lib/services/speech) needs: the API
 * base URL, the application key and the credentials of the moment.
 */
export function apiConnection(): { baseUrl: string; appKey: string; credentials: Credentials } {
  return { baseUrl: config.baseUrl, appKey: config.appKey, credentials: config.credentials() };
}

/** A failed call: the HTTP status and the problem+json body (or one made up for non-problem answers). */
export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
  }
  get status(): number {
    return this.problem.status;
  }
  /** The first message for a field of a validation problem (`errors.password[0]`). */
  firstError(field: string): string | undefined {
    return this.problem.errors?.[field]?.[0];
  }
}

export { ContractDriftError } from './contract-drift-error';

/** Paths served on the app's own origin rather than under the API base URL. */
const ORIGIN_PATHS = ['/build-info.json'];

export function resolveUrl(url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  if (ORIGIN_PATHS.some((p) => url.startsWith(p))) return url;
  return `${config.baseUrl.replace(/\/$/, '')}${url}`;
}

function buildHeaders(init: RequestInit | undefined, url: string): Headers {
  const headers = new Headers(init?.headers);
  const { token, aliasUuid, language } = config.credentials();
  if (!headers.has('X-App-Key')) headers.set('X-App-Key', config.appKey);
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Token ${token}`);
  if (aliasUuid && !headers.has('X-Alias-Uuid') && !url.startsWith('/user/aliases/')) {
    headers.set('X-Alias-Uuid', aliasUuid);
  }
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', language ?? 'ja');
  const body = init?.body;
  if (typeof body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function toProblem(status: number, body: unknown, statusText: string): Problem {
  if (body && typeof body === 'object' && 'status' in body && 'title' in body)
    return body as Problem;
  return {
    type: 'about:blank',
    title: statusText || `HTTP ${status}`,
    status,
    detail: typeof body === 'string' ? body : undefined,
  };
}

const isUpload = (body: RequestInit['body']) =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob);

/**
 * The signal a call is made with: the caller's (TanStack Query's, a screen's) and the call's time
 * limit, whichever aborts first. A timer rather than AbortSignal.any and AbortSignal.timeout:
 * Safari has `any` only from 17.4 (the iPads of a school may be older), and the timer is cleared
 * once the answer is read.
 */
function callSignal(caller: AbortSignal | null | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`No answer within ${timeoutMs / 1000} s`, 'TimeoutError'));
  }, timeoutMs);
  const follow = () => controller.abort(caller?.reason);
  if (caller?.aborted) follow();
  else caller?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    },
  };
}

/** A call that got no answer: a failed connection, or no answer within its time limit. */
function networkError(detail: string): ApiError {
  reportUnreachable();
  return new ApiError({ type: 'about:blank', title: 'Network error', status: 0, detail });
}

export const httpClient = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const method = (init?.method ?? 'GET').toUpperCase();
  const timeoutMs = isUpload(init?.body)
    ? Math.max(config.timeoutMs, UPLOAD_TIMEOUT_MS)
    : config.timeoutMs;
  const call = callSignal(init?.signal, timeoutMs);
  let response: Response;
  let body: unknown;
  try {
    try {
      const resolved = resolveUrl(url);
      const headers = buildHeaders(init, url);
      response = await config.fetch(resolved, {
        ...init,
        method,
        headers,
        signal: call.signal,
      });
    } catch (error) {
      if (call.timedOut()) throw networkError(`No answer within ${timeoutMs / 1000} s`);
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      if (init?.signal?.aborted) throw error;
      throw networkError((error as Error).message);
    }
    reportAnswered();
    try {
      body = await readBody(response);
    } catch (error) {
      // The body stopped coming: the time limit, or the connection dropped mid-answer.
      if (init?.signal?.aborted && !call.timedOut()) throw error;
      throw networkError(call.timedOut() ? 'The answer stopped coming' : (error as Error).message);
    }
  } finally {
    call.done();
  }
  if (!response.ok) throw new ApiError(toProblem(response.status, body, response.statusText));
  if (config.validateResponses) {
    const { validateResponse } = await import('./response-validation');
    validateResponse(method, url, response.status, body);
  }
  return body as T;
};

export type ErrorType<E> = ApiError & { problem: E };
export type BodyType<B> = B;
