import type { ExerciseLog } from '../db/exercise-logs';
import type { TrophyLevel } from './trophy';

// An alias's progress on exercises, derived from its exercise sessions (never stored):
// - finished: a test run of the exercise was ended (a practice run, which only repeats chosen
//   questions, does not finish it);
// - bestTrophy: the best trophy of those ended test runs (practice earns none), or null;
// - lastPlayedAt: when the latest run of it (test or practice) started, or null.
// Callers pass the logs that count: one assignment's (assignment progress) or one course's
// (course history).

export type ExerciseProgress = {
  finished: boolean;
  bestTrophy: TrophyLevel | null;
  lastPlayedAt: string | null;
};

export const NOT_PLAYED: ExerciseProgress = {
  finished: false,
  bestTrophy: null,
  lastPlayedAt: null,
};

/** Progress per exercise uuid; exercises without a log are absent (read them as NOT_PLAYED). */
export function progressByExercise(logs: readonly ExerciseLog[]): Map<string, ExerciseProgress> {
  const progress = new Map<string, ExerciseProgress>();
  for (const log of logs) {
    if (!log.exerciseUuid || log.mode === 'personalized') continue;
    const current = progress.get(log.exerciseUuid) ?? NOT_PLAYED;
    const endedTest = log.mode === 'test' && log.endedAt !== null;
    const trophy = endedTest ? log.trophy : null;
    progress.set(log.exerciseUuid, {
      finished: current.finished || endedTest,
      bestTrophy:
        trophy !== null && (current.bestTrophy === null || trophy > current.bestTrophy)
          ? trophy
          : current.bestTrophy,
      lastPlayedAt:
        current.lastPlayedAt === null ||
        Date.parse(log.startedAt) > Date.parse(current.lastPlayedAt)
          ? log.startedAt
          : current.lastPlayedAt,
    });
  }
  return progress;
}
