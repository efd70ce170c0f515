import { currentSettings } from '../db/app-settings';
import { API_BASE } from './api-base';
import { ProblemError } from './problem';

const CONTROL_PREFIX = `${API_BASE}/__mock/`;

/**
 * What every API call goes through before its handler: the application key (401 without it), then
 * maintenance mode (503). The mock-only control operations are exempt. Checked inside `route()`,
 * so each request runs one msw handler rather than a gate handler and then its own.
 */
export function gateProblem(request: Request): ProblemError | null {
  if (request.url.includes(CONTROL_PREFIX)) return null;
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
