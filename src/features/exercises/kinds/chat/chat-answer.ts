// A learner's answer to a chat turn as submitConversationAnswer's body (spec 7).
import { responseTimeMs } from '../../../../lib/rules/response-time';
import type { ConversationAnswerRequest } from '../../../../api/generated/model/conversationAnswerRequest';
import type { RecognizedAnswer } from '../../speaking/speaking-task';

/** The contract's longest text. */
const MAX_TEXT = 2000;

const clip = (text: string) => text.slice(0, MAX_TEXT);
const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** The words of the answer as the learner's bubble shows them. */
export function displayTextOf(answer: RecognizedAnswer): string {
  const { recognition } = answer;
  return (recognition.displayText || recognition.text).trim();
}

/**
 * The body of submitConversationAnswer: the recognised (or typed) text is judged, its display
 * form shown; `repeated` on every answer after a miss of the same problem.
 */
export function conversationAnswerBody(
  answer: RecognizedAnswer,
  logId: number,
  problemUuid: string,
  attempt: number,
): ConversationAnswerRequest {
  const { recognition } = answer;
  const text = clip(recognition.text.trim());
  const displayText = clip(displayTextOf(answer));
  const lexical = clip(recognition.lexical);
  return {
    logId,
    problemUuid,
    repeated: attempt > 0,
    answer: text,
    displayAnswer: displayText,
    responseTime: responseTimeMs(answer.responseTimeMs),
    rawInputs: {
      text,
      displayText,
      // The recogniser masks nothing here: the masked forms are the same words.
      maskedDisplayText: displayText,
      lexical,
      maskedLexical: lexical,
      pronScore: Math.min(100, nonNegative(recognition.pronScore)),
      utteranceUrl: answer.recordingUrl ? clip(answer.recordingUrl) : null,
      seconds: nonNegative(answer.seconds),
    },
  };
}
