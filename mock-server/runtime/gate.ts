import { currentSettings } from '../db/app-settings';
import { API_BASE } from './api-base';
import { ProblemError } from './problem';

const CONTROL_PREFIX = `${API_BASE}/__mock/`;
/** The recordings' public storage: exactly `/api/v1/recordings/<id>.wav`, one plain segment. */
const STORAGE_PATH = new RegExp(
  `^${API_BASE.replace(/[/.]/g, '\\$&')}/recordings/[A-Za-z0-9_-]+\\.wav$`,
);

/**
 * What a request is: a mock-only control operation, a read of public storage (GET or HEAD; the
 * upload to the same path is an API call), or an API call.
 */
export type RequestKind = 'control' | 'storage' | 'api';

/**
 * The kind of a request, from its URL's pathname alone (never the query string, the host or a
 * header). The pathname is the WHATWG URL's, so dot segments are already resolved. Only an exact,
 * literal prefix counts: a path with a percent-escape (`%5F%5Fmock`), an empty segment (`//`) or a
 * backslash is an API call, so no encoding or normalisation done later can turn an exempt-looking
 * path into another one.
 */
export function requestKind(request: Request): RequestKind {
  let pathname: string;
  try {
    pathname = new URL(request.url).pathname;
  } catch {
    return 'api';
  }
  if (/%|\/\/|\\/.test(pathname)) return 'api';
  if (pathname.startsWith(CONTROL_PREFIX)) return 'control';
  if (STORAGE_PATH.test(pathname) && (request.method === 'GET' || request.method === 'HEAD'))
    return 'storage';
  return 'api';
}

/**
 * What every API call goes through before its handler: the application key (401 without it), then
 * maintenance mode (503). Only the mock-only control operations and the recordings' public
 * storage are exempt, as decided by `requestKind` (the pathname alone). Checked inside `route()`,
 * so each request runs one msw handler rather than a gate handler and then its own.
 */
export function gateProblem(request: Request): ProblemError | null {
  return requestKind(request) === 'api' ? apiGateProblem(request) : null;
}

/** The application key and maintenance checks themselves, whatever the request's path. */
export function apiGateProblem(request: Request): ProblemError | null {
  if (!request.headers.get('x-app-key')) {
    return new ProblemError(401, {
      ja: 'アプリケーションキーがありません',
      en: 'The X-App-Key header is missing',
    });
  }
  const settings = currentSettings();
  if (settings.maintenanceActive) {
    return new ProblemError(
      503,
      settings.maintenanceMessage ?? {
        ja: 'ただいまメンテナンス中です',
        en: 'Maintenance is in progress',
      },
    );
  }
  return null;
}
