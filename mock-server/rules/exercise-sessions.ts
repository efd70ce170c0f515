import {
  exerciseLogs,
  runsOfAlias,
  type ExerciseLog,
  type LoggedAnswer,
} from '../db/exercise-logs';
import { findAssignmentOfAlias } from '../db/assignments';
import { findCourseExercise } from '../db/course-exercises';
import { recordActivity } from '../runtime/activity';
import type { ExerciseType as ExerciseTypeValue } from '../../src/api/generated/model/exerciseType';
import type { AliasContext } from '../runtime/auth-context';
import { now } from '../runtime/clock';
import { nextId } from '../runtime/ids';
import { pick, type Lang } from '../runtime/language';
import { withLock } from '../runtime/locks';
import { badRequest, notFound, ProblemError } from '../runtime/problem';
import { recordAssignmentProgress } from './assignment-submission';
import { progressByExercise } from './exercise-progress';
import {
  betterTrophy,
  trophyForCounts,
  trophyForScore,
  type AnswerCounts,
  type TrophyLevel,
} from './trophy';

// The life of an exercise session (one exercise log): started by startExercise,
// startPracticeMode or startPersonalizedExercise; answers appended one by one; ended once.
// - A log belongs to the alias that started it; any other alias gets 404.
// - Answers and the end refuse an ended log with 409; every answer records its retry (0 for the
//   first answer to a problem in this log), judged correctness, response time and words spoken.
// - The backend is the judge of the end counts: they come from the answers logged in the session
//   (countsFromAnswers), and an end whose counts disagree is refused with 400 naming the fields
//   (the session stays open). Single sentence reading ends with its totalScore, its counts from
//   the logged answers the same way. A test or personalised run earns a trophy
//   (trophy.ts); a practice run none. prevBestTrophy is the best of the alias's earlier ended runs
//   of the same exercise (personalised: of the same drill type), derived from the logs.
// - A run started for an assignment reports its end to the assignment (recordAssignmentProgress).

const conflict = (detail: { ja: string; en: string }) => new ProblemError(409, detail);

export const fieldError = (lang: Lang, field: string, message: { ja: string; en: string }) =>
  badRequest({ [field]: [pick(lang, message)] });

export type NewLog = Omit<
  ExerciseLog,
  | 'logId'
  | 'startedAt'
  | 'endedAt'
  | 'answers'
  | 'numCorrectAnswers'
  | 'numIncorrectAnswers'
  | 'numSkipped'
  | 'totalScore'
  | 'trophy'
>;

/** What the activity log says of a run: its exercise (by title when it has one) and mode. */
function runDetails(
  log: Pick<ExerciseLog, 'courseUuid' | 'exerciseUuid' | 'exerciseType' | 'mode'>,
) {
  const title =
    log.courseUuid && log.exerciseUuid
      ? findCourseExercise(log.courseUuid, log.exerciseUuid)?.exerciseTitle
      : undefined;
  return {
    ...(title === undefined ? {} : { exerciseTitle: title }),
    exerciseType: log.exerciseType as ExerciseTypeValue,
    mode: log.mode,
  };
}

export async function createLog(values: NewLog): Promise<ExerciseLog> {
  recordActivity('exerciseStarted', values.userUuid, runDetails(values));
  return exerciseLogs.insert({
    ...values,
    logId: nextId(),
    startedAt: now().toISOString(),
    endedAt: null,
    answers: [],
    numCorrectAnswers: 0,
    numIncorrectAnswers: 0,
    numSkipped: 0,
    totalScore: null,
    trophy: null,
  });
}

/** The alias's log that `belongs` accepts (same exercise, same drill type …), else 404. */
export function findOwnLog(
  ctx: AliasContext,
  logId: number,
  belongs: (log: ExerciseLog) => boolean,
): ExerciseLog {
  const log = exerciseLogs.get(logId);
  if (!log || log.aliasUuid !== ctx.alias.uuid || !belongs(log)) throw notFound('Exercise log');
  return log;
}

