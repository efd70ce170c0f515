import { http, type HttpHandler } from 'msw';
import { json } from '../runtime/bodies';
import {
  GetLimitedModeParams,
  GetLiveSessionParams,
  PostLiveStateBody,
} from '../../src/api/generated/zod/live/live.zod';
import { findCourseExercise } from '../db/course-exercises';
import {
  liveSessions,
  toLiveSession,
  withSessionLock,
  type LiveSessionRecord,
} from '../db/live-sessions';
import { recordActivity } from '../runtime/activity';
import { authenticateAlias, type AliasContext } from '../runtime/auth-context';
import { now } from '../runtime/clock';
import { parseJsonBody, parseParams } from '../runtime/parse';
import { ProblemError } from '../runtime/problem';
import { api, route } from '../runtime/route';
import { claimSession } from '../rules/live-ownership';

// Handlers of the `live` tag. A session is visible to an alias while it is not over and belongs
// to one of the alias's groups; any other session (another group's or organisation's, ended,
// unknown) is answered 404 alike.

const sessionNotFound = () =>
  new ProblemError(404, {
    ja: 'ライブセッションが見つかりません',
    en: 'The live session was not found',
  });

function isVisibleTo(ctx: AliasContext, session: LiveSessionRecord): boolean {
  return (
    session.orgHash === ctx.organisation.hash &&
    ctx.alias.groupIds.includes(session.groupId) &&
    Date.parse(session.endsAt) > now().getTime()
  );
}

function visibleSession(ctx: AliasContext, sessionId: number): LiveSessionRecord {
  const session = liveSessions.get(sessionId);
  if (!session || !isVisibleTo(ctx, session)) throw sessionNotFound();
  return session;
}

export const liveHandlers: HttpHandler[] = [
  http.get(
    api('/live/sessions/'),
    route(({ request }) => {
      const ctx = authenticateAlias(request);
      const sessions = liveSessions
        .filter((session) => isVisibleTo(ctx, session))
        .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id);
      return json(sessions.map(toLiveSession));
    }),
  ),

  http.get(
    api('/live/sessions/:sessionId/'),
    route(({ request, params }) => {
      const ctx = authenticateAlias(request);
      const { sessionId } = parseParams(GetLiveSessionParams, params);
      return json(toLiveSession(visibleSession(ctx, sessionId)));
    }),
  ),

  http.get(
    api('/live/sessions/:sessionId/limited-mode/:limitedModeId/'),
    route(({ request, params }) => {
      const ctx = authenticateAlias(request);
      const { sessionId, limitedModeId } = parseParams(GetLimitedModeParams, params);
      const session = visibleSession(ctx, sessionId);
      // Only the limited mode in force: an ended or replaced one is gone.
      if (session.limitedMode?.id !== limitedModeId) {
        throw new ProblemError(404, {
          ja: '限定モードが見つかりません',
          en: 'The limited mode was not found',
        });
      }
      const exercises = session.limitedModeExercises.map((exercise) => ({
        ...exercise,
        title: findCourseExercise(exercise.courseUuid, exercise.exerciseUuid)?.exerciseTitle ?? '',
      }));
      return json({ ...session.limitedMode, exercises });
    }),
  ),

  http.post(
    api('/live/state/'),
    route(async ({ request }) => {
      const ctx = authenticateAlias(request);
      const { currentSessionId, deviceId, force } = await parseJsonBody(request, PostLiveStateBody);
      // Read, decide and write under the session's lock: concurrent claims never lose an update.
      const session = await withSessionLock(currentSessionId, async () => {
        const current = visibleSession(ctx, currentSessionId);
        const outcome = claimSession(current, { deviceId, force });
        if (outcome.kind === 'conflict') {
          throw new ProblemError(
            409,
            {
              ja: 'このアカウントは別の端末でクラスに参加しています',
              en: 'This account is in a class on another device',
            },
            { currentOwner: { sessionId: current.id, ...outcome.owner } },
          );
        }
        if (outcome.kind === 'kept') return current;
        const taken = await liveSessions.update(current.id, (draft) => {
          draft.activeDeviceUuid = outcome.next.activeDeviceUuid;
          draft.version = outcome.next.version;
          draft.holder = { aliasUuid: ctx.alias.uuid, since: now().toISOString() };
        });
        recordActivity(
          current.activeDeviceUuid === null ? 'classJoined' : 'classTakenOver',
          ctx.user.uuid,
          { sessionId: current.id, groupName: current.group.name, deviceUuid: deviceId },
        );
        return taken;
      });
      if (!session) throw sessionNotFound();
      return json(toLiveSession(session));
    }),
  ),
];
