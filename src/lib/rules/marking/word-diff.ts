import { comparableWords, isSlip } from './answer-match';
import { contractionsOf, readingsOf } from './contractions';

// A word-by-word comparison of an answer with the expected sentence (dictation's correction, and
// every typed kind's answer against the closest accepted answer). Words are compared as
// ./answer-match.ts reads them (normalised, numbers as digits, British spellings as American,
// contractions in full) but shown as written, the expected ones as the content writes them:
// - a word read the same is right, however written ("I'll" for "I will", "colour" for "color");
// - a slip (./answer-match.ts `isSlip`: "mornin", "bycicle", "dont", "o clock") is a typo: the
//   learner's word with the right one after it, marked apart from a wrong word;
// - otherwise wrong words (a substitution), missing words and extra words, the fewest changes
//   (an edit distance over words, a slip counting half).

type WordDiffStatus = 'correct' | 'typo' | 'wrong' | 'missing' | 'extra';
export type WordDiffToken = {
  expected: string | null;
  given: string | null;
  status: WordDiffStatus;
};

/** A word as written, with how it reads (its readings: "he's" is "he is" or "he has"). */
type Word = { text: string; readings: string[]; plain: string };

function splitWords(text: string): Word[] {
  return text
    .normalize('NFKC')
    .split(/\s+/)
    .map((text) => {
      const words = comparableWords(text);
      const readings = words.length === 1 ? readingsOf(words[0]!) : [words.join(' ')];
      return { text, readings, plain: words.join('') };
    })
    .filter((word) => word.plain !== '');
}

const sameReading = (a: Word, b: Word) => a.readings.some((r) => b.readings.includes(r));

/** How two adjacent words read together, and how they may be written as one. */
function pairOf(first: Word, second: Word) {
  const readings = first.readings.flatMap((a) => second.readings.map((b) => `${a} ${b}`));
  const forms = [first.plain + second.plain];
  if (first.readings.length === 1 && second.readings.length === 1) {
    forms.push(...contractionsOf(first.readings[0]!, second.readings[0]!));
  }
  return { readings, forms: forms.map((form) => form.replace(/'/g, '')) };
}

/** One word against two: the same reading (correct), written as one (typo), or neither (null). */
function oneAgainstTwo(one: Word, first: Word, second: Word): 'correct' | 'typo' | null {
  const pair = pairOf(first, second);
  if (one.readings.some((r) => pair.readings.includes(r))) return 'correct';
  return pair.forms.includes(one.plain.replace(/'/g, '')) ? 'typo' : null;
}

type Cell = { cost: number; changes: number; move: Move | null };
type Move = { given: number; expected: number; status: WordDiffStatus };

export function wordDiff(given: string, expected: string): WordDiffToken[] {
  const a = splitWords(given);
  const e = splitWords(expected);
  const table: Cell[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: Cell[] = [];
    for (let j = 0; j <= e.length; j++) {
      let best: Cell = { cost: i === 0 && j === 0 ? 0 : Infinity, changes: 0, move: null };
      const consider = (from: Cell, move: Move) => {
        const cost = from.cost + (move.status === 'correct' ? 0 : move.status === 'typo' ? 0.5 : 1);
        const changes = from.changes + (move.status === 'correct' ? 0 : 1);
        if (cost < best.cost || (cost === best.cost && changes < best.changes)) {
          best = { cost, changes, move };
        }
      };
      // Ties go to an extra or missing word at the end (read backwards): wrong words pair up first.
      if (i > 0) consider(table[i - 1]![j]!, { given: 1, expected: 0, status: 'extra' });
      if (j > 0) consider(row[j - 1]!, { given: 0, expected: 1, status: 'missing' });
      if (i > 0 && j > 0) {
        const x = a[i - 1]!;
        const y = e[j - 1]!;
        const status = sameReading(x, y)
          ? 'correct'
          : x.readings.some((r) => y.readings.some((s) => isSlip(r, s))) || isSlip(x.plain, y.plain)
            ? 'typo'
            : 'wrong';
        consider(table[i - 1]![j - 1]!, { given: 1, expected: 1, status });
      }
      if (i > 0 && j > 1) {
        const status = oneAgainstTwo(a[i - 1]!, e[j - 2]!, e[j - 1]!);
        if (status) consider(table[i - 1]![j - 2]!, { given: 1, expected: 2, status });
      }
      if (i > 1 && j > 0) {
        const status = oneAgainstTwo(e[j - 1]!, a[i - 2]!, a[i - 1]!);
        if (status) consider(table[i - 2]![j - 1]!, { given: 2, expected: 1, status });
      }
      row.push(best);
    }
    table.push(row);
  }
  const tokens: WordDiffToken[] = [];
  let i = a.length;
  let j = e.length;
  while (i > 0 || j > 0) {
    const move = table[i]![j]!.move!;
    const text = (words: Word[], from: number, count: number) =>
      count === 0
        ? null
        : words
            .slice(from - count, from)
            .map((w) => w.text)
            .join(' ');
    tokens.push({
      expected: text(e, j, move.expected),
      given: text(a, i, move.given),
      status: move.status,
    });
    i -= move.given;
    j -= move.expected;
  }
  return tokens.reverse();
}
