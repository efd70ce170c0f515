// How typed or recognised answers are compared with the content (dictation, translation, chat,
// typing drills): two answers match when their normalised forms are equal. Normalising
// - folds full-width characters to half-width (NFKC: "Ｉ’ｍ ｆｉｎｅ", with a full-width space, → "I’m fine"),
// - turns curly apostrophes and quotes into straight ones,
// - lower-cases,
// - turns hyphens and dashes into spaces ("well-known" = "well known"),
// - drops punctuation and symbols except an apostrophe inside a word ("I'm" stays "i'm"),
// - collapses runs of spaces and trims.
// Contractions are not expanded: "I'm" and "I am" are different answers on purpose.

const CURLY = [
  [/[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
] as const;

export function normaliseAnswer(text: string): string {
  let value = text.normalize('NFKC');
  for (const [pattern, replacement] of CURLY) value = value.replace(pattern, replacement);
  return value
    .toLowerCase()
    .replace(/[-\u2010-\u2015]/g, ' ')
    .replace(/'(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])'/gu, ' ')
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the answer matches any of the accepted answers after normalisation. */
export function matchesAnyAnswer(answer: string, accepted: readonly string[]): boolean {
  const given = normaliseAnswer(answer);
  return given !== '' && accepted.some((candidate) => normaliseAnswer(candidate) === given);
}

/** The words of a text, each normalised (empty ones dropped). */
export function normalisedWords(text: string): string[] {
  const value = normaliseAnswer(text);
  return value === '' ? [] : value.split(' ');
}
