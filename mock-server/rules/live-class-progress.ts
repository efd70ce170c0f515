import type { ExerciseLog } from '../db/exercise-logs';
import type { TrophyLevel } from './trophy';
import { betterTrophy } from './trophy';

// A learner's progress on one exercise of a live class, as the teacher's live view shows it,
// from the learner's runs started in that class (logs carrying the class's sessionId):
// - finished once a test run of the exercise has ended, with the best trophy of those runs;
// - else in progress while a run (test or practice) is open;
// - else not started.
// `answered` and `problems` describe the latest run: how many of its problems have an answer.

export type ClassRun = Pick<
  ExerciseLog,
  | 'logId'
  | 'exerciseUuid'
  | 'mode'
  | 'startedAt'
  | 'endedAt'
  | 'trophy'
  | 'answers'
  | 'problemUuids'
>;

export type ClassExerciseProgress = {
  status: 'notStarted' | 'inProgress' | 'finished';
  trophy: TrophyLevel | null;
  answered: number;
  problems: number;
};

export function progressInClass(
  runs: readonly ClassRun[],
  exerciseUuid: string,
): ClassExerciseProgress {
  const ofExercise = runs.filter(
    (run) => run.exerciseUuid === exerciseUuid && run.mode !== 'personalized',
  );
  const ended = ofExercise.filter((run) => run.mode === 'test' && run.endedAt !== null);
  const latest = [...ofExercise].sort(
    (a, b) => a.startedAt.localeCompare(b.startedAt) || a.logId - b.logId,
  )[ofExercise.length - 1];
  const answered = latest ? new Set(latest.answers.map((a) => a.problemUuid)).size : 0;
  const problems = latest?.problemUuids.length ?? 0;
  if (ended.length > 0) {
    const trophy = ended.reduce<TrophyLevel | null>(
      (best, run) => betterTrophy(best, run.trophy),
      null,
    );
    return { status: 'finished', trophy, answered, problems };
  }
  const open = ofExercise.some((run) => run.endedAt === null);
  return { status: open ? 'inProgress' : 'notStarted', trophy: null, answered, problems };
}
