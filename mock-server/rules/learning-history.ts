import type { ExerciseLog } from '../db/exercise-logs';
import { NOT_PLAYED, progressByExercise } from './exercise-progress';
import { betterTrophy, type TrophyLevel } from './trophy';
import { skillOfExerciseType } from '../../src/lib/rules/exercise-skills';
import { lightFormat } from 'date-fns';
import { inJapan } from '../../src/lib/rules/japan-time';

// The learning history, derived from the alias's exercise logs (one log per exercise session).
// - A session counts once it is finished (endedAt set); unfinished ones only show as recent.
// - Days are calendar days in Japan time (UTC+9, no daylight saving), the schools' day; a session
//   belongs to the day it started on (activity) or ended on (the run list).
// - A session's time is endedAt − startedAt, capped at SESSION_MINUTES_CAP: a tab left open
//   overnight is not study.
// - Listed runs: finished test runs of a course exercise. Practice-mode runs continue a test run
//   and personalised practice has no course exercise, so both count in figures but are not rows.
// - Trophies held: per course exercise its best trophy; a personalised run counts on its own.

export type TrophyCounts = { bronze: number; silver: number; gold: number };

/** The skill of an exercise type: the app's map (src/lib/rules/exercise-skills.ts). */
export const skillOf = skillOfExerciseType;

const SESSION_MINUTES_CAP = 60;
export const RECENT_EXERCISES_LIMIT = 10;
const DEFAULT_ACTIVITY_DAYS = 30;
export const MAX_ACTIVITY_DAYS = 366;

