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
 * What the Answered part and the next attempt show: the word-by-word marks, after the last miss
 * (spec 4.3's invalid retry) how many attempts were used up, and what each slot held (so the next
 * attempt keeps the words marked right).
 */
export type DictationDetail = {
  words: DictationCorrectionWord[];
  usedUpAttempts: number | null;
  /** Each slot's text as sent, in slot order (fixed words as given); absent in older runs. */
  slots?: string[];
};

/** The most user actions one answer may carry (the contract's maxItems). */
export const MAX_USER_ACTIONS = 200;

export function answerWords(slots: readonly DictationSlot[], values: readonly string[]) {
  return slots.map<DictationAnswerWord>((slot, index) =>
    slot.fixed
      ? { text: slot.text ?? '', fixed: true }
      : { text: (values[index] ?? '').trim().slice(0, 200), fixed: false },
  );
}

/**
 * A slot's placeholder: the hint's letters, then one place (_) for each letter still to write, so
 * it has exactly as many places as the word has letters ("lun__" for a five-letter word).
 */
export function placeholderOf(slot: Pick<DictationSlot, 'letters' | 'hint'>): string {
  const hint = [...(slot.hint ?? '')].slice(0, slot.letters).join('');
  return `${hint}${'_'.repeat(Math.max(slot.letters - [...hint].length, 0))}`;
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

/** The words of a slot as the backend's correction lists them (split at spaces, punctuation dropped). */
const wordsOfSlot = (text: string) =>
  text
    .normalize('NFKC')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));

/**
 * The words the next attempt keeps, per slot of `slots` (null: to write again): a slot to write
 * whose every word the previous answer's correction marked correct keeps the learner's text, as
 * written ("6" for "six" stays "6"). The correction lists the learner's words in order (with the
 * sentence's missing words between them); each slot's words are found there in turn. When they
 * cannot be matched one for one (another split of the words), nothing is kept rather than guessed.
 */
export function keptWords(previous: unknown, slots: readonly DictationSlot[]): (string | null)[] {
  const none = slots.map(() => null);
  const correction = detailWords(previous);
  const sent =
    typeof previous === 'object' && previous !== null && 'slots' in previous
      ? (previous as { slots: unknown }).slots
      : null;
  if (!correction || !Array.isArray(sent) || sent.length !== slots.length) return none;
  const given = correction.filter((word) => word.given !== null);
  let next = 0;
  const kept: (string | null)[] = [];
  for (const [index, slot] of slots.entries()) {
    const text = typeof sent[index] === 'string' ? sent[index] : '';
    const words = wordsOfSlot(text);
    let right = words.length > 0;
    for (const word of words) {
      const mark = given[next];
      if (mark?.given?.normalize('NFKC') !== word) return none;
      next += 1;
      if (mark.status !== 'correct') right = false;
    }
    kept.push(!slot.fixed && right ? text : null);
  }
  return next === given.length ? kept : none;
}
