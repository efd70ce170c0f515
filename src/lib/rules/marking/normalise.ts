// How a typed or recognised answer is read before it is compared with the content (spec 5 and
// learner-ux "In text fields"), by the mock backend and by the app alike:
// - full-width characters fold to half-width (NFKC: "Ｉ’ｍ ｆｉｎｅ", full-width space → "I’m fine"),
// - curly apostrophes and quotes become straight ones,
// - case is ignored,
// - a thousands separator between digits goes ("1,000" → "1000"), a decimal point is read as
//   "point" ("3.5" → "3 point 5", as "three point five" is),
// - hyphens and dashes are spaces ("well-known" = "well known", "twenty-one" = "twenty one"),
// - other punctuation and symbols go, except an apostrophe inside a word ("I'm" stays "i'm"),
// - runs of spaces collapse and the ends are trimmed.
// Numbers and contractions are read by ./number-words.ts and ./contractions.ts on top of this.

const CURLY = [
  [/[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
] as const;

/** Full-width folded and curly quotes straightened: the text as the learner meant it. */
export function foldCharacters(text: string): string {
  let value = text.normalize('NFKC');
  for (const [pattern, replacement] of CURLY) value = value.replace(pattern, replacement);
  return value;
}

export function normaliseAnswer(text: string): string {
  return foldCharacters(text)
    .toLowerCase()
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/(\d)\.(?=\d)/g, '$1 point ')
    .replace(/[-\u2010-\u2015]/g, ' ')
    .replace(/'(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])'/gu, ' ')
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a text, each normalised (empty ones dropped). */
export function normalisedWords(text: string): string[] {
  const value = normaliseAnswer(text);
  return value === '' ? [] : value.split(' ');
}
