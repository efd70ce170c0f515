// The write operations an exercise's offline calls go to (./offline-calls.ts), each registered
// with TanStack Query as the defaults of the mutation key ['call', <name>] (setMutationDefaults):
// a call is a mutation of that key whose variables hold the positional arguments as JSON (and its
// Idempotency-Key), so it survives a reload; its result is the generated function's answer for
// that name (OperationResult), checked against the contract by the HTTP client where it validates
// responses. A result read back from storage is parsed again (./stored-result.ts) before anything
// reads it. The names are the mutation keys only: TanStack finds a call's function by its key.
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import type { EndExerciseResponse } from '../../../api/generated/model/endExerciseResponse';
import { CALL_KEY } from './call-key';
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

type Headers = Record<string, string>;
type RequestOptions = { headers: Headers };
type Operation<R> = { arity: number; send: (...args: unknown[]) => Promise<R> };

// The table forgets each function's parameters (a queued call's arguments are stored JSON), not
// what it answers.
const operation = <R>(arity: number, fn: (...args: never[]) => Promise<R>): Operation<R> => ({
  arity,
  send: fn as (...args: unknown[]) => Promise<R>,
});

const OPERATIONS = {
  // Made offline only by a run started offline (./offline-calls.ts: its answer gives the real logId).
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
  // The end of a run finished with answers not marked yet (./deferred-run-end.ts): queued behind
  // them in the run's scope, its counts made from their results when it goes, then sent as one of
  // the two ends above. No generated function: the offline calls give its `send`.
  endRunWhenMarked: operation(1, (): Promise<EndExerciseResponse> => {
    throw new Error('endRunWhenMarked is sent by the offline calls');
  }),
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

/**
 * A call a screen made, with what it takes to send it again under its key after a reload; `N`
 * the operations it may name (its result is theirs: ./use-call-results.ts).
 */
export type SentCall<N extends OperationName = OperationName> = {
  callId: string;
  call: { operation: N; args: unknown[]; idempotencyKey: string };
};

/**
 * The calls that end a run (a personalised practice's, any other's, or one whose counts wait for
 * its answers' marks): all answer the trophy.
 */
export type EndOperation = 'endExercise' | 'endPersonalizedExercise' | 'endRunWhenMarked';

type Send = (args: readonly unknown[], headers: Headers) => Promise<unknown>;

/** Sends a call of `name` with its generated function (positional arguments, then the headers). */
export function sendOperation(name: OperationName, args: readonly unknown[], headers: Headers) {
  const { arity, send } = OPERATIONS[name];
  const positional = Array.from({ length: arity }, (_, i) => args[i]);
  const requestOptions: RequestOptions = { headers };
  return send(...positional, requestOptions);
}

export function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(OPERATIONS, name);
}

/** The mutation key of an offline call of `operation`; ['call'] matches every offline call. */
export const callKey = (operation?: string): readonly string[] =>
  operation === undefined ? [CALL_KEY] : [CALL_KEY, operation];

/**
 * Registers every operation's mutation defaults with `client`: its mutationFn is `deliver` given
 * the generated function (or the operation's own `sends`), and `options` the rest of the defaults
 * (retry, networkMode...).
 */
export function registerCallOperations<V>(
  client: QueryClient,
  deliver: (variables: V, send: Send) => Promise<unknown>,
  options: Omit<MutationOptions<unknown, Error, V>, 'mutationFn' | 'mutationKey'>,
  sends: Partial<Record<OperationName, Send>> = {},
): void {
  for (const name of Object.keys(OPERATIONS) as OperationName[]) {
    const send: Send = sends[name] ?? ((args, headers) => sendOperation(name, args, headers));
    client.setMutationDefaults(callKey(name), {
      ...options,
      mutationFn: (variables: V) => deliver(variables, send),
    } as MutationOptions<unknown, Error, unknown>);
  }
}