const DAY_MS = 86_400_000;
/** The Japan-time calendar day (YYYY-MM-DD) of an ISO 8601 instant. */
export function japanDay(instant: string | Date): string {
  return lightFormat(inJapan(instant), 'yyyy-MM-dd');
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

type FinishedLog = ExerciseLog & { endedAt: string };
type CourseExerciseLog = ExerciseLog & { courseUuid: string; exerciseUuid: string };

const isFinished = (log: ExerciseLog): log is FinishedLog => log.endedAt !== null;

const isCourseExercise = <L extends ExerciseLog>(log: L): log is L & CourseExerciseLog =>
  log.courseUuid !== null && log.exerciseUuid !== null && log.mode !== 'personalized';

/** A finished test run of a course exercise: one row of the exercise-log list. */
const isListedRun = (log: ExerciseLog): log is FinishedLog & CourseExerciseLog =>
  isFinished(log) && isCourseExercise(log) && log.mode === 'test';

/** Milliseconds of study in a finished session (0 while unfinished), capped. */
export function sessionMs(log: ExerciseLog): number {
  if (!isFinished(log)) return 0;
  const ms = Date.parse(log.endedAt) - Date.parse(log.startedAt);
  return Math.min(Math.max(ms, 0), SESSION_MINUTES_CAP * 60_000);
}

const toMinutes = (ms: number) => Math.round(ms / 60_000);

/** Instants compared as times, not as text (a log may carry any offset). */
const msOf = (instant: string) => Date.parse(instant);
const isLater = (a: string, b: string) => msOf(a) > msOf(b);

function countTrophies(trophies: (TrophyLevel | null)[]): TrophyCounts {
  const counts = { bronze: 0, silver: 0, gold: 0 };
  for (const trophy of trophies) {
    if (trophy === 1) counts.bronze += 1;
    if (trophy === 2) counts.silver += 1;
    if (trophy === 3) counts.gold += 1;
  }
  return counts;
}

const exerciseKey = (log: CourseExerciseLog) => `${log.courseUuid}/${log.exerciseUuid}`;

/** Per course exercise its best trophy; a finished log without a course exercise counts alone. */
export function heldTrophies(logs: readonly ExerciseLog[]): TrophyCounts {
  const best = new Map<string, TrophyLevel | null>();
  for (const log of logs.filter(isFinished)) {
    const key = isCourseExercise(log) ? exerciseKey(log) : `log:${log.logId}`;
    best.set(key, betterTrophy(best.get(key) ?? null, log.trophy));
  }
  return countTrophies([...best.values()]);
}

export function exerciseCounts(logs: readonly ExerciseLog[]) {
  const finished = logs.filter(isFinished);
  const byType = new Map<number, number>();
  for (const log of finished) byType.set(log.exerciseType, (byType.get(log.exerciseType) ?? 0) + 1);
  return {
    finished: finished.length,
    distinctExercises: new Set(finished.filter(isCourseExercise).map(exerciseKey)).size,
    byType: [...byType.entries()]
      .sort(([a], [b]) => a - b)
      .map(([exerciseType, count]) => ({ exerciseType, count })),
  };
}

export type DateRangeInput = { startDate?: string; endDate?: string };
export type DateRange = { startDate: string; endDate: string };
export type RangeProblem = 'endBeforeStart' | 'tooLong';

/** The activity range: defaults to the 30 days up to today; refuses reversed or over-long ranges. */
export function activityRange(input: DateRangeInput, today: string): DateRange | RangeProblem {
  const endDate =
    input.endDate ??
    (input.startDate ? addDays(input.startDate, DEFAULT_ACTIVITY_DAYS - 1) : today);
  const startDate = input.startDate ?? addDays(endDate, -(DEFAULT_ACTIVITY_DAYS - 1));
  const span = daysBetween(startDate, endDate);
  if (span < 0) return 'endBeforeStart';
  if (span + 1 > MAX_ACTIVITY_DAYS) return 'tooLong';
  return { startDate, endDate };
}

/** Finished sessions and minutes for every day of the range, by the day each session started. */
export function activitySummary(logs: readonly ExerciseLog[], { startDate, endDate }: DateRange) {
  const perDay = new Map<string, { count: number; ms: number }>();
  for (const log of logs.filter(isFinished)) {
    const day = japanDay(log.startedAt);
    const entry = perDay.get(day) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += sessionMs(log);
    perDay.set(day, entry);
  }
  const days = Array.from({ length: daysBetween(startDate, endDate) + 1 }, (_, i) => {
    const date = addDays(startDate, i);
    const entry = perDay.get(date);
    return { date, exerciseCount: entry?.count ?? 0, minutes: entry ? toMinutes(entry.ms) : 0 };
  });
  return {
    startDate,
    endDate,
    days,
    totalExercises: days.reduce((sum, d) => sum + d.exerciseCount, 0),
    totalMinutes: days.reduce((sum, d) => sum + d.minutes, 0),
    activeDays: days.filter((d) => d.exerciseCount > 0).length,
  };
}

/** 0 means any type (or any skill), as the client's stored history inputs default to. */
export type RunFilter = DateRangeInput & { exerciseType: number; skill: number };

/** The listed runs that pass the filter (days by when the run ended), newest first. */
export function filterRuns(logs: readonly ExerciseLog[], filter: RunFilter) {
  return logs
    .filter(isListedRun)
    .filter((log) => {
      const day = japanDay(log.endedAt);
      if (filter.startDate && day < filter.startDate) return false;
      if (filter.endDate && day > filter.endDate) return false;
      if (filter.exerciseType !== 0 && log.exerciseType !== filter.exerciseType) return false;
      return filter.skill === 0 || skillOf(log.exerciseType) === filter.skill;
    })
    .sort((a, b) => msOf(b.endedAt) - msOf(a.endedAt) || b.logId - a.logId);
}

/** The figures for one exercise type, from its finished sessions. */
export function learningStats(logs: readonly ExerciseLog[], exerciseType: number) {
  const finished = logs.filter(
    (log): log is FinishedLog => isFinished(log) && log.exerciseType === exerciseType,
  );
  const correct = finished.reduce((sum, l) => sum + l.numCorrectAnswers, 0);
  const incorrect = finished.reduce((sum, l) => sum + l.numIncorrectAnswers, 0);
  const skipped = finished.reduce((sum, l) => sum + l.numSkipped, 0);
  const answered = correct + incorrect + skipped;
  const courseRuns = finished.filter(isCourseExercise);
  return {
    exerciseType,
    skill: skillOf(exerciseType),
    sessions: finished.length,
    distinctExercises: new Set(courseRuns.map(exerciseKey)).size,
    correctAnswers: correct,
    incorrectAnswers: incorrect,
    skippedAnswers: skipped,
    correctRate: answered === 0 ? null : Math.round((correct / answered) * 1000) / 1000,
    bestTrophies: heldTrophies(courseRuns),
    minutes: toMinutes(finished.reduce((sum, l) => sum + sessionMs(l), 0)),
    lastPlayedAt: finished.reduce<string | null>(
      (last, l) => (last && !isLater(l.endedAt, last) ? last : l.endedAt),
      null,
    ),
  };
}

export type RecentEntry = {
  courseUuid: string;
  exerciseUuid: string;
  exerciseType: number;
  assignmentId: number | null;
  trophy: TrophyLevel | null;
  finished: boolean;
  lastPlayedAt: string;
};

/**
 * The course exercises played lately, once per exercise and context (its assignment, or no
 * assignment), with the progress there (best trophy, finished: as the course history counts
 * them); the latest started first.
 */
export function recentExercises(
  logs: readonly ExerciseLog[],
  limit = RECENT_EXERCISES_LIMIT,
): RecentEntry[] {
  const contexts = new Map<string, CourseExerciseLog[]>();
  for (const log of logs.filter(isCourseExercise)) {
    const key = `${exerciseKey(log)}/${log.assignmentId ?? ''}`;
    contexts.set(key, [...(contexts.get(key) ?? []), log]);
  }
  return [...contexts.values()]
    .map(([first, ...rest]) => {
      const runs = [first!, ...rest];
      const progress = progressByExercise(runs).get(first!.exerciseUuid) ?? NOT_PLAYED;
      return {
        courseUuid: first!.courseUuid,
        exerciseUuid: first!.exerciseUuid,
        exerciseType: first!.exerciseType,
        assignmentId: first!.assignmentId,
        trophy: progress.bestTrophy,
        finished: progress.finished,
        lastPlayedAt: progress.lastPlayedAt ?? first!.startedAt,
      };
    })
    .sort((a, b) => msOf(b.lastPlayedAt) - msOf(a.lastPlayedAt))
    .slice(0, limit);
}
