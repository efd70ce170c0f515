// The write operations the answer queue delivers, by name, with how many positional arguments
// come before the request options (where the Idempotency-Key header goes). A queued call stores
// the name and the arguments, so it survives a reload as plain JSON.
import {
  endExercise,
  logExerciseAnswer,
  startExercise,
  submitConversationAnswer,
  submitDictationAnswer,
  submitDrillAnswer,
  submitTranslationQuizAnswer,
  submitWritingAnswer,
} from '../../../api/generated/endpoints/exercises/exercises';
import { postUserFeedback } from '../../../api/generated/endpoints/history/history';
import {
  endPersonalizedExercise,
  logPersonalizedExercise,
} from '../../../api/generated/endpoints/practice/practice';

type RequestOptions = { headers: Record<string, string> };
type Operation = { arity: number; send: (...args: unknown[]) => Promise<unknown> };

const operation = (arity: number, fn: (...args: never[]) => Promise<unknown>): Operation => ({
  arity,
  send: fn as (...args: unknown[]) => Promise<unknown>,
});

const OPERATIONS = {
  // Queued only by a run started offline (./answer-queue.ts: its answer gives the real logId).
  startExercise: operation(4, startExercise),
  logExerciseAnswer: operation(5, logExerciseAnswer),
  endExercise: operation(4, endExercise),
  submitConversationAnswer: operation(4, submitConversationAnswer),
  submitDictationAnswer: operation(4, submitDictationAnswer),
  submitDrillAnswer: operation(5, submitDrillAnswer),
  submitTranslationQuizAnswer: operation(4, submitTranslationQuizAnswer),
  submitWritingAnswer: operation(4, submitWritingAnswer),
  logPersonalizedExercise: operation(2, logPersonalizedExercise),
  endPersonalizedExercise: operation(2, endPersonalizedExercise),
  postUserFeedback: operation(1, postUserFeedback),
} satisfies Record<string, Operation>;

export type OperationName = keyof typeof OPERATIONS;

function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(OPERATIONS, name);
}

/** Sends one queued call with its idempotency key. */
export function sendOperation(
  name: string,
  args: readonly unknown[],
  headers: Record<string, string>,
): Promise<unknown> {
  if (!isOperationName(name)) return Promise.reject(new Error(`Unknown operation ${name}`));
  const { arity, send } = OPERATIONS[name];
  const positional = Array.from({ length: arity }, (_, i) => args[i]);
  const options: RequestOptions = { headers };
  return send(...positional, options);
}
