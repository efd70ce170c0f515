// The write operations the answer queue delivers, by name, with how many positional arguments
// come before the request options (where the Idempotency-Key header goes). A queued call stores
// the name and the arguments, so it survives a reload as plain JSON; its result is the generated
// function's answer for that name (OperationResult), checked against the contract by the HTTP
// client where it validates responses. A result read back from storage is parsed again
// (./stored-result.ts) before anything reads it.
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
type Operation<R> = { arity: number; send: (...args: unknown[]) => Promise<R> };

// The table forgets each function's parameters (a queued call's arguments are stored JSON), not
// what it answers.
const operation = <R>(arity: number, fn: (...args: never[]) => Promise<R>): Operation<R> => ({
  arity,
  send: fn as (...args: unknown[]) => Promise<R>,
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
} satisfies Record<string, Operation<unknown>>;

export type OperationName = keyof typeof OPERATIONS;

/** What the operation answers once delivered: its generated request function's answer. */
export type OperationResult<N extends OperationName> = Awaited<
  ReturnType<(typeof OPERATIONS)[N]['send']>
>;

/**
 * A delivered call's result with the operation it answers: a kind whose calls name several
 * operations (an answer and a skip, a drill's test and personalised practice) tells them apart
 * by `operation`, and reads `value` typed.
 */
export type CallResult<N extends OperationName = OperationName> = {
  [K in N]: { operation: K; value: OperationResult<K> };
}[N];

/** The calls that end a run (a personalised practice's, or any other's): both answer the trophy. */
export type EndOperation = 'endExercise' | 'endPersonalizedExercise';

export function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(OPERATIONS, name);
}

/**
 * Sends one queued call with its idempotency key. Its answer is OperationResult<name> (the name
 * is read back from storage as a string: one the table does not know is refused).
 */
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
