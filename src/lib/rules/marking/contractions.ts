// Contractions read as their full forms, so "I'm" = "I am", "don't" = "do not", "can't" =
// "cannot" = "can not". Where a contraction has two readings ("he's" is "he is" or "he has",
// "I'd" is "I would" or "I had") every reading is kept, and two answers match when any readings
// agree. A name's "'s" (Ken's bike) is a possessive and stays. Works on normalised words
// (./normalise.ts: lower case, straight apostrophes).

const WHOLE: Record<string, string[]> = {
  "won't": ['will not'],
  "can't": ['can not'],
  cannot: ['can not'],
  "shan't": ['shall not'],
  "let's": ['let us'],
  "ain't": ['am not', 'is not', 'are not'],
};

/** Words whose "'s" is "is" or "has" rather than a possessive. */
const IS_OR_HAS = new Set([
  'he',
  'she',
  'it',
  'that',
  'there',
  'here',
  'what',
  'where',
  'who',
  'how',
  'when',
  'why',
  'this',
  'everyone',
  'everything',
  'nothing',
  'someone',
  'something',
  'nobody',
  'somebody',
]);

const SUFFIXES: [suffix: string, readings: string[]][] = [
  ["n't", ['not']],
  ["'m", ['am']],
  ["'re", ['are']],
  ["'ve", ['have']],
  ["'ll", ['will']],
  ["'d", ['would', 'had']],
];

/** The readings of one word: itself, or its full forms. */
export function readingsOf(word: string): string[] {
  const whole = WHOLE[word];
  if (whole) return whole;
  for (const [suffix, readings] of SUFFIXES) {
    if (word.length > suffix.length && word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      return readings.map((reading) => `${stem} ${reading}`);
    }
  }
  if (word.endsWith("'s")) {
    const stem = word.slice(0, -2);
    if (IS_OR_HAS.has(stem)) return [`${stem} is`, `${stem} has`];
  }
  return [word];
}

const NOT_WHOLE: Record<string, string> = { will: "won't", can: "can't", shall: "shan't" };
const SUFFIX_OF: Record<string, string> = {
  not: "n't",
  am: "'m",
  are: "'re",
  have: "'ve",
  will: "'ll",
  would: "'d",
  had: "'d",
  is: "'s",
  has: "'s",
};

/**
 * The contracted spellings of two words written in full ("do not" → "don't", "can not" →
 * "can't" and "cannot", "I am" → "I'm", "let us" → "let's"), none when they are no contraction's
 * full form ("Ken is" stays two words: "Ken's" is a possessive).
 */
export function contractionsOf(first: string, second: string): string[] {
  const full = `${first} ${second}`;
  const candidates: string[] = [];
  if (second === 'not' && NOT_WHOLE[first]) candidates.push(NOT_WHOLE[first]);
  if (full === 'can not') candidates.push('cannot');
  if (full === 'let us') candidates.push("let's");
  const suffix = SUFFIX_OF[second];
  if (suffix && !(second === 'not' && NOT_WHOLE[first])) candidates.push(first + suffix);
  return candidates.filter((word) => readingsOf(word).includes(full));
}
