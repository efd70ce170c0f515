import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparableWords, markAnswer, type MarkingSkill } from './answer-match';
import { readingsOf } from './contractions';

// Properties of the marking every kind relies on (issue 37), over sentences made of words a
// course uses: contractions, numbers in words, British spellings, names and punctuation.
// - an accepted answer is always right, however it is written (case, punctuation, spacing), and
//   whichever other answers are accepted beside it;
// - one slip (a letter missing, added, changed or two swapped, in a word of four letters or
//   more) never makes an answer worse than close, and for translating it stays right.

const WORDS = [
  'I',
  'you',
  'we',
  'they',
  'she',
  'Ken',
  "don't",
  "can't",
  "I'm",
  "isn't",
  "we're",
  'cannot',
  'go',
  'school',
  'library',
  'morning',
  'breakfast',
  'seven',
  'twenty-one',
  "o'clock",
  'favourite',
  'colour',
  'practise',
  'centre',
  'bicycle',
  'station',
  'always',
  'usually',
  'homework',
  'friends',
  'teacher',
  'English',
  'Japanese',
  'yesterday',
  'weekend',
  'played',
  'soccer',
  'listen',
  'music',
  'the',
  'to',
  'at',
  'on',
  'a',
];
const SKILLS: MarkingSkill[] = ['translating', 'spelling'];

const sentence = fc
  .array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 12 })
  .map((words) => {
    const text = words.join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  });

/** How a learner may write an accepted answer that a teacher reads the same. */
const rewritten = fc.constantFrom(
  (text: string) => text,
  (text: string) => text.toLowerCase(),
  (text: string) => text.replace(/[.,!?]/g, ''),
  (text: string) => `  ${text.toUpperCase()}  `,
  (text: string) => text.replace(/ /g, '  '),
);

const PLAIN = /^[a-z]{4,}$/i;

type Slip = { kind: 'missing' | 'extra' | 'changed' | 'swapped'; at: number; letter: string };
const slip = fc.record({
  kind: fc.constantFrom<Slip['kind']>('missing', 'extra', 'changed', 'swapped'),
  at: fc.nat(),
  letter: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
});

/** The word with one slip inside it (never at its end: an added "s" or "d" is grammar). */
function withSlip(word: string, { kind, at, letter }: Slip): string {
  const i = 1 + (at % (word.length - 2));
  if (kind === 'missing') return word.slice(0, i) + word.slice(i + 1);
  if (kind === 'extra') return word.slice(0, i) + letter + word.slice(i);
  if (kind === 'changed') return word.slice(0, i) + letter + word.slice(i + 1);
  return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
}

describe('marking properties', () => {
  it('an accepted answer is always right, as written or rewritten', () => {
    fc.assert(
      fc.property(
        sentence,
        fc.array(sentence, { maxLength: 3 }),
        rewritten,
        fc.constantFrom(...SKILLS),
        (accepted, others, rewrite, skill) => {
          const answers = [...others, accepted];
          const mark = markAnswer(rewrite(accepted), answers, skill);
          expect(mark.closeness).toBe('correct');
          expect(mark.cost).toBe(0);
        },
      ),
    );
  });

  it('one slip never makes an answer worse than close, and stays right for translating', () => {
    fc.assert(
      fc.property(sentence, fc.nat(), slip, (accepted, pick, change) => {
        const words = accepted.slice(0, -1).split(' ');
        const candidates = words.flatMap((word, index) => (PLAIN.test(word) ? [index] : []));
        fc.pre(candidates.length > 0);
        const index = candidates[pick % candidates.length]!;
        const typed = withSlip(words[index]!, change);
        // A slip that makes a number or a contraction is another word, not a slip of this one.
        const [read] = comparableWords(typed);
        fc.pre(read === typed.toLowerCase() && readingsOf(read).length === 1);
        const answer = [...words.slice(0, index), typed, ...words.slice(index + 1)].join(' ');
        const spelling = markAnswer(answer, [accepted], 'spelling');
        expect(['correct', 'close']).toContain(spelling.closeness);
        expect(markAnswer(answer, [accepted], 'translating').closeness).toBe('correct');
      }),
    );
  });
});
