import type { MessageDescriptor } from 'react-intl';
import type { ExerciseKind, Outcome, PlayerQuestion } from '../kinds/kind';
import { answeredMessages } from '../messages';
import { verdictOf, type VerdictTone } from './verdict';

// A row of the review: the question's verdict as the feedback sheet gave it (one verdict: right,
// close, wrong, skipped or done, from verdict.ts), and its lines (the prompt, the answer given,
// the right answer, the meaning), each text shown once: a right answer or a meaning that says
// what a line above already said is left out.

export type ReviewRow = {
  tone: VerdictTone;
  /** The verdict in a word or two (「正解！」, 「おしい！」, 「まちがい」…). */
  message: MessageDescriptor;
  prompt: string;
  given: string | null;
  correction: string | null;
  meaning: string | null;
};

const REVIEW_MESSAGE: Record<VerdictTone, MessageDescriptor> = {
  correct: answeredMessages.correct,
  close: answeredMessages.close,
  incorrect: answeredMessages.missed,
  skipped: answeredMessages.skipped,
  done: answeredMessages.done,
};

/** Two texts say the same to a reader (spacing, width and case aside). */
const key = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

export function reviewRowOf(
  kind: Pick<ExerciseKind<unknown>, 'reviewText' | 'compareWords'>,
  question: PlayerQuestion,
  outcome: Outcome | undefined,
): ReviewRow {
  const prompt = kind.reviewText(question);
  if (!outcome || outcome.skipped) {
    return {
      tone: 'skipped',
      message: answeredMessages.skipped,
      prompt,
      given: null,
      correction: null,
      meaning: null,
    };
  }
  const { tone } = verdictOf(outcome, kind);
  const message = outcome.deferred ? answeredMessages.deferred : REVIEW_MESSAGE[tone];
  const shown = new Set([key(prompt)]);
  const once = (text: string | null | undefined) => {
    if (!text || shown.has(key(text))) return null;
    shown.add(key(text));
    return text;
  };
  const given = outcome.given ? (shown.add(key(outcome.given)), outcome.given) : null;
  const correction = outcome.correct !== true ? once(outcome.correction) : null;
  const meaning = once(outcome.meaning);
  return { tone, message, prompt, given, correction, meaning };
}