function requireOpen(log: ExerciseLog): void {
  if (log.endedAt !== null) {
    throw conflict({
      ja: 'この学習はすでに終了しています',
      en: `Exercise log ${log.logId} has already ended`,
    });
  }
}

/** The assignment id if it is one of the alias's assignments that `contains` accepts, else 400. */
export function requireAssignment(
  ctx: AliasContext,
  assignmentId: number,
  contains: (exercises: { courseUuid: string; exerciseUuid: string }[]) => boolean,
): number {
  const assignment = findAssignmentOfAlias(ctx.alias, assignmentId);
  if (!assignment || !contains(assignment.exercises)) {
    throw fieldError(ctx.lang, 'assignmentId', {
      ja: 'この練習を含むあなたの課題ではありません',
      en: 'Not an assignment of yours that contains this exercise',
    });
  }
  return assignmentId;
}

/** How many answers the log already holds for the problem: the retry of the next one. */
function answersSoFar(log: ExerciseLog, problemUuid: string): number {
  return log.answers.filter((answer) => answer.problemUuid === problemUuid).length;
}

export type AnswerDraft = Omit<LoggedAnswer, 'retry' | 'at' | 'problemUuid'>;

/** Judges one answer, seeing the open log and the retry the answer will have. */
export type AnswerJudge<R> = (
  log: ExerciseLog,
  retry: number,
) => Promise<{ answer: AnswerDraft; result: R }> | { answer: AnswerDraft; result: R };

/**
 * Judges and appends one answer under the log's lock, so concurrent answers get distinct
 * retries. What `judge` returns beside `answer` is handed back to the caller.
 */
export async function appendAnswer<R>(
  ctx: AliasContext,
  logId: number,
  problemUuid: string,
  belongs: (log: ExerciseLog) => boolean,
  judge: AnswerJudge<R>,
): Promise<R> {
  return withLock(`exercise-log:${logId}`, async () => {
    const log = findOwnLog(ctx, logId, belongs);
    requireOpen(log);
    const retry = answersSoFar(log, problemUuid);
    const { answer, result } = await judge(log, retry);
    const entry: LoggedAnswer = { ...answer, problemUuid, retry, at: now().toISOString() };
    await exerciseLogs.update(logId, (draft) => {
      draft.answers.push(entry);
    });
    recordActivity('answer', log.userUuid, {
      ...runDetails(log),
      correct: entry.correct,
      skipped: entry.skipped,
    });
    return result;
  });
}

type EndCounts = { numCorrectAnswers: number; numIncorrectAnswers: number; numSkipped: number };

export type EndBody = { logId: number } & (EndCounts | { totalScore: number });

export type EndResult = {
  trophy: TrophyLevel | null;
  prevBestTrophy: TrophyLevel | null;
  moreCorrectAnswers: number | null;
  finalScore: { correctCount: number; incorrectCount: number; skippedCount: number };
};

/** The exercise type of a chat, whose branches decide which turns are asked. */
const CHAT_TYPE = 1;

/**
 * The counts of a session from its logged answers, over the session's problems (those its start
 * handed out) and any other problem answered in it (a word of single sentence reading practised
 * on its own):
 * - the latest answer to each problem decides it: correct, incorrect or skipped;
 * - a problem whose latest answer is not judged (demo, free writing) counts nowhere;
 * - a problem of the session with no answer at all counts as skipped, except in a chat, where
 *   the talk's branches decide which turns are asked: a turn never reached counts nowhere.
 */
function countsFromAnswers(log: ExerciseLog): AnswerCounts {
  const latest = new Map<string, LoggedAnswer>();
  for (const answer of log.answers) latest.set(answer.problemUuid, answer);
  const answers = [...latest.values()];
  const unanswered =
    log.exerciseType === CHAT_TYPE
      ? 0
      : new Set(log.problemUuids.filter((uuid) => !latest.has(uuid))).size;
  return {
    correct: answers.filter((a) => !a.skipped && a.correct === true).length,
    incorrect: answers.filter((a) => !a.skipped && a.correct === false).length,
    skipped: answers.filter((a) => a.skipped).length + unanswered,
  };
}

