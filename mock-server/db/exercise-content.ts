import { z } from 'zod';
import { GetExerciseResponse } from '../../src/api/generated/zod/exercises/exercises.zod';
import { Table } from './table';

// Every exercise's content, keyed by exercise uuid: the public pages of getExercise plus the
// server-side answer key (`problems`), which is never sent. ../rules/exercise-details.ts turns a
// record into the getExercise answer.

const publicExercise = GetExerciseResponse.shape.exercise;
const pageSchema = publicExercise.shape.pages.element;

export type ContentPage = z.output<typeof pageSchema>;
export type ContentBodyItem = ContentPage['body'][number];
export type ContentFooterItem = ContentPage['footer'][number];

const problemBase = {
  problemUuid: z.uuid(),
  /** The model answer as the learner should see it in a correction. */
  expected: z.string(),
  /** Only in practice pages (single-sentence word practice), never among the test problems. */
  practiceOnly: z.boolean(),
};

/** The answer key of one problem (or drill card), by how it is judged. */
const problemKeySchema = z.discriminatedUnion('kind', [
  /** A chat turn: each answer group lists its accepted sentences and where the talk goes next
   * (nextProblemUuid null: the following page). The first sentence of the first group is the model.
   * `task` is what the learner is asked, in both languages: the page gets it in the asked one. */
  z.object({
    kind: z.literal('chat'),
    ...problemBase,
    task: z.object({ ja: z.string(), en: z.string() }).optional(),
    answers: z
      .array(
        z.object({ accepted: z.array(z.string()).min(1), nextProblemUuid: z.uuid().nullable() }),
      )
      .min(1),
  }),
  /** Multiple choice (vocabulary and listening drills, listening quiz, picture match); a
   * listening quiz keeps what is heard, told with the answer's result. */
  z.object({
    kind: z.literal('choice'),
    ...problemBase,
    correctOptionId: z.string(),
    transcript: z
      .array(
        z.object({ voice: z.enum(['female', 'male']), text: z.string(), translation: z.string() }),
      )
      .optional(),
  }),
  /** Say a word (pronunciation drill, word practice): the expected phonemes. */
  z.object({ kind: z.literal('pronunciation'), ...problemBase, ipa: z.array(z.string()).min(1) }),
  /** Write the sentence heard; `expected` is the sentence. */
  z.object({ kind: z.literal('dictation'), ...problemBase, sentenceIndex: z.int().min(0) }),
  /** Type, translate, arrange or read aloud a sentence; any accepted sentence is correct. */
  z.object({ kind: z.literal('sentence'), ...problemBase, accepted: z.array(z.string()).min(1) }),
  /** Free writing, not judged right or wrong; `expected` is a model answer. */
  z.object({
    kind: z.literal('writing'),
    ...problemBase,
    minWords: z.int().min(1),
    maxWords: z.int().min(1),
  }),
  /** Listen and repeat (demo), not judged; `expected` is the line. */
  z.object({ kind: z.literal('listen'), ...problemBase }),
]);
export type ProblemKey = z.output<typeof problemKeySchema>;

export const exerciseContentSchema = z.object({
  uuid: z.uuid(),
  courseUuid: z.uuid(),
  type: publicExercise.shape.type,
  title: z.string(),
  cardSetUuid: z.uuid(),
  instructions: z.object({ ja: z.string(), en: z.string() }),
  /** Course, chapter and section as getExercise names them. */
  parents: GetExerciseResponse.omit({ exercise: true }),
  pages: z.array(pageSchema),
  practicePages: z.array(pageSchema),
  /** Test problems in page order, then practice-only ones. */
  problems: z.array(problemKeySchema),
});
export type ExerciseContentRecord = z.output<typeof exerciseContentSchema>;

export const exerciseContents = new Table('exerciseContents', exerciseContentSchema, (e) => e.uuid);

/** The answer key of a problem of this exercise, if it is one. */
export function problemOf(
  record: ExerciseContentRecord,
  problemUuid: string,
): ProblemKey | undefined {
  return record.problems.find((problem) => problem.problemUuid === problemUuid);
}

/** The problems a test run asks, in order (what startExercise hands out). */
export function testProblemUuids(record: ExerciseContentRecord): string[] {
  return record.problems
    .filter((problem) => !problem.practiceOnly)
    .map((problem) => problem.problemUuid);
}
