import type { DictationAnswerResult } from '../../../../api/generated/model/dictationAnswerResult';
import type { DictationAnswerWord } from '../../../../api/generated/model/dictationAnswerWord';
import type { DictationCorrectionWord } from '../../../../api/generated/model/dictationCorrectionWord';
import type { DictationSlot } from '../../../../api/generated/model/dictationSlot';
import type { DictationUserAction } from '../../../../api/generated/model/dictationUserAction';

// What a dictation answer is and how its result reads, apart from the screen.

export type DictationAnswer = {
  /** Every slot of the attempt as filled in, in order (fixed words as given). */
  words: DictationAnswerWord[];
  /** EDIT and CLEAR with their time (PLAY_AUDIO is the player's). */
  userActions: DictationUserAction[];
  responseTime: number;
};

/**
 * What the Answered part and the next attempt show: the word-by-word marks, and after the last
 * miss (spec 4.3's invalid retry) how many attempts were used up.
 */
export type DictationDetail = { words: DictationCorrectionWord[]; usedUpAttempts: number | null };

/** The most user actions one answer may carry (the contract's maxItems). */
export const MAX_USER_ACTIONS = 200;

export function answerWords(slots: readonly DictationSlot[], values: readonly string[]) {
  return slots.map<DictationAnswerWord>((slot, index) =>
    slot.fixed
      ? { text: slot.text ?? '', fixed: true }
      : { text: (values[index] ?? '').trim().slice(0, 200), fixed: false },
  );
}

/** The answer as the learner sees it: the words in order, empty slots left out. */
export function answerSentence(words: readonly DictationAnswerWord[]): string {
  // A slot of punctuation only (the sentence's final "." or "?") joins the word before it.
  return words
    .map((word) => word.text.trim())
    .filter(Boolean)
    .reduce(
      (sentence, word) =>
        sentence === '' ? word : /^[\p{P}]+$/u.test(word) ? sentence + word : `${sentence} ${word}`,
      '',
    );
}

export function isDictationResult(value: unknown): value is DictationAnswerResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'isCorrect' in value &&
    'attemptsLeft' in value &&
    typeof (value as { attemptsLeft: unknown }).attemptsLeft === 'number'
  );
}

/**
 * The attempt that follows a wrong answer, or null when the sentence is final: it was right, or
 * no attempt is left (spec 4.3: an incorrect answer advances to the next attempt if one exists).
 */
export function nextAttemptOf(
  result: DictationAnswerResult,
  attempt: number,
  attempts: number,
): number | null {
  return !result.isCorrect && result.attemptsLeft > 0 && attempt + 1 < attempts
    ? attempt + 1
    : null;
}

export function detailWords(detail: unknown): DictationCorrectionWord[] | null {
  if (typeof detail !== 'object' || detail === null || !('words' in detail)) return null;
  const { words } = detail as { words: unknown };
  return Array.isArray(words) ? (words as DictationCorrectionWord[]) : null;
}

/** The attempts the last miss used up (the sheet says so), or null: right, or attempts left. */
export function usedUpAttemptsOf(detail: unknown): number | null {
  if (typeof detail !== 'object' || detail === null || !('usedUpAttempts' in detail)) return null;
  const { usedUpAttempts } = detail as { usedUpAttempts: unknown };
  return typeof usedUpAttempts === 'number' ? usedUpAttempts : null;
}
