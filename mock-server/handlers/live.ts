import { http, type HttpHandler } from 'msw';
import { json } from '../runtime/bodies';
import {
  GetLimitedModeParams,
  GetLiveSessionParams,
  PostLiveStateBody,
} from '../../src/api/generated/zod/live/live.zod';
import { findCourseExercise } from '../db/course-exercises';
import { runsOfAlias } from '../db/exercise-logs';
import { attendanceOf, liveAttendance } from '../db/live-attendance';
import {
  liveSessions,
  sessionsOfGroups,
  toLiveSession,
  withSessionLock,
  type LiveSessionRecord,
} from '../db/live-sessions';
import { recordActivity } from '../runtime/activity';
import { authenticateAlias, type AliasContext } from '../runtime/auth-context';
import { now } from '../runtime/clock';
import { reportPlace } from '../runtime/live-places';
import { markSeen } from '../runtime/live-presence';
import { parseJsonBody, parseParams } from '../runtime/parse';
import { ProblemError } from '../runtime/problem';
import { api, route } from '../runtime/route';
import { progressInClass } from '../rules/live-class-progress';
import { claimLesson, learnerOwnership } from '../rules/live-ownership';

// Handlers of the `live` tag. A session is visible to an alias while it is not over and belongs
// to one of the alias's groups; any other session (another group's or organisation's, ended,
// unknown) is answered 404 alike. Each learner sees the session with their own device and
// version (../rules/live-ownership.ts); every call concerning a visible session marks the
// learner as seen in it (../runtime/live-presence.ts); a state call's optional `place` is kept
// for the teacher's room (../runtime/live-places.ts) unless it is refused (409).

const sessionNotFound = () =>
  new ProblemError(404, {
    ja: '授業が見つかりません',
    en: 'The class was not found',
  });

function isVisibleTo(ctx: AliasContext, session: LiveSessionRecord, at: Date): boolean {
  return (
    session.orgHash === ctx.organisation.hash &&
    ctx.alias.groupIds.includes(session.groupId) &&
    Date.parse(session.endsAt) > at.getTime()
  );
}

/** The session, visible to the alias (else 404), with the learner marked as seen in it. */
function visibleSession(ctx: AliasContext, sessionId: number): LiveSessionRecord {
  const at = now();
  const session = liveSessions.get(sessionId);
  if (!session || !isVisibleTo(ctx, session, at)) throw sessionNotFound();
  markSeen(session.id, ctx.alias.uuid, at);
  return session;
}

/** The session as this learner sees it: their own device and version. */
const asSeenBy = (ctx: AliasContext, session: LiveSessionRecord) =>
  toLiveSession(session, attendanceOf(session.id, ctx.alias.uuid));

export const liveHandlers: HttpHandler[] = [
  http.get(
    api('/live/sessions/'),
    route(({ request }) => {
      const ctx = authenticateAlias(request);
      const at = now();
      const sessions = sessionsOfGroups(ctx.alias.groupIds)
        .filter((session) => isVisibleTo(ctx, session, at))
        .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id);
      for (const session of sessions) markSeen(session.id, ctx.alias.uuid, at);
      return json(sessions.map((session) => asSeenBy(ctx, session)));
    }),
  ),

  http.get(
    api('/live/sessions/:sessionId/'),
    route(({ request, params }) => {
      const ctx = authenticateAlias(request);
      const { sessionId } = parseParams(GetLiveSessionParams, params);
      return json(asSeenBy(ctx, visibleSession(ctx, sessionId)));
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
      const runs = runsOfAlias(ctx.alias.uuid).filter((log) => log.sessionId === session.id);
      const exercises = session.limitedModeExercises.map((exercise) => ({
        ...exercise,
        title: findCourseExercise(exercise.courseUuid, exercise.exerciseUuid)?.exerciseTitle ?? '',
        progress: progressInClass(runs, exercise.exerciseUuid),
      }));
      return json({ ...session.limitedMode, exercises });
    }),
  ),

  http.post(
    api('/live/state/'),
    route(async ({ request }) => {
      const ctx = authenticateAlias(request);
      const { currentSessionId, deviceId, force, place } = await parseJsonBody(
        request,
        PostLiveStateBody,
      );
      // Read, decide and write under the session's lock: concurrent claims never lose an update.
      const session = await withSessionLock(currentSessionId, async () => {
        const current = visibleSession(ctx, currentSessionId);
        const holding = attendanceOf(current.id, ctx.alias.uuid) ?? null;
        const outcome = claimLesson(holding, { deviceId, force }, now().toISOString());
        if (outcome.kind === 'conflict') {
          throw new ProblemError(
            409,
            {
              ja: 'このアカウントは別の端末でクラスに参加しています',
              en: 'This account is in a class on another device',
            },
            {
              currentOwner: {
                sessionId: current.id,
                ...learnerOwnership(current.version, holding),
              },
            },
          );
        }
        // Where the learner is, from the device that holds (or now takes) her lesson.
        if (place) reportPlace(current.id, ctx.alias.uuid, place, now());
        if (outcome.kind === 'kept') return toLiveSession(current, outcome.next);
        const taken = await liveAttendance.insert({
          sessionId: current.id,
          aliasUuid: ctx.alias.uuid,
          ...outcome.next,
        });
        recordActivity(
          outcome.kind === 'joined' ? 'classJoined' : 'classTakenOver',
          ctx.user.uuid,
          {
            sessionId: current.id,
            groupName: current.group.name,
            deviceUuid: deviceId,
          },
        );
        return toLiveSession(current, taken);
      });
      return json(session);
    }),
  ),
];
