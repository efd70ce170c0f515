import { http, HttpResponse, type HttpHandler } from 'msw';
import { PutActionLogBody } from '../../src/api/generated/zod/logs/logs.zod';
import { actionLogs } from '../db/action-logs';
import { now } from '../runtime/clock';
import { nextId } from '../runtime/ids';
import { parseJsonBody } from '../runtime/parse';
import { api, route } from '../runtime/route';

// Handlers of the `logs` tag. The client also logs before sign-in (route-guard redirects), so
// only the application key is needed; the record names the alias when there is one.
export const logsHandlers: HttpHandler[] = [
  http.post(
    api('/action-logs/'),
    route(async ({ request }) => {
      const body = await parseJsonBody(request, PutActionLogBody);
      await actionLogs.insert({ ...body, id: nextId(), receivedAt: now().toISOString() });
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
