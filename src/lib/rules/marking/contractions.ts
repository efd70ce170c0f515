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
function readingsOf(word: string): string[] {
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

/** At most this many readings of a whole answer are compared (a sentence rarely has two). */
const MAX_READINGS = 16;

/** Every reading of a sentence's words, each as one string of space-separated words. */
export function sentenceReadings(words: readonly string[]): string[] {
  let readings: string[][] = [[]];
  for (const word of words) {
    const options = readingsOf(word);
    const next: string[][] = [];
    for (const reading of readings) {
      for (const option of options) {
        if (next.length < MAX_READINGS) next.push([...reading, option]);
      }
    }
    readings = next;
  }
  return readings.map((reading) => reading.join(' '));
}
