import type { ExerciseLog } from '../db/exercise-logs';

// The performance summary, from every answer the alias logged (finished sessions or not):
// - averageRetry: per problem of a session, its highest retry number (0 = right on the first
//   attempt), averaged over those problems.
// - reactionTime: mean milliseconds from a question being shown to the answer, over judged
//   answers (free writing takes minutes and is no reaction).
// - wordsPerMinute: words spoken over the answer time of the answers that carry both.
// - exerciseCefrDistribution: finished course-exercise sessions by their course's CEFR-J level.
// Levels follow the spec's guidance (section 9): the first reading of each bound is used.

export type PerformanceLevel = 'beginner' | 'intermediate' | 'advanced';
export type PerformanceFigure = {
  value: number | null;
  level: PerformanceLevel | null;
  samples: number;
};

const REACTION_TIME_BEGINNER_MS = 30_000;
const REACTION_TIME_ADVANCED_MS = 3_750;
const RETRY_BEGINNER = 2;
const RETRY_ADVANCED = 0.3;
const WPM_BEGINNER = 30;
const WPM_ADVANCED = 150;

/** Slower is worse: beginner at 30000 ms or more, advanced under 3750 ms. */
export function reactionTimeLevel(ms: number): PerformanceLevel {
  if (ms >= REACTION_TIME_BEGINNER_MS) return 'beginner';
  return ms < REACTION_TIME_ADVANCED_MS ? 'advanced' : 'intermediate';
}

/** More retries is worse: beginner at 2 or more, advanced under 0.3. */
export function retryLevel(retries: number): PerformanceLevel {
  if (retries >= RETRY_BEGINNER) return 'beginner';
  return retries < RETRY_ADVANCED ? 'advanced' : 'intermediate';
}

/** Faster speech is better: beginner under 30 words per minute, advanced at 150 or more. */
export function wordsPerMinuteLevel(wpm: number): PerformanceLevel {
  if (wpm < WPM_BEGINNER) return 'beginner';
  return wpm >= WPM_ADVANCED ? 'advanced' : 'intermediate';
}

const round = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

function figure(
  value: number | null,
  samples: number,
  level: (v: number) => PerformanceLevel,
  decimals: number,
) {
  if (value === null || samples === 0) return { value: null, level: null, samples: 0 };
  return { value: round(value, decimals), level: level(value), samples };
}

export function averageRetry(logs: readonly ExerciseLog[]): PerformanceFigure {
  const highest = new Map<string, number>();
  for (const log of logs) {
    for (const answer of log.answers) {
      const key = `${log.logId}/${answer.problemUuid}`;
      highest.set(key, Math.max(highest.get(key) ?? 0, answer.retry));
    }
  }
  const retries = [...highest.values()];
  const total = retries.reduce((sum, r) => sum + r, 0);
  return figure(retries.length ? total / retries.length : null, retries.length, retryLevel, 2);
}

export function reactionTime(logs: readonly ExerciseLog[]): PerformanceFigure {
  const times = logs.flatMap((log) =>
    log.answers.flatMap((a) =>
      a.responseTimeMs === null || a.correct === null ? [] : [a.responseTimeMs],
    ),
  );
  const total = times.reduce((sum, ms) => sum + ms, 0);
  return figure(times.length ? total / times.length : null, times.length, reactionTimeLevel, 0);
}

export function wordsPerMinute(logs: readonly ExerciseLog[]): PerformanceFigure {
  const spoken = logs.flatMap((log) =>
    log.answers.filter(
      (a) => a.wordsSpoken !== null && a.responseTimeMs !== null && a.responseTimeMs > 0,
    ),
  );
  const words = spoken.reduce((sum, a) => sum + (a.wordsSpoken ?? 0), 0);
  const minutes = spoken.reduce((sum, a) => sum + (a.responseTimeMs ?? 0), 0) / 60_000;
  return figure(spoken.length ? words / minutes : null, spoken.length, wordsPerMinuteLevel, 1);
}

/** Levels 1 to 12 in order, each with its count (0 included); courses without a level are left out. */
export function cefrDistribution(
  logs: readonly ExerciseLog[],
  cefrOfCourse: (courseUuid: string) => number | null,
) {
  const counts = new Array<number>(12).fill(0);
  for (const log of logs) {
    if (log.endedAt === null || log.courseUuid === null || log.exerciseUuid === null) continue;
    const level = cefrOfCourse(log.courseUuid);
    if (level !== null && level >= 1 && level <= 12) counts[level - 1]! += 1;
  }
  return counts.map((count, i) => ({ cefrj: i + 1, count }));
}
