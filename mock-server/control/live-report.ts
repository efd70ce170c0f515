import { http, HttpResponse, type HttpHandler } from 'msw';
import type { LiveSessionReport } from '../../src/api/generated/model/liveSessionReport';
import {
  DownloadLiveSessionReportCsvParams,
  DownloadLiveSessionReportCsvQueryParams,
  GetLiveSessionReportParams,
} from '../../src/api/generated/zod/mock/mock.zod';
import { findCourseExercise } from '../db/course-exercises';
import { exerciseContents } from '../db/exercise-content';
import { runsInClass, type ExerciseLog } from '../db/exercise-logs';
import { aliases, users } from '../db/identity';
import { attendanceOf } from '../db/live-attendance';
import { liveSessions, type LiveSessionRecord } from '../db/live-sessions';
import { json } from '../runtime/bodies';
import { now } from '../runtime/clock';
import { languageOf } from '../runtime/language';
import { parseParams, parseQuery } from '../runtime/parse';
import { ProblemError } from '../runtime/problem';
import { api, controlRoute } from '../runtime/route';
import { liveClassReport, type ReportPupilInput } from '../rules/live-class-report';
import { reportCsv } from '../rules/live-report-csv';
import { toConductedSession } from './live-view';

// The lesson report of a class, running or ended (mock-only): getLiveSessionReport (JSON) and
// downloadLiveSessionReportCsv (one CSV file per table). What is counted and how is in
// ../rules/live-class-report.ts; the CSV layout in ../rules/live-report-csv.ts.

const sessionNotFound = () =>
  new ProblemError(404, {
    ja: 'ライブセッションが見つかりません',
    en: 'The live session was not found',
  });

function reportOf(sessionId: number): LiveSessionReport {
  const session = liveSessions.get(sessionId);
  if (!session) throw sessionNotFound();
  const at = now();
  const runs = new Map<string, ExerciseLog[]>();
  for (const log of runsInClass(sessionId)) {
    runs.set(log.aliasUuid, [...(runs.get(log.aliasUuid) ?? []), log]);
  }
  const pupils: ReportPupilInput[] = aliases
    .filter((alias) => alias.groupIds.includes(session.groupId))
    .flatMap((alias) => {
      const user = users.get(alias.userUuid);
      if (!user) return [];
      return [
        {
          aliasUuid: alias.uuid,
          userName: user.userName,
          email: user.email,
          joined: attendanceOf(sessionId, alias.uuid) !== undefined,
          runs: runs.get(alias.uuid) ?? [],
        },
      ];
    })
    .sort((a, b) => a.userName.localeCompare(b.userName));
  const report = liveClassReport(
    chosenExercisesOf(session).map((exercise) => ({
      ...exercise,
      title: findCourseExercise(exercise.courseUuid, exercise.exerciseUuid)?.exerciseTitle ?? '',
      content: exerciseContents.get(exercise.exerciseUuid),
    })),
    pupils,
    {
      startsAtMs: Date.parse(session.startsAt),
      endsAtMs: Math.min(Date.parse(session.endsAt), at.getTime()),
    },
  );
  return {
    session: toConductedSession(session, pupils.filter((p) => p.joined).length),
    generatedAt: at.toISOString(),
    ...report,
    exercises: report.exercises.map((exercise) => ({
      ...exercise,
      exerciseType: exercise.exerciseType as LiveSessionReport['exercises'][number]['exerciseType'],
    })),
  };
}

/** Every exercise chosen during the class (with the lock in force, for older records). */
function chosenExercisesOf(session: LiveSessionRecord) {
  const chosen = [...session.chosenExercises];
  for (const exercise of session.limitedModeExercises) {
    if (!chosen.some((c) => c.exerciseUuid === exercise.exerciseUuid)) chosen.push(exercise);
  }
  return chosen;
}

/** `2-A_2026-11-22_0850`: the group and the class's start, Japan time. */
function fileNameOf(report: LiveSessionReport, table: string): string {
  const japan = new Date(Date.parse(report.session.startsAt) + 9 * 3_600_000).toISOString();
  const when = `${japan.slice(0, 10)}_${japan.slice(11, 13)}${japan.slice(14, 16)}`;
  return `${report.session.group.name}_${when}_${table}.csv`;
}

export const liveReportHandlers: HttpHandler[] = [
  http.get(
    api('/__mock/live/sessions/:sessionId/report/'),
    controlRoute(({ params }) => {
      const { sessionId } = parseParams(GetLiveSessionReportParams, params);
      return json(reportOf(sessionId));
    }),
  ),

  http.get(
    api('/__mock/live/sessions/:sessionId/report.csv'),
    controlRoute(({ params, request }) => {
      const { sessionId } = parseParams(DownloadLiveSessionReportCsvParams, params);
      const { table = 'pupils', lang } = parseQuery(
        DownloadLiveSessionReportCsvQueryParams,
        request,
      );
      const report = reportOf(sessionId);
      const name = fileNameOf(report, table);
      return new HttpResponse(reportCsv(report, table, lang ?? languageOf(request)), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="report.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      });
    }),
  ),
];