/** 400 naming each count of the body that disagrees with the logged answers. */
function requireLoggedCounts(lang: Lang, body: EndCounts, counts: AnswerCounts): void {
  const claimed: [keyof EndCounts, number, { ja: string; en: string }][] = [
    ['numCorrectAnswers', counts.correct, { ja: '正解', en: 'correct' }],
    ['numIncorrectAnswers', counts.incorrect, { ja: '不正解', en: 'incorrect' }],
    ['numSkipped', counts.skipped, { ja: 'スキップ', en: 'skipped' }],
  ];
  const errors: Record<string, string[]> = {};
  for (const [field, logged, what] of claimed) {
    if (body[field] === logged) continue;
    errors[field] = [
      pick(lang, {
        ja: `記録された解答と合いません（${what.ja} ${logged}）`,
        en: `Does not match the logged answers (${logged} ${what.en})`,
      }),
    ];
  }
  if (Object.keys(errors).length > 0) {
    throw badRequest(errors, {
      ja: '解答数が記録された解答と合いません',
      en: 'The counts do not match the answers logged in the session',
    });
  }
}

/** The best trophy of the alias's earlier ended runs of the same exercise (or drill type when personalised). */
function bestTrophyBefore(log: ExerciseLog): TrophyLevel | null {
  const earlier = runsOfAlias(log.aliasUuid).filter(
    (other) => other.logId !== log.logId && other.endedAt !== null,
  );
  if (log.mode === 'personalized') {
    return earlier
      .filter((other) => other.mode === 'personalized' && other.exerciseType === log.exerciseType)
      .reduce<TrophyLevel | null>((best, other) => betterTrophy(best, other.trophy), null);
  }
  const sameExercise = earlier.filter((other) => other.exerciseUuid === log.exerciseUuid);
  return log.exerciseUuid
    ? (progressByExercise(sameExercise).get(log.exerciseUuid)?.bestTrophy ?? null)
    : null;
}

/** Ends the log (409 when already ended) and answers the trophy. */
export async function endSession(
  ctx: AliasContext,
  logId: number,
  belongs: (log: ExerciseLog) => boolean,
  body: EndBody,
): Promise<EndResult> {
  return withLock(`exercise-log:${logId}`, async () => {
    const log = findOwnLog(ctx, logId, belongs);
    requireOpen(log);
    const scored = 'totalScore' in body;
    const counts = countsFromAnswers(log);
    if (!scored) requireLoggedCounts(ctx.lang, body, counts);
    const earned = scored ? trophyForScore(body.totalScore) : trophyForCounts(counts);
    const practice = log.mode === 'practice';
    const trophy = practice ? null : earned.trophy;
    const prevBestTrophy = bestTrophyBefore(log);
    const endedAt = now();
    await exerciseLogs.update(logId, (draft) => {
      draft.endedAt = endedAt.toISOString();
      draft.numCorrectAnswers = counts.correct;
      draft.numIncorrectAnswers = counts.incorrect;
      draft.numSkipped = counts.skipped;
      draft.totalScore = scored ? body.totalScore : null;
      draft.trophy = trophy;
    });
    if (log.assignmentId !== null)
      await recordAssignmentProgress(log.aliasUuid, log.assignmentId, endedAt);
    recordActivity('exerciseEnded', log.userUuid, {
      ...runDetails(log),
      trophy,
      correctCount: counts.correct,
      problemCount: counts.correct + counts.incorrect + counts.skipped,
    });
    return {
      trophy,
      prevBestTrophy,
      moreCorrectAnswers: practice ? null : earned.moreCorrectAnswers,
      finalScore: {
        correctCount: counts.correct,
        incorrectCount: counts.incorrect,
        skippedCount: counts.skipped,
      },
    };
  });
}
