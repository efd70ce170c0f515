// The one HTTP client of the app (orval's mutator): base URL, the headers of the API surface,
// problem+json errors as ApiError, and response validation against the contract in development
// and tests (the validators load lazily, so zod stays out of the production bundle).
import { env } from '../config/env';
import type { Problem } from './generated/model/problem';

export type Language = 'ja' | 'en';

export type Credentials = {
  token?: string | null;
  aliasUuid?: string | null;
  language?: Language;
};

type HttpClientConfig = {
  baseUrl: string;
  appKey: string;
  credentials: () => Credentials;
  validateResponses: boolean;
  fetch: typeof fetch;
};

const config: HttpClientConfig = {
  baseUrl: env.apiBaseUrl,
  appKey: env.appKey,
  credentials: () => ({}),
  validateResponses: env.validatesResponses,
  fetch: (...args) => globalThis.fetch(...args),
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

export const httpClient = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const method = (init?.method ?? 'GET').toUpperCase();
  let response: Response;
  try {
    const resolved = resolveUrl(url);
    const headers = buildHeaders(init, url);
    response = await config.fetch(resolved, { ...init, method, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      type: 'about:blank',
      title: 'Network error',
      status: 0,
      detail: (error as Error).message,
    });
  }
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(toProblem(response.status, body, response.statusText));
  if (config.validateResponses) {
    const { validateResponse } = await import('./response-validation');
    validateResponse(method, url, response.status, body);
  }
  return body as T;
};

export type ErrorType<E> = ApiError & { problem: E };
export type BodyType<B> = B;
