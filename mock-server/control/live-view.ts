import { http, type HttpHandler } from 'msw';
import type { ConductedLiveSession } from '../../src/api/generated/model/conductedLiveSession';
import type { LiveClassLearner } from '../../src/api/generated/model/liveClassLearner';
import { GetLiveClassViewParams } from '../../src/api/generated/zod/mock/mock.zod';
import { findCourseExercise } from '../db/course-exercises';
import { runsInClass, type ExerciseLog } from '../db/exercise-logs';
import { aliases, organisations, users } from '../db/identity';
import { attendanceOf, liveAttendance } from '../db/live-attendance';
import { liveSessions, type LiveSessionRecord } from '../db/live-sessions';
import { json } from '../runtime/bodies';
import { now } from '../runtime/clock';
import { reportedPlace } from '../runtime/live-places';
import { lastSeenMs } from '../runtime/live-presence';
import { parseParams } from '../runtime/parse';
import { ProblemError } from '../runtime/problem';
import { api, controlRoute } from '../runtime/route';
import { progressInClass, whereaboutsInClass } from '../rules/live-class-progress';

// The teacher's reads of live classes (mock-only): every class in the store with how many of its
// learners joined, and one class's live view: every learner of its group, whose device holds their
// lesson and since when, where they are (lobby, which exercise and question or its answer sheet,
// its result, left, away: as their app last reported it with postLiveState, else from their runs),
// who was taken over, and each learner's progress on each exercise of the limited mode, from the
// runs started in this class. Polled every second by the console: each read looks up the learners'
// records by key and goes over the store's exercise logs once, not once per learner.

function statusOf(session: LiveSessionRecord, at: Date): ConductedLiveSession['status'] {
  if (Date.parse(session.endsAt) <= at.getTime()) return 'over';
  return Date.parse(session.startsAt) > at.getTime() ? 'upcoming' : 'active';
}

export function toConductedSession(
  session: LiveSessionRecord,
  joinedCount: number,
): ConductedLiveSession {
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
    joinedCount,
    limitedMode: session.limitedMode,
    exercises: session.limitedModeExercises.map((exercise) => ({
      ...exercise,
      exerciseType:
        exercise.exerciseType as ConductedLiveSession['exercises'][number]['exerciseType'],
      title: findCourseExercise(exercise.courseUuid, exercise.exerciseUuid)?.exerciseTitle ?? '',
    })),
  };
}

/** The runs started in this class, by alias. */
function runsByAlias(sessionId: number): Map<string, ExerciseLog[]> {
  const byAlias = new Map<string, ExerciseLog[]>();
  for (const log of runsInClass(sessionId)) {
    const own = byAlias.get(log.aliasUuid);
    if (own) own.push(log);
    else byAlias.set(log.aliasUuid, [log]);
  }
  return byAlias;
}

function learnersOf(session: LiveSessionRecord): LiveClassLearner[] {
  const runs = runsByAlias(session.id);
  // An ended class shows its room as it was at its end.
  const nowMs = Math.min(now().getTime(), Date.parse(session.endsAt));
  return aliases
    .filter((alias) => alias.groupIds.includes(session.groupId))
    .flatMap((alias) => {
      const user = users.get(alias.userUuid);
      if (!user) return [];
      const own = runs.get(alias.uuid) ?? [];
      const holding = attendanceOf(session.id, alias.uuid);
      const seen = lastSeenMs(session.id, alias.uuid);
      const reported = reportedPlace(session.id, alias.uuid);
      return [
        {
          aliasUuid: alias.uuid,
          userUuid: user.uuid,
          email: user.email,
          userName: user.userName,
          joined: holding !== undefined,
          deviceUuid: holding?.deviceUuid ?? null,
          joinedAt: holding?.since ?? null,
          ...whereaboutsInClass(
            { joined: holding !== undefined, lastSeenMs: seen, nowMs, reported },
            own,
          ),
          placeReportedAt: reported ? new Date(reported.atMs).toISOString() : null,
          lastSeenAt: seen === null ? null : new Date(seen).toISOString(),
          takeOvers: holding?.takeOvers ?? 0,
          lastTakenOverAt: holding?.lastTakenOverAt ?? null,
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
    controlRoute(() => {
      const joined = new Map<number, number>();
      for (const { sessionId } of liveAttendance.all())
        joined.set(sessionId, (joined.get(sessionId) ?? 0) + 1);
      return json(
        [...liveSessions.all()]
          .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id)
          .map((session) => toConductedSession(session, joined.get(session.id) ?? 0)),
      );
    }),
  ),

  http.get(
    api('/__mock/live/sessions/:sessionId/'),
    controlRoute(({ params }) => {
      const { sessionId } = parseParams(GetLiveClassViewParams, params);
      const session = liveSessions.get(sessionId);
      if (!session) {
        throw new ProblemError(404, {
          ja: '授業が見つかりません',
          en: 'The class was not found',
        });
      }
      const learners = learnersOf(session);
      const joinedCount = learners.filter((learner) => learner.joined).length;
      return json({ session: toConductedSession(session, joinedCount), learners });
    }),
  ),
];
