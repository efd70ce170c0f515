// How far a typed sentence matches the sentence to type, character by character, the way the
// backend's normalisation reads them (src/lib/rules/marking/normalise.ts): case-insensitive,
// full-width letters as half-width, curly apostrophes and quotes as straight, hyphens as spaces,
// runs of spaces as one, and punctuation optional. It runs on every keystroke: one pass over the
// typed text, the target prepared once per sentence. Where that pass finds a mistake, the shared
// marking rule (src/lib/rules/marking) has the last word (`checkTyping`): what the verdict will
// accept is never shown as a mistake — spaces at the end (a phone keyboard adds one), "2" for
// "two", "I am" for "I'm".
import { matchesAnyAnswer } from '../../../../lib/rules/marking/answer-match';

export type TypingTarget = {
  /** The sentence folded, one entry per character (runs of spaces collapsed to one). */
  chars: string[];
  /** Punctuation the learner may leave out. */
  optional: boolean[];
  /** Offset in the original sentence of each folded character (for showing progress). */
  offsets: number[];
  length: number;
};

export type TypingProgress = {
  /** Characters of the target matched so far (folded). */
  matched: number;
  /** Offset in the original sentence up to which it has been typed correctly. */
  doneUpTo: number;
  /** UTF-16 offset in the typed text of the first wrong character, null when none. */
  firstWrong: number | null;
  /** The whole sentence typed without a mistake. */
  complete: boolean;
};

const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033]/;
const DASHES = /[-\u2010-\u2015]/;
const SPACE = /\s/;
const WORD_CHAR = /[\p{L}\p{N}']/u;

/** One character folded the way the backend compares answers. */
function foldChar(char: string): string {
  const value = char.normalize('NFKC');
  if (SPACE.test(value) || DASHES.test(value)) return ' ';
  if (SINGLE_QUOTES.test(value)) return "'";
  if (DOUBLE_QUOTES.test(value)) return '"';
  return value.toLowerCase();
}

export function prepareTarget(sentence: string): TypingTarget {
  const chars: string[] = [];
  const optional: boolean[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const char of sentence) {
    const folded = foldChar(char);
    const isSpace = folded === ' ';
    if (!(isSpace && (chars.length === 0 || chars[chars.length - 1] === ' '))) {
      chars.push(folded);
      optional.push(!isSpace && !WORD_CHAR.test(folded));
      offsets.push(offset);
    }
    offset += char.length;
  }
  while (chars.length > 0 && chars[chars.length - 1] === ' ') {
    chars.pop();
    optional.pop();
    offsets.pop();
  }
  return { chars, optional, offsets, length: chars.length };
}

/** Compares the typed text with the prepared target in one pass. */
export function typingProgress(typed: string, target: TypingTarget): TypingProgress {
  const { chars, optional, offsets, length } = target;
  let j = 0;
  let offset = 0;
  let previous = '';
  let firstWrong: number | null = null;
  for (const char of typed) {
    const at = offset;
    offset += char.length;
    const folded = foldChar(char);
    if (folded === ' ' && (previous === ' ' || j === 0)) continue;
    previous = folded;
    while (j < length && chars[j] !== folded && optional[j]) j++;
    if (j < length && chars[j] === folded) {
      j++;
      continue;
    }
    // Punctuation the sentence does not have is ignored, as the backend drops it.
    if (folded !== ' ' && !WORD_CHAR.test(folded)) continue;
    // Spaces after the last word are no mistake: the backend trims them.
    if (typed.slice(at).trim() === '') break;
    firstWrong = at;
    break;
  }
  let end = j;
  while (end < length && optional[end]) end++;
  const complete = firstWrong === null && end === length && length > 0;
  return {
    matched: j,
    doneUpTo: j >= length ? Number.POSITIVE_INFINITY : (offsets[j] ?? 0),
    firstWrong,
    complete,
  };
}

const WHOLE: TypingProgress = {
  matched: 0,
  doneUpTo: Number.POSITIVE_INFINITY,
  firstWrong: null,
  complete: true,
};

/**
 * The typing check the learner sees, by the same rule as the verdict: the character pass, and
 * where it finds a mistake, the marking rule — the whole text accepted (complete), or its finished
 * words accepted as the sentence's first words and the word being typed a start of the next one
 * (no mistake yet).
 */
export function checkTyping(typed: string, sentence: string, target: TypingTarget): TypingProgress {
  const progress = typingProgress(typed, target);
  if (progress.firstWrong === null) return progress;
  if (matchesAnyAnswer(typed, [sentence])) return { ...WHOLE, matched: target.length };
  const words = typed.trim().split(/\s+/);
  const spans = [...sentence.matchAll(/\S+/g)];
  const firstWords = (count: number) =>
    spans
      .slice(0, count)
      .map(([word]) => word)
      .join(' ');
  const upTo = (doneUpTo: number): TypingProgress => ({
    matched: typingProgress(sentence.slice(0, doneUpTo), target).matched,
    doneUpTo,
    firstWrong: null,
    complete: false,
  });
  // Every word typed is right so far ("I have 2" for "I have two cats", "I am" for "I'm").
  for (let count = 1; count < spans.length; count++) {
    if (!matchesAnyAnswer(words.join(' '), [firstWords(count)])) continue;
    return upTo(spans[count - 1]!.index + spans[count - 1]![0].length);
  }
  // The words before the one being typed are right, and it starts the next word.
  const typing = /\s$/.test(typed) ? '' : words.pop()!;
  if (words.length === 0) return progress;
  for (let count = 1; count < spans.length; count++) {
    if (!matchesAnyAnswer(words.join(' '), [firstWords(count)])) continue;
    const next = spans[count]!;
    const rest = typingProgress(typing, prepareTarget(next[0]));
    if (rest.firstWrong !== null) return progress;
    return upTo(next.index + (Number.isFinite(rest.doneUpTo) ? rest.doneUpTo : next[0].length));
  }
  return progress;
}
