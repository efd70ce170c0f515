import { contractionsOf, readingsOf } from './contractions';
import { normalisedWords } from './normalise';
import { numberWordOf, numbersAsDigits } from './number-words';
import { americanSpelling, spellingsOf } from './spelling-variants';

// Judging a typed or recognised answer against the accepted answers of the content (every one of
// them), the same way in the mock backend and in the app, as a teacher would mark it:
// - two answers match when, normalised (./normalise.ts), with numbers as digits
//   (./number-words.ts), British spellings read as American ones (./spelling-variants.ts) and
//   contractions read in full (./contractions.ts), any of their readings are the same words;
// - a miss is measured against the closest accepted answer: how many words would have to change.
//   A slip costs half a word: a word one letter off ("mornin", "bycicle": two letters swapped),
//   a missing apostrophe ("dont", "Im", "o clock") — a contraction is one word however it is
//   written ("dont" ≈ "don't" ≈ "do not" at the cost of one slip, never two words). A letter that
//   makes another form of the word ("drink" / "drinks", "like" / "liked") is grammar, not a slip;
// - what a slip is worth depends on the skill the exercise trains (`MarkingSkill`): translating
//   (translation quiz and drill) counts an answer whose only differences are slips (one per five
//   words) as right; spelling (dictation, typing drill, reading aloud) counts it as close
//   (「おしい！」), never right;
// - "close" otherwise when one word (or a fifth of the sentence's words) is to change and at
//   least half the answer stands. Among accepted answers equally near, the one nearest in
//   characters is chosen ("bycycle" is compared with "bicycle", not "bike").

/** How near an answer came: right, nearly right (「おしい！」), or not near. */
export type Closeness = 'correct' | 'close' | 'incorrect';

/** What an exercise trains, which decides what a slip is worth. */
export type MarkingSkill = 'translating' | 'spelling';

/** Exercise types whose skill is translating: the translation quiz (11) and drill (12). */
const TRANSLATING_TYPES = new Set([11, 12]);

/** The skill an exercise type's typed answers are marked for. */
export function markingSkillOf(exerciseType: number): MarkingSkill {
  return TRANSLATING_TYPES.has(exerciseType) ? 'translating' : 'spelling';
}

/**
 * One reading of a text: its words, each with the written word (group) it comes from, and the
 * forms of its spans once they are asked for (spansOf).
 */
type Reading = { words: string[]; owners: number[]; spans?: SpanForms[][] };
/**
 * A text prepared for comparing: its written words (normalised, numbers as digits, American
 * spelling), their readings, and the words as one text (for comparing characters).
 */
type Prepared = { groups: string[]; readings: Reading[]; text: string };

/** At most this many readings of a whole answer are compared (a sentence rarely has two). */
const MAX_READINGS = 16;

/** The normalised words of a text, numbers as digits, in American spelling. */
export function comparableWords(text: string): string[] {
  return numbersAsDigits(normalisedWords(text)).map(americanSpelling);
}

function prepare(text: string): Prepared {
  const groups = comparableWords(text);
  let readings: Reading[] = groups.length === 0 ? [] : [{ words: [], owners: [] }];
  groups.forEach((group, index) => {
    const options = readingsOf(group).map((option) => option.split(' '));
    const next: Reading[] = [];
    for (const reading of readings) {
      for (const option of options) {
        if (next.length < MAX_READINGS) {
          next.push({
            words: [...reading.words, ...option],
            owners: [...reading.owners, ...option.map(() => index)],
          });
        }
      }
    }
    readings = next;
  });
  return { groups, readings, text: groups.join(' ') };
}

/**
 * A pure function of a text, remembered per text: the memory is emptied when it holds `limit`
 * answers (marking runs in the app and in the mock for as long as they run).
 */
function remembered<T>(limit: number, compute: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    if (kept.has(key)) return kept.get(key)!;
    if (kept.size >= limit) kept.clear();
    const value = compute(key);
    kept.set(key, value);
    return value;
  };
}

/** Accepted answers, prepared once: an exercise's few answers are marked against again and again. */
const preparedAccepted = remembered(5_000, prepare);

/** True when the answer matches any of the accepted answers. */
export function matchesAnyAnswer(answer: string, accepted: readonly string[]): boolean {
  const given = new Set(prepare(answer).readings.map((r) => r.words.join(' ')));
  if (given.size === 0) return false;
  return accepted.some((candidate) =>
    prepare(candidate).readings.some((r) => given.has(r.words.join(' '))),
  );
}

/** Letters that differ between two words (Levenshtein, with adjacent swaps), stopping early. */
function letterDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(
        rows[i - 1]![j]! + 1,
        row[j - 1]! + 1,
        rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      row[j] = value;
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Two letters of the word swapped, wherever they are ("bycicle" for "bicycle"). */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ: number[] = [];
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) differ.push(i);
    if (differ.length > 2) return false;
  }
  const [i, j] = differ;
  return differ.length === 2 && a[i!] === b[j!] && a[j!] === b[i!];
}

