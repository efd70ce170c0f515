import { http, HttpResponse, type HttpHandler } from 'msw';
import { coreControlHandlers } from '../control/core';
import { identityControlHandlers } from '../control/identity';
import { liveControlHandlers } from '../control/live';
import { providerStateControlHandlers } from '../control/provider-state';
import { currentSettings } from '../db/app-settings';
import { api, noOperation, route } from '../runtime/route';
import { assignmentsHandlers } from './assignments';
import { authHandlers } from './auth';
import { coursesHandlers } from './courses';
import { exercisesHandlers } from './exercises';
import { historyHandlers } from './history';
import { liveHandlers } from './live';
import { logsHandlers } from './logs';
import { practiceHandlers } from './practice';
import { releaseNotesHandlers } from './release-notes';
import { speechHandlers } from './speech';
import { userHandlers } from './user';
import { courseHistoryHandlers } from './course-history';

/** The commit hash the mock publishes until setBuildHash changes it. */
export const defaultBuildHash = (): string =>
  (typeof process !== 'undefined' && process.env.MOCK_BUILD_HASH) || 'development';

const buildInfo = http.get('*/build-info.json', () => {
  const settings = currentSettings();
  return HttpResponse.json(
    {
      commitHash: settings.publishedBuildHash ?? defaultBuildHash(),
      maintenanceMode: { active: settings.maintenanceActive, message: settings.maintenanceMessage },
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});

const notFoundFallback = http.all(
  api('/*'),
  route(
    ({ request }) => {
      throw noOperation(request);
    },
    { kind: 'any' },
  ),
);

export type HandlerOptions = { control?: boolean };

/** Every handler of the mock backend, in matching order. Control operations only when enabled. */
export function createHandlers({ control = true }: HandlerOptions = {}): HttpHandler[] {
  return [
    buildInfo,
    ...(control
      ? [...coreControlHandlers, ...liveControlHandlers, ...identityControlHandlers]
      : []),
    ...(control ? providerStateControlHandlers : []),
    ...authHandlers,
    ...userHandlers,
    ...courseHistoryHandlers,
    ...assignmentsHandlers,
    ...coursesHandlers,
    ...exercisesHandlers,
    ...practiceHandlers,
    ...speechHandlers,
    ...historyHandlers,
    ...liveHandlers,
    ...releaseNotesHandlers,
    ...logsHandlers,
    notFoundFallback,
  ];
}
