// Whether a free writing draft (exercise type 13) shows enough effort to be sent. The app checks
// it before the learner can send, and the mock backend refuses a draft that fails it (422), so the
// two agree. A draft is held back when it
// - has fewer words than the prompt's minWords (TOO_FEW_WORDS, with how many are missing);
// - is not written in English letters: under 80 % of its letters are Latin, or it has words but
//   no letters (NOT_ENGLISH);
// - is mostly one word over and over: the same word three times in a row, or, from ten words on,
//   fewer than 30 % different words (REPEATED_WORDS);
// - is not made of words: from five words on, under 70 % of them look like English words — two
//   or more letters with a vowel (y counts), no letter three times in a row, no five consonants in
//   a row; "a" and "I" are words, numbers are left out (NOT_WORDS).
// The thresholds pass every model answer of the content and plain learner answers ("I like dogs.
// I like cats. …") and fail "blah blah …", "aaaa …", key mashing and Japanese text.

export type WritingEffortIssue =
  | { code: 'TOO_FEW_WORDS'; missing: number }
  | { code: 'NOT_ENGLISH' }
  | { code: 'REPEATED_WORDS' }
  | { code: 'NOT_WORDS' };

/** Words as the backend counts them: runs of letters or digits, "don't" one word, hyphens split. */
const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;

const LATIN_SHARE = 0.8;
const REPEAT_RUN = 3;
const DISTINCT_FROM = 10;
const DISTINCT_SHARE = 0.3;
const WORDLIKE_FROM = 5;
const WORDLIKE_SHARE = 0.7;

/** The words of a text (full-width letters folded), as typed. */
function writingWords(text: string): string[] {
  return text.normalize('NFKC').match(WORD) ?? [];
}

export function countWords(text: string): number {
  return writingWords(text).length;
}

function latinShare(text: string): number {
  const letters = text.normalize('NFKC').match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 0;
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter));
  return latin.length / letters.length;
}

function longestRun(words: readonly string[]): number {
  let longest = 0;
  let run = 0;
  words.forEach((word, index) => {
    run = index > 0 && word === words[index - 1] ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

function mostlyRepeated(words: readonly string[]): boolean {
  if (longestRun(words) >= REPEAT_RUN) return true;
  if (words.length < DISTINCT_FROM) return false;
  return new Set(words).size / words.length < DISTINCT_SHARE;
}

function looksLikeWord(word: string): boolean {
  if (word === 'a' || word === 'i') return true;
  return (
    word.length >= 2 &&
    /[aeiouy]/.test(word) &&
    !/(\p{L})\1\1/u.test(word) &&
    !/[b-df-hj-np-tv-xz]{5}/.test(word)
  );
}

function mostlyNotWords(words: readonly string[]): boolean {
  const lettered = words.filter((word) => !/^\p{N}+$/u.test(word));
  if (lettered.length < WORDLIKE_FROM) return false;
  const wordLike = lettered.filter((word) => looksLikeWord(word.replace(/['\u2019]/g, '')));
  return wordLike.length / lettered.length < WORDLIKE_SHARE;
}

/** What keeps the draft from being sent, most telling first; empty when it may be sent. */
export function writingEffortIssues(text: string, minWords: number): WritingEffortIssue[] {
  const words = writingWords(text).map((word) => word.toLowerCase());
  const issues: WritingEffortIssue[] = [];
  if (words.length > 0 && latinShare(text) < LATIN_SHARE) issues.push({ code: 'NOT_ENGLISH' });
  else if (mostlyNotWords(words)) issues.push({ code: 'NOT_WORDS' });
  if (mostlyRepeated(words)) issues.push({ code: 'REPEATED_WORDS' });
  if (words.length < minWords)
    issues.push({ code: 'TOO_FEW_WORDS', missing: minWords - words.length });
  return issues;
}
