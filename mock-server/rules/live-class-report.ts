import { markAnswer } from '../../src/lib/rules/marking/answer-match';
import type { ExerciseContentRecord, ProblemKey } from '../db/exercise-content';
import { problemOf, testProblemUuids } from '../db/exercise-content';
import type { ExerciseLog, LoggedAnswer } from '../db/exercise-logs';
import { progressInClass } from './live-class-progress';
import type { TrophyLevel } from './trophy';

// The lesson report of a live class (getLiveSessionReport, its CSV): every pupil of the group,
// each exercise chosen during the class, and each question of those exercises, from the runs the
// pupils started in the class (logs carrying its sessionId) within its time window.
//
// - A pupil counts with one run per exercise: their best ended test run (most right answers, the
//   latest on a tie), else their latest run of any mode. In that run each question counts with
//   its last answer: right, close (a typed miss one word or a typo away from an accepted answer:
//   the app's おしい), wrong, or skipped; answers not judged (writing, demo) count in none.
// - Score: right answers of the counted run over its questions, 0-100; null before any run.
// - Time spent: every run of the exercise in the class, from its start to its end, else to its
//   last answer (a run left open counts until then), never past the class's end.
// - Per question: the pupils whose counted run answered it, by verdict, and the wrong answers
//   given most (the text of a chosen option, the words of a typed answer as written, trimmed).

type Verdict = 'right' | 'close' | 'wrong' | 'skipped' | 'unjudged';

type AnswerCounts = { right: number; close: number; wrong: number; skipped: number };

export type ReportExercise = {
  courseUuid: string;
  exerciseUuid: string;
  exerciseType: number;
  title: string;
  /** The exercise's content (its questions and answer keys), if the store has it. */
  content: ExerciseContentRecord | undefined;
};

export type ReportPupilInput = {
  aliasUuid: string;
  userName: string;
  email: string;
  joined: boolean;
  /** The pupil's runs started in this class. */
  runs: readonly ExerciseLog[];
};

export type PupilExerciseResult = AnswerCounts & {
  exerciseUuid: string;
  status: 'notStarted' | 'inProgress' | 'finished';
  trophy: TrophyLevel | null;
  score: number | null;
  secondsSpent: number;
};

type ReportPupil = Omit<ReportPupilInput, 'runs'> & { exercises: PupilExerciseResult[] };

type ReportQuestion = AnswerCounts & {
  exerciseUuid: string;
  problemUuid: string;
  number: number;
  prompt: string;
  answered: number;
  commonWrongAnswers: { answer: string; count: number }[];
};

export type ClassWindow = { startsAtMs: number; endsAtMs: number };

/** How many wrong answers a question lists. */
const COMMON_WRONG_ANSWERS = 3;

const zeroCounts = (): AnswerCounts => ({ right: 0, close: 0, wrong: 0, skipped: 0 });

/** The runs started in the class's time window (personalised practice is no exercise of it). */
function runsInWindow(runs: readonly ExerciseLog[], window: ClassWindow): ExerciseLog[] {
  return runs.filter((run) => {
    const started = Date.parse(run.startedAt);
    return (
      run.mode !== 'personalized' && started >= window.startsAtMs && started <= window.endsAtMs
    );
  });
}

/** How an answer was judged, with "close" for a typed miss that was nearly right. */
function verdictOf(answer: LoggedAnswer, key: ProblemKey | undefined): Verdict {
  if (answer.skipped) return 'skipped';
  if (answer.correct === true) return 'right';
  if (answer.correct === null) return 'unjudged';
  const given = answer.answer ?? '';
  let accepted: readonly string[] = [];
  if (key?.kind === 'sentence') accepted = key.accepted;
  else if (key?.kind === 'dictation') accepted = [key.expected];
  if (given.trim() === '' || accepted.length === 0) return 'wrong';
  // The backend judged it wrong: an answer the app's reading finds equal is still only close.
  return markAnswer(given, accepted).closeness === 'incorrect' ? 'wrong' : 'close';
}

/** The last answer given to each question of a run (a retry replaces the first attempt). */
function lastAnswers(run: ExerciseLog): Map<string, LoggedAnswer> {
  const last = new Map<string, LoggedAnswer>();
  for (const answer of run.answers) last.set(answer.problemUuid, answer);
  return last;
}

const rightIn = (run: ExerciseLog) =>
  [...lastAnswers(run).values()].filter((answer) => answer.correct === true).length;

/** The run a pupil counts with on one exercise (see the top of the file). */
function countedRun(runs: readonly ExerciseLog[]): ExerciseLog | undefined {
  const byTime = [...runs].sort(
    (a, b) => a.startedAt.localeCompare(b.startedAt) || a.logId - b.logId,
  );
  const ended = byTime.filter((run) => run.mode === 'test' && run.endedAt !== null);
  if (ended.length > 0)
    return ended.reduce((best, run) => (rightIn(run) >= rightIn(best) ? run : best));
  return byTime.at(-1);
}