const INFLECTIONS = ['s', 'd'];
const noApostrophes = (word: string) => word.replace(/'/g, '');

/**
 * A slip of the keyboard or the pen rather than another word: the same word without its
 * apostrophe ("dont", "Im"), or, for words of four letters or more (three after the slip), one
 * letter off (missing,
 * extra, wrong, or two swapped). Never between numbers, nor a letter that makes another form of
 * the word ("drink" / "drinks", "like" / "liked"): that is grammar.
 */
export function isSlip(a: string, b: string): boolean {
  if (a === b) return false;
  // "clour" is a slip of "colour" (read as "color"), "sevn" of "seven" (read as "7").
  const ways = (word: string) => [...spellingsOf(word), numberWordOf(word) ?? word];
  return ways(a).some((x) => ways(b).some((y) => isSlipOf(x, y)));
}

function isSlipOf(a: string, b: string): boolean {
  if (a === b || /\d/.test(a) || /\d/.test(b)) return false;
  const plainA = noApostrophes(a);
  const plainB = noApostrophes(b);
  if (plainA === plainB) return true;
  if (Math.max(plainA.length, plainB.length) < 4 || Math.min(plainA.length, plainB.length) < 3)
    return false;
  if (INFLECTIONS.some((end) => plainA === plainB + end || plainB === plainA + end)) return false;
  return letterDistance(plainA, plainB) === 1 || isSwap(plainA, plainB);
}

/**
 * How a span of words may be written: run together ("o clock" for "o'clock"), and as one written
 * word (the word it was written as, or its contraction: "do not" → "don't"), apostrophes left out.
 */
function spanForms(prepared: Prepared, reading: Reading, start: number, length: number) {
  const words = reading.words.slice(start, start + length);
  const written: string[] = [];
  const owner = reading.owners[start]!;
  const whole =
    reading.owners.slice(start, start + length).every((o) => o === owner) &&
    reading.owners.filter((o) => o === owner).length === length;
  if (whole) written.push(prepared.groups[owner]!);
  if (length === 2) written.push(...contractionsOf(words[0]!, words[1]!));
  return { together: noApostrophes(words.join('')), written: written.map(noApostrophes) };
}

/**
 * A span written as the other one with one slip: the same letters ("dont" / "do not"), or one
 * written word a letter off the other ("cnnot" / "can not"). Words run together are never a
 * letter off ("morning" is not "morning I").
 */
function spansMatch(a: SpanForms, b: SpanForms, slip: SlipTest): boolean {
  const aAll = [a.together, ...a.written];
  const bAll = [b.together, ...b.written];
  if (aAll.some((x) => bAll.includes(x))) return true;
  return a.written.some((x) => b.written.some((y) => slip(x, y)));
}

type SpanForms = ReturnType<typeof spanForms>;

/**
 * The forms of every span of one and of two words of a reading, by length, then start: worked out
 * once per reading (an accepted answer's readings are kept, so theirs once for every answer
 * marked against them), not once for every pair of readings compared.
 */
function spansOf(prepared: Prepared, reading: Reading): SpanForms[][] {
  const count = reading.words.length;
  reading.spans ??= [1, 2].map((length) =>
    Array.from({ length: Math.max(0, count - length + 1) }, (_, start) =>
      spanForms(prepared, reading, start, length),
    ),
  );
  return reading.spans;
}

/**
 * isSlip, remembered (up to 20,000 pairs of words): a marking asks it of every word of the answer
 * against every word of each accepted answer, and a class asks it of the same words again and
 * again (one exercise, the same answers, the same slips).
 */
type SlipTest = (a: string, b: string) => boolean;

const knownSlip = remembered(20_000, (pair) => {
  const [a, b] = pair.split('\n') as [string, string];
  return isSlip(a, b);
});
const slipOf: SlipTest = (a, b) => knownSlip(`${a}\n${b}`);

/** The differences between two readings: their cost in words, and how much of it is slips. */
type Difference = { cost: number; slips: number; changes: number };
const better = (a: Difference, b: Difference) =>
  a.cost < b.cost || (a.cost === b.cost && a.changes < b.changes);
const step = (from: Difference, slip: boolean, cost = 1): Difference =>
  slip
    ? { cost: from.cost + 0.5, slips: from.slips + 1, changes: from.changes }
    : { cost: from.cost + cost, slips: from.slips, changes: from.changes + 1 };

/** The cheapest way to turn one reading into the other (an edit distance over words). */
function difference(
  given: Prepared,
  g: Reading,
  expected: Prepared,
  e: Reading,
  slip: SlipTest,
): Difference {
  const m = g.words.length;
  const n = e.words.length;
  // Each span's forms once, not once for every cell of the table that looks at it.
  const givenSpans = spansOf(given, g);
  const expectedSpans = spansOf(expected, e);
  const table: Difference[][] = [];
  for (let i = 0; i <= m; i++) {
    const row: Difference[] = [];
    for (let j = 0; j <= n; j++) {
      if (i === 0 && j === 0) {
        row.push({ cost: 0, slips: 0, changes: 0 });
        continue;
      }
      let best: Difference | null = null;
      const consider = (candidate: Difference) => {
        if (!best || better(candidate, best)) best = candidate;
      };
      if (i > 0) consider(step(table[i - 1]![j]!, false));
      if (j > 0) consider(step(row[j - 1]!, false));
      if (i > 0 && j > 0) {
        const a = g.words[i - 1]!;
        const b = e.words[j - 1]!;
        const from = table[i - 1]![j - 1]!;
        if (a === b) consider(from);
        else consider(step(from, slip(a, b)));
      }
      // A word written as two, two as one, or a contraction without its apostrophe: one slip.
      for (let a = 1; a <= 2 && a <= i; a++) {
        for (let b = 1; b <= 2 && b <= j; b++) {
          if (a === b) continue;
          if (spansMatch(givenSpans[a - 1]![i - a]!, expectedSpans[b - 1]![j - b]!, slip)) {
            consider(step(table[i - a]![j - b]!, true));
          }
        }
      }
      row.push(best!);
    }
    table.push(row);
  }
  return table[m]![n]!;
}

/** Characters that differ between two texts (the tie-break between equally near answers). */
function characterDistance(a: string, b: string): number {
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

export type AnswerMark = {
  closeness: Closeness;
  /** The accepted answer the learner came nearest to, as the content writes it. */
  closest: string;
  /** Words to change to reach it (0 when the same; a slip counts half). */
  cost: number;
  /** Slips among the differences (a letter, an apostrophe, a space). */
  slips: number;
  /** True when the answer is the accepted one exactly (as read): nothing to mark. */
  exact: boolean;
};

/** Answers this much longer than the accepted one are not compared word by word. */
const MAX_EXTRA_WORDS = 20;

/**
 * How an answer compares with the accepted answers: right, close or not for the skill, and the
 * accepted answer it came nearest to (the one to show it against). `accepted` must not be empty.
 */
export function markAnswer(
  answer: string,
  accepted: readonly string[],
  skill: MarkingSkill = 'spelling',
): AnswerMark {
  const given = prepare(answer);
  const givenReadings = given.readings.length ? given.readings : [{ words: [], owners: [] }];
  let best: { mark: AnswerMark; diff: Difference; chars: number } | null = null;
  for (const candidate of accepted) {
    const expected = preparedAccepted(candidate);
    let chars: number | null = null;
    for (const e of expected.readings) {
      for (const g of givenReadings) {
        const diff: Difference =
          g.words.length === 0
            ? { cost: Infinity, slips: 0, changes: Infinity }
            : g.words.length > 2 * e.words.length + MAX_EXTRA_WORDS
              ? { cost: g.words.length, slips: 0, changes: g.words.length }
              : difference(given, g, expected, e, slipOf);
        const tie = best !== null && !better(diff, best.diff) && !better(best.diff, diff);
        if (best && !better(diff, best.diff) && !tie) continue;
        // Equally near in words: the answer nearer in characters ("bycycle": "bicycle"); a far
        // miss keeps the first (the model answer).
        if (tie && best!.mark.closeness === 'incorrect') continue;
        chars ??= characterDistance(given.text, expected.text);
        if (tie && chars >= best!.chars) continue;
        best = { mark: markOf(diff, e.words.length, candidate, skill), diff, chars };
      }
    }
  }
  return (
    best?.mark ?? {
      closeness: 'incorrect',
      closest: accepted[0] ?? '',
      cost: Infinity,
      slips: 0,
      exact: false,
    }
  );
}

function markOf(
  diff: Difference,
  expectedWords: number,
  closest: string,
  skill: MarkingSkill,
): AnswerMark {
  return {
    closeness: closenessOf(diff, expectedWords, skill),
    closest,
    cost: diff.cost,
    slips: diff.slips,
    exact: diff.cost === 0,
  };
}

/**
 * Right when nothing is to change, or (translating) only slips, one per five words; close when
 * only such slips are to change (spelling), or one word (or a fifth of the words) is, and at least
 * half the answer stands (a one-word answer is close only when it is a slip).
 */
function closenessOf(diff: Difference, expectedWords: number, skill: MarkingSkill): Closeness {
  if (diff.cost === 0) return 'correct';
  if (diff.changes === 0 && diff.slips <= Math.max(1, Math.floor(expectedWords / 5))) {
    return skill === 'translating' ? 'correct' : 'close';
  }
  return diff.cost <= Math.max(1, expectedWords / 5) && diff.cost <= expectedWords / 2
    ? 'close'
    : 'incorrect';
}
