import { sentenceReadings } from './contractions';
import { normalisedWords } from './normalise';
import { numbersAsDigits } from './number-words';

// Judging a typed or recognised answer against the accepted answers of the content (every one of
// them), the same way in the mock backend and in the app:
// - two answers match when, normalised (./normalise.ts), with numbers as digits
//   (./number-words.ts) and contractions read in full (./contractions.ts), any of their readings
//   are the same words;
// - a miss is measured against the closest accepted answer: how many words would have to change
//   (a word one letter off, a typo, counts half), and "close" when that is one word, or at most a
//   fifth of the sentence's words.

/** How near an answer came: right, nearly right (「おしい！」), or not near. */
export type Closeness = 'correct' | 'close' | 'incorrect';

/** The comparable readings of a text (usually one; more with "he's", "I'd"…). */
function comparableReadings(text: string): string[] {
  const words = numbersAsDigits(normalisedWords(text));
  return words.length === 0 ? [] : sentenceReadings(words);
}

/** True when the answer matches any of the accepted answers. */
export function matchesAnyAnswer(answer: string, accepted: readonly string[]): boolean {
  const given = new Set(comparableReadings(answer));
  if (given.size === 0) return false;
  return accepted.some((candidate) => comparableReadings(candidate).some((r) => given.has(r)));
}

/** Letters that differ between two words (Levenshtein), stopping early above 2. */
function letterDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** A word one letter off (for words of four letters or more): a typo rather than another word. */
const isTypo = (a: string, b: string) =>
  Math.min(a.length, b.length) >= 4 && letterDistance(a, b) === 1;

/** Words to change to turn `given` into `expected`: a typo costs half, any other change one. */
function wordCost(given: readonly string[], expected: readonly string[]): number {
  let previous = Array.from({ length: expected.length + 1 }, (_, j) => j);
  for (let i = 1; i <= given.length; i++) {
    const row = [i];
    for (let j = 1; j <= expected.length; j++) {
      const a = given[i - 1]!;
      const b = expected[j - 1]!;
      const change = a === b ? 0 : isTypo(a, b) ? 0.5 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + change);
    }
    previous = row;
  }
  return previous[expected.length]!;
}

export type AnswerMark = {
  closeness: Closeness;
  /** The accepted answer the learner came nearest to, as the content writes it. */
  closest: string;
  /** Words to change to reach it (0 when right). */
  cost: number;
};

/**
 * How an answer compares with the accepted answers: right, close or not, and the accepted answer
 * it came nearest to (the one to show it against). `accepted` must not be empty.
 */
export function markAnswer(answer: string, accepted: readonly string[]): AnswerMark {
  const given = comparableReadings(answer);
  let best: AnswerMark | null = null;
  for (const candidate of accepted) {
    for (const reading of comparableReadings(candidate)) {
      const expected = reading.split(' ');
      for (const own of given.length ? given : ['']) {
        const cost = own ? wordCost(own.split(' '), expected) : Infinity;
        if (!best || cost < best.cost) {
          best = { closeness: closenessOf(cost, expected.length), closest: candidate, cost };
        }
      }
    }
  }
  return best ?? { closeness: 'incorrect', closest: accepted[0] ?? '', cost: Infinity };
}

/**
 * Right when nothing is to change; close when one word (or a fifth of the words) is, and at
 * least half the answer stands (a one-word answer is close only when it is a typo).
 */
function closenessOf(cost: number, expectedWords: number): Closeness {
  if (cost === 0) return 'correct';
  return cost <= Math.max(1, expectedWords / 5) && cost <= expectedWords / 2
    ? 'close'
    : 'incorrect';
}
