// How far a typed sentence matches the sentence to type, character by character, the way the
// backend's normalisation reads them (src/lib/rules/marking/normalise.ts): case-insensitive,
// full-width letters as half-width, curly apostrophes and quotes as straight, hyphens as spaces,
// runs of spaces as one, and punctuation optional. It runs on every keystroke: one pass over the
// typed text, the target prepared once per sentence.

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
