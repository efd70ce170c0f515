import { http, HttpResponse, type HttpHandler } from 'msw';
import { classesControlHandlers } from '../control/classes';
import { consoleReadHandlers } from '../control/console-reads';
import { coreControlHandlers } from '../control/core';
import { cspReportHandlers } from '../control/csp-reports';
import { identityControlHandlers } from '../control/identity';
import { liveControlHandlers } from '../control/live';
import { liveViewHandlers } from '../control/live-view';
import { liveReportHandlers } from '../control/live-report';
import { providerStateControlHandlers } from '../control/provider-state';
import { currentSettings, publishedBuildHash } from '../db/app-settings';
import { pushControlHandlers, pushHandlers } from '../push/push-handlers';
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

const buildInfo = http.get('*/build-info.json', () => {
  const settings = currentSettings();
  return HttpResponse.json(
    {
      commitHash: publishedBuildHash(),
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
      ? [
          ...coreControlHandlers,
          ...cspReportHandlers,
          ...liveControlHandlers,
          ...liveViewHandlers,
          ...liveReportHandlers,
          ...classesControlHandlers,
          ...identityControlHandlers,
          ...consoleReadHandlers,
          ...pushControlHandlers,
        ]
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
    ...pushHandlers,
    notFoundFallback,
  ];
}