function secondsSpent(runs: readonly ExerciseLog[], window: ClassWindow): number {
  let ms = 0;
  for (const run of runs) {
    const started = Date.parse(run.startedAt);
    const lastAnswer = run.answers.at(-1)?.at;
    const stopped = run.endedAt ?? lastAnswer ?? run.startedAt;
    ms += Math.max(0, Math.min(Date.parse(stopped), window.endsAtMs) - started);
  }
  return Math.round(ms / 1000);
}

/** The text of a chosen option in the exercise's pages (else the option's id). */
function optionText(content: ExerciseContentRecord, problemUuid: string, optionId: string) {
  for (const page of content.pages) {
    if (!JSON.stringify(page).includes(problemUuid)) continue;
    const found = findOption(page, optionId);
    if (found) return found;
  }
  return optionId;
}

function findOption(node: unknown, optionId: string): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findOption(item, optionId);
      if (found) return found;
    }
    return undefined;
  }
  if (!node || typeof node !== 'object') return undefined;
  const record = node as Record<string, unknown>;
  if (Array.isArray(record.options)) {
    for (const option of record.options as Record<string, unknown>[]) {
      if (option.id === optionId && typeof option.text === 'string') return option.text;
    }
  }
  for (const value of Object.values(record)) {
    const found = findOption(value, optionId);
    if (found) return found;
  }
  return undefined;
}

/** A wrong answer as the teacher reads it. */
function shownAnswer(answer: LoggedAnswer, exercise: ReportExercise, key: ProblemKey | undefined) {
  const given = (answer.answer ?? '').trim();
  if (key?.kind === 'choice' && exercise.content)
    return optionText(exercise.content, answer.problemUuid, given);
  return given;
}

export type LiveClassReport = {
  exercises: (Omit<ReportExercise, 'content'> & { questions: number })[];
  pupils: ReportPupil[];
  questions: ReportQuestion[];
};

export function liveClassReport(
  exercises: readonly ReportExercise[],
  pupils: readonly ReportPupilInput[],
  window: ClassWindow,
): LiveClassReport {
  const questions: ReportQuestion[] = [];
  const questionAt = new Map<string, ReportQuestion>();
  const wrongAnswers = new Map<ReportQuestion, Map<string, number>>();
  for (const exercise of exercises) {
    const uuids = exercise.content ? testProblemUuids(exercise.content) : [];
    uuids.forEach((problemUuid, i) => {
      const question: ReportQuestion = {
        exerciseUuid: exercise.exerciseUuid,
        problemUuid,
        number: i + 1,
        prompt: (exercise.content && problemOf(exercise.content, problemUuid)?.expected) ?? '',
        answered: 0,
        ...zeroCounts(),
        commonWrongAnswers: [],
      };
      questions.push(question);
      questionAt.set(`${exercise.exerciseUuid} ${problemUuid}`, question);
      wrongAnswers.set(question, new Map());
    });
  }

  const reportPupils = pupils.map(({ runs, ...pupil }): ReportPupil => {
    const inClass = runsInWindow(runs, window);
    return {
      ...pupil,
      exercises: exercises.map((exercise): PupilExerciseResult => {
        const own = inClass.filter((run) => run.exerciseUuid === exercise.exerciseUuid);
        const { status, trophy } = progressInClass(own, exercise.exerciseUuid);
        const counts = zeroCounts();
        const run = countedRun(own);
        if (!run)
          return {
            exerciseUuid: exercise.exerciseUuid,
            status,
            trophy,
            score: null,
            secondsSpent: 0,
            ...counts,
          };
        for (const answer of lastAnswers(run).values()) {
          const key = exercise.content && problemOf(exercise.content, answer.problemUuid);
          const verdict = verdictOf(answer, key);
          if (verdict !== 'unjudged') counts[verdict] += 1;
          const question = questionAt.get(`${exercise.exerciseUuid} ${answer.problemUuid}`);
          if (!question) continue;
          question.answered += 1;
          if (verdict === 'unjudged') continue;
          question[verdict] += 1;
          if (verdict === 'close' || verdict === 'wrong') {
            const shown = shownAnswer(answer, exercise, key);
            if (shown === '') continue;
            const tally = wrongAnswers.get(question)!;
            tally.set(shown, (tally.get(shown) ?? 0) + 1);
          }
        }
        const problems = run.problemUuids.length;
        return {
          exerciseUuid: exercise.exerciseUuid,
          status,
          trophy,
          score: problems === 0 ? null : Math.round((100 * counts.right) / problems),
          secondsSpent: secondsSpent(own, window),
          ...counts,
        };
      }),
    };
  });

  for (const [question, tally] of wrongAnswers) {
    question.commonWrongAnswers = [...tally]
      .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
      .slice(0, COMMON_WRONG_ANSWERS)
      .map(([answer, count]) => ({ answer, count }));
  }

  return {
    exercises: exercises.map(({ content, ...exercise }) => ({
      ...exercise,
      questions: content ? testProblemUuids(content).length : 0,
    })),
    pupils: reportPupils,
    questions,
  };
}
