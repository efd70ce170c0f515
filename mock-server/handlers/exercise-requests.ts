import type { z } from 'zod';
import type { GetExerciseParams } from '../../src/api/generated/zod/exercises/exercises.zod';
import type { ExerciseContentRecord, ProblemKey } from '../db/exercise-content';
import type { ExerciseLog } from '../db/exercise-logs';
import { authenticateAlias, type AliasContext } from '../runtime/auth-context';
import { parseJsonBody, parseParams } from '../runtime/parse';
import { requireExercise, requireProblem, requireType } from '../rules/exercise-access';
import { appendAnswer, type AnswerJudge, type NewLog } from '../rules/exercise-sessions';

// The steps the exercise operations (./exercises.ts) share, in the order they run: the alias,
// the exercise the path names, the body, then for an answer the exercise's type and the problem
// it names, and last the session (exercise log) it is appended to.

/** The path parameters of every exercise operation (each has its generated schema). */
type ExercisePathSchema = typeof GetExerciseParams;

/** Sessions of this exercise: test and practice runs (personalised practice has its own). */
export const ofExercise = (record: ExerciseContentRecord) => (log: ExerciseLog) =>
  log.exerciseUuid === record.uuid && log.mode !== 'personalized';

/** The signed-in alias and the exercise the path names (404 unless visible and of that type). */
export function exerciseOfPath(
  request: Request,
  params: Record<string, unknown>,
  schema: ExercisePathSchema,
): { ctx: AliasContext; record: ExerciseContentRecord } {
  const ctx = authenticateAlias(request);
  return { ctx, record: requireExercise(ctx, parseParams(schema, params)) };
}

/** Who starts a session of the exercise, and of what: the first fields of its new log. */
export const sessionOwner = (ctx: AliasContext, record: ExerciseContentRecord) =>
  ({
    userUuid: ctx.user.uuid,
    aliasUuid: ctx.alias.uuid,
    courseUuid: record.courseUuid,
    exerciseUuid: record.uuid,
    exerciseType: record.type,
  }) satisfies Partial<NewLog>;

type AnswerOperation<Body, Kind extends ProblemKey['kind']> = {
  params: ExercisePathSchema;
  body: z.ZodType<Body>;
  /** The exercise types the operation serves: 400 (exerciseType) for others. */
  types: readonly number[];
  /** The kinds of problem it answers: 400 (problemUuid) for others. */
  kinds: readonly Kind[];
};

/**
 * An answer to one problem of the exercise the path names, by an answer operation: the body,
 * the exercise's type and the problem checked, and `append`, which judges the answer and appends
 * it to the alias's session `body.logId` of this exercise (404 for another's, 409 once ended).
 */
export async function problemAnswer<
  Body extends { logId: number; problemUuid: string },
  Kind extends ProblemKey['kind'],
>(request: Request, params: Record<string, unknown>, operation: AnswerOperation<Body, Kind>) {
  const { ctx, record } = exerciseOfPath(request, params, operation.params);
  const body = await parseJsonBody(request, operation.body);
  requireType(ctx, record, operation.types);
  const problem = requireProblem(ctx, record, body.problemUuid, operation.kinds);
  const append = <R>(judge: AnswerJudge<R>) =>
    appendAnswer(ctx, body.logId, problem.problemUuid, ofExercise(record), judge);
  return { ctx, record, body, problem, append };
}
