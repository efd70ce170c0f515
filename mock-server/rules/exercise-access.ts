import {
  exerciseContents,
  problemOf,
  type ExerciseContentRecord,
  type ProblemKey,
} from '../db/exercise-content';
import type { AliasContext } from '../runtime/auth-context';
import { notFound } from '../runtime/problem';
import { fieldError } from './exercise-sessions';
import { visibleCourse } from './visible-courses';

// Which exercise a path names: it must exist in that course, its type must be the path's
// exerciseType, and the alias's organisation must see the course. Otherwise 404 (never saying
// which part was wrong, so another organisation's exercises stay unknown).

export function requireExercise(
  ctx: AliasContext,
  path: { courseUuid: string; exerciseType: number; exerciseUuid: string },
): ExerciseContentRecord {
  const record = exerciseContents.get(path.exerciseUuid);
  const visible =
    record &&
    record.courseUuid === path.courseUuid &&
    visibleCourse(ctx.organisation.hash, path.courseUuid);
  if (!record || !visible || record.type !== path.exerciseType) throw notFound('Exercise');
  return record;
}

/** The exercise's problem of that kind, else a 400 naming the field. */
export function requireProblem<K extends ProblemKey['kind']>(
  ctx: AliasContext,
  record: ExerciseContentRecord,
  problemUuid: string,
  kinds: readonly K[],
  field = 'problemUuid',
): Extract<ProblemKey, { kind: K }> {
  const problem = problemOf(record, problemUuid);
  if (!problem || !(kinds as readonly string[]).includes(problem.kind)) {
    throw fieldError(ctx.lang, field, {
      ja: 'この練習の問題ではありません',
      en: 'Not a problem of this exercise',
    });
  }
  return problem as Extract<ProblemKey, { kind: K }>;
}

/** 400 unless the exercise is of one of the types an answer operation serves. */
export function requireType(
  ctx: AliasContext,
  record: ExerciseContentRecord,
  types: readonly number[],
): void {
  if (!types.includes(record.type)) {
    throw fieldError(ctx.lang, 'exerciseType', {
      ja: 'この種類の練習には使えない操作です',
      en: `This answer does not apply to exercise type ${record.type}`,
    });
  }
}

/** The page body items of an exercise (test and practice pages). */
export function bodyItemsOf(record: ExerciseContentRecord) {
  return [...record.pages, ...record.practicePages].flatMap((page) => page.body);
}
