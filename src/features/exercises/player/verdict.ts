import type { MessageDescriptor } from 'react-intl';
import { markAnswer, type Closeness } from '../../../lib/rules/marking/answer-match';
import { wordDiff } from '../../../lib/rules/marking/word-diff';
import type { ExerciseKind, Outcome } from '../kinds/kind';
import { answeredMessages } from '../messages';
import type { ComparedWord } from '../components/word-comparison';

// One verdict per answer, with one tone (colour and mark) and one heading:
// - right: 「正解！」;
// - nearly right: 「おしい！」 only when the answer was close (a typed answer one word or a typo
//   away from the nearest accepted answer, src/lib/rules/marking; a kind that knows better says so);
// - otherwise a kind wording that leads to the right answer (「正しい答えを確かめよう」);
// - skipped, and "done" for what is not judged (demo, writing).
// The sheet shows it and the player's status line announces the same words (exercise-player.tsx).

export type VerdictTone = 'correct' | 'close' | 'incorrect' | 'skipped' | 'done';
export type Verdict = { tone: VerdictTone; message: MessageDescriptor };

const DEFAULT_MESSAGE: Record<VerdictTone, MessageDescriptor> = {
  correct: answeredMessages.correct,
  close: answeredMessages.close,
  incorrect: answeredMessages.incorrect,
  skipped: answeredMessages.skipped,
  done: answeredMessages.done,
};

/** How close a wrong typed answer came to the accepted answer the backend compared it with. */
function typedCloseness(given: string, correction: string): Closeness {
  const { closeness } = markAnswer(given, [correction]);
  // The backend judged it wrong: an answer our reading finds equal is still only close.
  return closeness === 'correct' ? 'close' : closeness;
}

export function verdictOf(
  outcome: Outcome,
  kind: Pick<ExerciseKind<unknown>, 'compareWords'>,
): Verdict {
  let tone: VerdictTone;
  // Saved offline, not marked yet: no verdict, the words say it waits for the network.
  if (outcome.deferred && !outcome.skipped)
    return { tone: 'done', message: answeredMessages.deferred };
  if (outcome.skipped) tone = 'skipped';
  else if (outcome.correct === true) tone = 'correct';
  else if (outcome.correct === null) tone = outcome.verdict ?? 'done';
  else if (outcome.verdict) tone = outcome.verdict;
  else if (kind.compareWords && outcome.given && outcome.correction)
    tone = typedCloseness(outcome.given, outcome.correction);
  else tone = 'incorrect';
  return { tone, message: outcome.verdictMessage ?? DEFAULT_MESSAGE[tone] };
}

/**
 * The word-by-word comparison of a typed answer with the accepted answer the backend compared it
 * with: a miss, or an answer judged right with slips (the translation kinds: "dont", "bycicle"
 * marked as typos); null when there is nothing to compare.
 */
export function comparisonOf(
  outcome: Outcome,
  kind: Pick<ExerciseKind<unknown>, 'compareWords'>,
): ComparedWord[] | null {
  if (!kind.compareWords || outcome.skipped || outcome.correct === null) return null;
  if (!outcome.given || !outcome.correction) return null;
  const words = wordDiff(outcome.given, outcome.correction);
  // Right as written (however the backend worded its correction): nothing to mark.
  if (outcome.correct && words.every((word) => word.status === 'correct')) return null;
  return words;
}
