import { http, type HttpHandler } from 'msw';
import type { ConductedLiveSession } from '../../src/api/generated/model/conductedLiveSession';
import type { LiveClassLearner } from '../../src/api/generated/model/liveClassLearner';
import { GetLiveClassViewParams } from '../../src/api/generated/zod/mock/mock.zod';
import { findCourseExercise } from '../db/course-exercises';
import { exerciseLogs } from '../db/exercise-logs';
import { aliases, organisations, users } from '../db/identity';
import { liveSessions, type LiveSessionRecord } from '../db/live-sessions';
import { json } from '../runtime/bodies';
import { now } from '../runtime/clock';
import { parseParams } from '../runtime/parse';
import { ProblemError } from '../runtime/problem';
import { api, controlRoute } from '../runtime/route';
import { progressInClass } from '../rules/live-class-progress';

// The teacher's reads of live classes (mock-only): every class in the store, and one class's
// live view (its group's learners, whose device holds it, each learner's progress on each
// exercise of the limited mode, from the runs started in this class).

function statusOf(session: LiveSessionRecord, at: Date): ConductedLiveSession['status'] {
  if (Date.parse(session.endsAt) <= at.getTime()) return 'over';
  return Date.parse(session.startsAt) > at.getTime() ? 'upcoming' : 'active';
}

export function toConductedSession(session: LiveSessionRecord): ConductedLiveSession {
  return {
    id: session.id,
    version: session.version,
    status: statusOf(session, now()),
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    group: {
      id: session.groupId,
      name: session.group.name,
      orgHash: session.orgHash,
      orgName: organisations.get(session.orgHash)?.name ?? session.orgHash,
    },
    activeDeviceUuid: session.activeDeviceUuid,
    limitedMode: session.limitedMode,
    exercises: session.limitedModeExercises.map((exercise) => ({
      ...exercise,
      exerciseType:
        exercise.exerciseType as ConductedLiveSession['exercises'][number]['exerciseType'],
      title: findCourseExercise(exercise.courseUuid, exercise.exerciseUuid)?.exerciseTitle ?? '',
    })),
  };
}

function learnersOf(session: LiveSessionRecord): LiveClassLearner[] {
  const runs = exerciseLogs.filter((log) => log.sessionId === session.id);
  const holder = session.activeDeviceUuid === null ? null : session.holder;
  return aliases
    .filter((alias) => alias.groupIds.includes(session.groupId))
    .flatMap((alias) => {
      const user = users.get(alias.userUuid);
      if (!user) return [];
      const own = runs.filter((log) => log.aliasUuid === alias.uuid);
      const holds = holder?.aliasUuid === alias.uuid;
      return [
        {
          aliasUuid: alias.uuid,
          userUuid: user.uuid,
          email: user.email,
          userName: user.userName,
          joined: holds,
          deviceUuid: holds ? session.activeDeviceUuid : null,
          joinedAt: holds ? holder!.since : null,
          exercises: session.limitedModeExercises.map(({ courseUuid, exerciseUuid }) => ({
            courseUuid,
            exerciseUuid,
            ...progressInClass(own, exerciseUuid),
          })),
        },
      ];
    })
    .sort((a, b) => a.userName.localeCompare(b.userName));
}

export const liveViewHandlers: HttpHandler[] = [
  http.get(
    api('/__mock/live/sessions/'),
    controlRoute(() =>
      json(
        [...liveSessions.all()]
          .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id)
          .map(toConductedSession),
      ),
    ),
  ),

  http.get(
    api('/__mock/live/sessions/:sessionId/'),
    controlRoute(({ params }) => {
      const { sessionId } = parseParams(GetLiveClassViewParams, params);
      const session = liveSessions.get(sessionId);
      if (!session) {
        throw new ProblemError(404, {
          ja: 'ライブセッションが見つかりません',
          en: 'The live session was not found',
        });
      }
      return json({ session: toConductedSession(session), learners: learnersOf(session) });
    }),
  ),
];
