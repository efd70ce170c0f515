import { normalisedWords } from './normalise';
import { numbersAsDigits } from './number-words';

// A word-by-word comparison of an answer with the expected sentence (dictation's correction, and
// every typed kind's miss against the closest accepted answer). Words are compared normalised,
// numbers as digits (./normalise.ts, ./number-words.ts: "seven" = "7"), but shown as written. The alignment is the
// longest common subsequence; a run of missing words next to a run of extra words is paired up
// as wrong words (a substitution), the rest stay missing or extra.

type WordDiffStatus = 'correct' | 'wrong' | 'missing' | 'extra';
export type WordDiffToken = {
  expected: string | null;
  given: string | null;
  status: WordDiffStatus;
};

type Word = { text: string; key: string };

function splitWords(text: string): Word[] {
  return text
    .normalize('NFKC')
    .split(/\s+/)
    .map((word) => ({ text: word, key: numbersAsDigits(normalisedWords(word)).join('') }))
    .filter((word) => word.key !== '');
}

export function wordDiff(given: string, expected: string): WordDiffToken[] {
  const a = splitWords(expected);
  const b = splitWords(given);
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] =
        a[i]!.key === b[j]!.key
          ? lcs[i + 1]![j + 1]! + 1
          : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const tokens: WordDiffToken[] = [];
  let missing: Word[] = [];
  let extra: Word[] = [];
  const flush = () => {
    const paired = Math.min(missing.length, extra.length);
    for (let k = 0; k < paired; k++) {
      tokens.push({ expected: missing[k]!.text, given: extra[k]!.text, status: 'wrong' });
    }
    for (const word of missing.slice(paired))
      tokens.push({ expected: word.text, given: null, status: 'missing' });
    for (const word of extra.slice(paired))
      tokens.push({ expected: null, given: word.text, status: 'extra' });
    missing = [];
    extra = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i]!.key === b[j]!.key) {
      flush();
      tokens.push({ expected: a[i]!.text, given: b[j]!.text, status: 'correct' });
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      missing.push(a[i++]!);
    } else {
      extra.push(b[j++]!);
    }
  }
  flush();
  return tokens;
}
