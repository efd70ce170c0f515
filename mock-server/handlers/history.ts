import { http, HttpResponse, type HttpHandler } from 'msw';
import { json } from '../runtime/bodies';
import {
  GetActivitySummaryQueryParams,
  GetLearningStatsParams,
  ListExerciseLogsQueryParams,
  ListRecentExercisesQueryParams,
  PostUserFeedbackBody,
} from '../../src/api/generated/zod/history/history.zod';
import { assignments } from '../db/assignments';
import { findCourseExercise } from '../db/course-exercises';
import { courses } from '../db/courses';
import { exerciseLogs, logsOfAlias } from '../db/exercise-logs';
import { learnedBadgeCount } from '../db/learned-items';
import { userFeedback } from '../db/user-feedback';
import { authenticateAlias } from '../runtime/auth-context';
import { now } from '../runtime/clock';
import type { Lang } from '../runtime/language';
import { parseJsonBody, parseParams, parseQuery } from '../runtime/parse';
import { badRequest, ProblemError } from '../runtime/problem';
import { api, idempotentRoute, route } from '../runtime/route';
import {
  activityRange,
  activitySummary,
  exerciseCounts,
  filterRuns,
  heldTrophies,
  japanDay,
  learningStats,
  MAX_ACTIVITY_DAYS,
  RECENT_EXERCISES_LIMIT,
  recentExercises,
  skillOf,
  type RangeProblem,
} from '../rules/learning-history';
import {
  averageRetry,
  cefrDistribution,
  reactionTime,
  wordsPerMinute,
} from '../rules/learning-performance';

// Handlers of the `history` tag: everything is derived from the alias's exercise logs when asked.
// Rows name exercises and courses by the course material's own (English) titles, the same in
// both languages; a logged exercise no longer in the catalogue is left out of the rows.

const rangeMessages: Record<RangeProblem, { ja: string; en: string }> = {
  endBeforeStart: {
    ja: '終了日は開始日以降にしてください',
    en: 'endDate must not be before startDate',
  },
  tooLong: {
    ja: `期間は${MAX_ACTIVITY_DAYS}日以内にしてください`,
    en: `The range may hold at most ${MAX_ACTIVITY_DAYS} days`,
  },
};

function rangeProblem(problem: RangeProblem, lang: Lang) {
  return badRequest({ endDate: [rangeMessages[problem][lang]] });
}

/** The assignment's title when the run was done for one that still exists. */
function assignmentTitle(assignmentId: number | null): string | null {
  return assignmentId === null ? null : (assignments.get(assignmentId)?.title ?? null);
}

/** Path values arrive as text; the contract's exercise type is a number. */
const numericParam = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

export const historyHandlers: HttpHandler[] = [
  http.get(
    api('/learning-history/achievement/'),
    route(({ request }) => {
      const { alias } = authenticateAlias(request);
      const logs = logsOfAlias(alias.uuid);
      return json({
        learnedBadges: learnedBadgeCount(alias.uuid),
        trophies: heldTrophies(logs),
        exerciseCounts: exerciseCounts(logs),
      });
    }),
  ),

  http.get(
    api('/learning-history/activity-summary/'),
    route(({ request }) => {
      const { alias, lang } = authenticateAlias(request);
      const query = parseQuery(GetActivitySummaryQueryParams, request);
      const range = activityRange(query, japanDay(now()));
      if (typeof range === 'string') throw rangeProblem(range, lang);
      return json(activitySummary(logsOfAlias(alias.uuid), range));
    }),
  ),

  http.get(
    api('/learning-history/exercise-logs/'),
    route(({ request }) => {
      const { alias, lang } = authenticateAlias(request);
      const filter = parseQuery(ListExerciseLogsQueryParams, request);
      if (filter.startDate && filter.endDate && filter.endDate < filter.startDate) {
        throw rangeProblem('endBeforeStart', lang);
      }
      const rows = filterRuns(logsOfAlias(alias.uuid), filter).flatMap((log) => {
        const found = findCourseExercise(log.courseUuid, log.exerciseUuid);
        if (!found) return [];
        const title = assignmentTitle(log.assignmentId);
        return [
          {
            logId: log.logId,
            exerciseUuid: log.exerciseUuid,
            exerciseType: log.exerciseType,
            skill: skillOf(log.exerciseType),
            exerciseTitle: found.exerciseTitle,
            courseUuid: log.courseUuid,
            courseTitle: found.courseTitle,
            assignmentId: title === null ? null : log.assignmentId,
            assignmentTitle: title,
            trophy: log.trophy,
            timestamp: log.endedAt,
          },
        ];
      });
      return json(rows);
    }),
  ),

  http.get(
    api('/learning-history/learning-stats/:exerciseType/'),
    route(({ request, params }) => {
      const { alias } = authenticateAlias(request);
      const { exerciseType } = parseParams(GetLearningStatsParams, {
        exerciseType: numericParam(params.exerciseType),
      });
      return json(learningStats(logsOfAlias(alias.uuid), exerciseType));
    }),
  ),

  http.get(
    api('/learning-history/performance-summary/'),
    route(({ request }) => {
      const { alias } = authenticateAlias(request);
      const logs = logsOfAlias(alias.uuid);
      return json({
        averageRetry: averageRetry(logs),
        exerciseCefrDistribution: cefrDistribution(
          logs,
          (uuid) => courses.get(uuid)?.cefrj ?? null,
        ),
        reactionTime: reactionTime(logs),
        wordsPerMinute: wordsPerMinute(logs),
      });
    }),
  ),

  http.get(
    api('/learning-history/recent-exercises/'),
    route(({ request }) => {
      const { alias } = authenticateAlias(request);
      // lang is checked (ja or en) though titles are the material's own in both languages.
      parseQuery(ListRecentExercisesQueryParams, request);
      const rows = recentExercises(logsOfAlias(alias.uuid), Number.POSITIVE_INFINITY).flatMap(
        (entry) => {
          const found = findCourseExercise(entry.courseUuid, entry.exerciseUuid);
          if (!found) return [];
          const title = assignmentTitle(entry.assignmentId);
          return [
            {
              exerciseType: entry.exerciseType,
              title: found.exerciseTitle,
              label: title === null ? ('course' as const) : ('assignment' as const),
              parentTitle: title ?? found.courseTitle,
              trophy: entry.trophy,
              finished: entry.finished,
              courseUuid: entry.courseUuid,
              exerciseUuid: entry.exerciseUuid,
              assignmentId: title === null ? null : entry.assignmentId,
              lastPlayedAt: entry.lastPlayedAt,
            },
          ];
        },
      );
      return json(rows.slice(0, RECENT_EXERCISES_LIMIT));
    }),
  ),

  http.post(
    api('/user-feedback/'),
    idempotentRoute('postUserFeedback', async ({ request }) => {
      const { alias } = authenticateAlias(request);
      const body = await parseJsonBody(request, PostUserFeedbackBody);
      const log = exerciseLogs.get(body.logId);
      if (!log || log.aliasUuid !== alias.uuid) {
        throw new ProblemError(404, {
          ja: '学習記録が見つかりません',
          en: 'The exercise log was not found',
        });
      }
      await userFeedback.insert({
        ...body,
        aliasUuid: alias.uuid,
        submittedAt: now().toISOString(),
      });
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
