import { z } from 'zod';
import { Table } from './table';

// One record per exercise session (startExercise → log answers → endExercise). The learning
// history, best trophies, assignment progress and personalised practice are all derived from these.

const loggedAnswerSchema = z.object({
  problemUuid: z.string(),
  /** What the learner answered (text, option id or transcript), null when skipped. */
  answer: z.string().nullable(),
  skipped: z.boolean(),
  /** Judged correct, incorrect, or null when the answer is not judged (free writing, demo). */
  correct: z.boolean().nullable(),
  /** 0 for the first attempt at this problem, then 1, 2, … */
  retry: z.int().min(0),
  /** Milliseconds from the question being shown to the answer, when the client sent it. */
  responseTimeMs: z.int().min(0).nullable(),
  /** Words spoken, for speaking answers (words-per-minute figures). */
  wordsSpoken: z.int().min(0).nullable(),
  at: z.string(),
});

const exerciseLogSchema = z.object({
  logId: z.int(),
  userUuid: z.string(),
  aliasUuid: z.string(),
  courseUuid: z.string().nullable(),
  exerciseUuid: z.string().nullable(),
  exerciseType: z.int().min(1).max(13),
  assignmentId: z.int().nullable(),
  sessionId: z.int().nullable(),
  limitedModeId: z.int().nullable(),
  mode: z.enum(['test', 'practice', 'personalized']),
  /** The log this practice run continues (startPracticeMode), else null. */
  parentLogId: z.int().nullable(),
  problemUuids: z.array(z.string()),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  answers: z.array(loggedAnswerSchema),
  numCorrectAnswers: z.int().min(0),
  numIncorrectAnswers: z.int().min(0),
  numSkipped: z.int().min(0),
  totalScore: z.number().nullable(),
  trophy: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
});

export type ExerciseLog = z.output<typeof exerciseLogSchema>;
export type LoggedAnswer = z.output<typeof loggedAnswerSchema>;

export const exerciseLogs = new Table('exerciseLogs', exerciseLogSchema, (log) => log.logId);

const logsByAlias = exerciseLogs.groupBy((log) => log.aliasUuid);
const logsBySession = exerciseLogs.groupBy((log) => log.sessionId ?? 'none');

/** Logs of one alias, in the order they were logged. */
export function runsOfAlias(aliasUuid: string): ExerciseLog[] {
  return logsByAlias.get(aliasUuid);
}

/** The runs started in one live class, in the order they were logged. */
export function runsInClass(sessionId: number): ExerciseLog[] {
  return logsBySession.get(sessionId);
}

/** Logs of one alias, newest first. */
export function logsOfAlias(aliasUuid: string): ExerciseLog[] {
  return runsOfAlias(aliasUuid).sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}
