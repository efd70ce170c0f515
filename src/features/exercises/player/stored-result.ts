// An answer's result read back from storage (kept by ./offline-calls.ts, as TanStack dehydrates
// it, while the end of a run with deferred marks waits behind it, also after a reload): parsed with the zod schema of its
// operation's success answer, generated from the contract with the request functions, so a
// stored value that is not one (kept by another version of the app, or changed by hand) is not
// read at all rather than trusted. A result that arrives from the network is the generated
// function's answer already (./call-operations.ts). Loaded only when a stored result is read, as the
// HTTP client loads its response validation: zod stays out of the screens' bundles.
import type { z } from 'zod';
import {
  EndExerciseResponse,
  LogExerciseAnswerResponse,
  StartExerciseResponse,
  SubmitConversationAnswerResponse,
  SubmitDictationAnswerResponse,
  SubmitDrillAnswerResponse,
  SubmitTranslationQuizAnswerResponse,
  SubmitWritingAnswerResponse,
} from '../../../api/generated/zod/exercises/exercises.zod';
import { PostUserFeedbackResponse } from '../../../api/generated/zod/history/history.zod';
import {
  EndPersonalizedExerciseResponse,
  LogPersonalizedExerciseResponse,
} from '../../../api/generated/zod/practice/practice.zod';
import {
  isOperationName,
  type CallResult,
  type OperationName,
  type OperationResult,
} from './call-operations';

// Every operation of the queue, each with a schema whose parse is that operation's result (the
// compiler holds the generated schemas to the generated functions' answers).
const SCHEMAS: { [N in OperationName]: z.ZodType<OperationResult<N>> } = {
  startExercise: StartExerciseResponse,
  logExerciseAnswer: LogExerciseAnswerResponse,
  endExercise: EndExerciseResponse,
  submitConversationAnswer: SubmitConversationAnswerResponse,
  submitDictationAnswer: SubmitDictationAnswerResponse,
  submitDrillAnswer: SubmitDrillAnswerResponse,
  submitTranslationQuizAnswer: SubmitTranslationQuizAnswerResponse,
  submitWritingAnswer: SubmitWritingAnswerResponse,
  logPersonalizedExercise: LogPersonalizedExerciseResponse,
  endPersonalizedExercise: EndPersonalizedExerciseResponse,
  postUserFeedback: PostUserFeedbackResponse,
  endRunWhenMarked: EndExerciseResponse,
};

/** A stored result as the result of a call of `operation`; null when it is not one. */
export function storedResult(operation: string, stored: unknown): CallResult | null {
  if (!isOperationName(operation)) return null;
  const parsed = SCHEMAS[operation].safeParse(stored);
  // The schema is the operation's own (SCHEMAS), so the parse is that operation's result: the
  // compiler cannot pair the name with it across the union, hence the assertion.
  return parsed.success ? ({ operation, value: parsed.data } as CallResult) : null;
}
