import { http, HttpResponse } from 'msw';
import { json } from '../runtime/bodies';

import { changeSettings } from '../db/app-settings';
import { recordActivity } from '../runtime/activity';
import { setClock } from '../runtime/clock';
import { checkPushTriggersInBackground } from '../push/triggers';
import { badRequest } from '../runtime/problem';
import { parseJsonBody } from '../runtime/parse';
import { api, controlRoute } from '../runtime/route';
import { resetStore } from '../seed/index';
import {
  ResetMockStateBody,
  SetBuildHashBody,
  SetMaintenanceBody,
  SetMockClockBody,
} from '../../src/api/generated/zod/mock/mock.zod';

// reset, clock, maintenance and build hash.
export const coreControlHandlers = [
  http.post(
    api('/__mock/reset'),
    controlRoute(async ({ request }) => {
      const body = await parseJsonBody(request, ResetMockStateBody);
      await resetStore(body.seed ?? 'demo');
      recordActivity('storeReset', null, { seed: body.seed ?? 'demo' });
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  http.post(
    api('/__mock/clock'),
    controlRoute(async ({ request }) => {
      const body = await parseJsonBody(request, SetMockClockBody);
      try {
        setClock(body.now ?? null);
      } catch {
        throw badRequest({ now: ['Not a date-time'] });
      }
      recordActivity('clockSet', null, { now: body.now ?? null });
      // Assignments that opened or fall due and classes that started by the new time are pushed.
      checkPushTriggersInBackground();
      return json({ now: body.now ?? null, fixed: body.now != null });
    }),
  ),
  http.post(
    api('/__mock/maintenance'),
    controlRoute(async ({ request }) => {
      const body = await parseJsonBody(request, SetMaintenanceBody);
      await changeSettings((s) => {
        s.maintenanceActive = body.active;
        s.maintenanceMessage = body.message ?? null;
      });
      recordActivity('maintenanceSet', null, {
        active: body.active,
        message: body.message ?? null,
      });
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  http.post(
    api('/__mock/build-hash'),
    controlRoute(async ({ request }) => {
      const body = await parseJsonBody(request, SetBuildHashBody);
      await changeSettings((s) => {
        s.publishedBuildHash = body.commitHash;
      });
      recordActivity('buildPublished', null, { commitHash: body.commitHash });
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
