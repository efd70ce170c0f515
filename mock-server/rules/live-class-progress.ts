import type { ExerciseLog } from '../db/exercise-logs';
import type { TrophyLevel } from './trophy';
import { betterTrophy } from './trophy';

// A learner in a live class, from their runs started in that class (logs carrying the class's
// sessionId), as the lobby (getLimitedMode) and the teacher's live view show them.
//
// Progress on one exercise:
// - finished once a test run of the exercise has ended, with the best trophy of those runs;
// - else in progress while a run (test or practice) is open;
// - else not started.
// `answered` and `problems` describe the latest run: how many of its problems have an answer.
//
// Whereabouts: not joined while no device of theirs holds the class; left once their app said
// they left the class screens; away once a joined learner has made no live call for
// AWAY_AFTER_MS (the app polls every 5 s); else where their app last said they are (postLiveState's
// `place`: the lobby, an exercise on its question and maybe its answer sheet, its result screen).
// An app that never said (an older client) is placed from its runs: in the exercise of the
// latest run they started in the class while it is open (on question answered + 1, at most the
// run's problem count), or in the lobby. A run left open and followed by another one is behind
// them. Without a report, leaving an exercise (its run stays open) or its result screen cannot
// be told from the runs: only the report tells them.

export type ClassRun = Pick<
  ExerciseLog,
  | 'logId'
  | 'courseUuid'
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

/** How long a joined learner may go without a live call before the teacher sees them away. */
export const AWAY_AFTER_MS = 20_000;

export type Whereabouts = {
  where: 'notJoined' | 'lobby' | 'exercise' | 'result' | 'left' | 'away';
  currentExercise: {
    courseUuid: string;
    exerciseUuid: string;
    question: number;
    questions: number;
    answerSheet: boolean;
  } | null;
};

/** A place the learner's app reported (the contract's LivePlace), with when. */
export type ReportedPlace = {
  place: {
    kind: 'lobby' | 'exercise' | 'result' | 'left';
    courseUuid?: string;
    exerciseUuid?: string;
    question?: number;
    questions?: number;
    answered?: number;
    answerSheet?: boolean;
  };
  atMs: number;
};

/** Runs of exercises in the class (personalised practice is no exercise of a class). */
const exerciseRuns = (runs: readonly ClassRun[]) =>
  runs.filter((run) => run.mode !== 'personalized');

const latestOf = (runs: readonly ClassRun[]): ClassRun | undefined =>
  [...runs].sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.logId - b.logId).at(-1);

const answeredIn = (run: ClassRun) => new Set(run.answers.map((a) => a.problemUuid)).size;

export function progressInClass(
  runs: readonly ClassRun[],
  exerciseUuid: string,
): ClassExerciseProgress {
  const ofExercise = exerciseRuns(runs).filter((run) => run.exerciseUuid === exerciseUuid);
  const ended = ofExercise.filter((run) => run.mode === 'test' && run.endedAt !== null);
  const latest = latestOf(ofExercise);
  const answered = latest ? answeredIn(latest) : 0;
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

export type Presence = {
  /** A device of the learner holds the class. */
  joined: boolean;
  /** The learner's last live call in the class (epoch ms), or null. */
  lastSeenMs: number | null;
  nowMs: number;
  /** Where the learner's app last said they are, or null/absent when it never did. */
  reported?: ReportedPlace | null;
};

/** The exercise a reported place names, completed from the learner's latest run of it. */
function reportedExercise(
  place: ReportedPlace['place'],
  runs: readonly ClassRun[],
): NonNullable<Whereabouts['currentExercise']> | null {
  const ofPlace = exerciseRuns(runs).filter(
    (run) => place.exerciseUuid === undefined || run.exerciseUuid === place.exerciseUuid,
  );
  const latest = latestOf(ofPlace);
  const courseUuid = place.courseUuid ?? latest?.courseUuid;
  const exerciseUuid = place.exerciseUuid ?? latest?.exerciseUuid;
  if (!courseUuid || !exerciseUuid) return null;
  const questions = place.questions ?? latest?.problemUuids.length ?? 0;
  if (place.kind === 'result')
    return {
      courseUuid,
      exerciseUuid,
      question: Math.max(1, questions),
      questions,
      answerSheet: false,
    };
  const answered = place.answered ?? (latest ? answeredIn(latest) : 0);
  const question = place.question ?? answered + 1;
  return {
    courseUuid,
    exerciseUuid,
    question: Math.max(1, questions > 0 ? Math.min(question, questions) : question),
    questions,
    answerSheet: place.answerSheet ?? false,
  };
}

export function whereaboutsInClass(
  { joined, lastSeenMs, nowMs, reported }: Presence,
  runs: readonly ClassRun[],
): Whereabouts {
  if (!joined) return { where: 'notJoined', currentExercise: null };
  if (reported?.place.kind === 'left') return { where: 'left', currentExercise: null };
  if (lastSeenMs === null || nowMs - lastSeenMs >= AWAY_AFTER_MS)
    return { where: 'away', currentExercise: null };
  if (reported) {
    const { place } = reported;
    const exercise = place.kind === 'lobby' ? null : reportedExercise(place, runs);
    // An exercise or result the report cannot name (no uuid, no run) is no place to show: lobby.
    if (place.kind === 'lobby' || !exercise) return { where: 'lobby', currentExercise: null };
    return { where: place.kind, currentExercise: exercise };
  }
  const open = latestOf(exerciseRuns(runs));
  if (!open?.courseUuid || !open.exerciseUuid || open.endedAt !== null)
    return { where: 'lobby', currentExercise: null };
  const questions = open.problemUuids.length;
  return {
    where: 'exercise',
    currentExercise: {
      courseUuid: open.courseUuid,
      exerciseUuid: open.exerciseUuid,
      question: Math.max(1, Math.min(answeredIn(open) + 1, questions)),
      questions,
      answerSheet: false,
    },
  };
}
