import { describe, expect, it } from 'vitest';
import type { ProblemKey } from '../db/exercise-content';
import { correctionOf, judgeAnswer, judgedAnswer } from './answer-judging';

const base = {
  problemUuid: '0b7c1f9e-5d0a-4f4b-9a53-1e2f3a4b5c6d',
  expected: 'I like apples.',
  practiceOnly: false,
};
const choice: ProblemKey = { ...base, kind: 'choice', correctOptionId: 'b' };
const sentence: ProblemKey = {
  ...base,
  kind: 'sentence',
  accepted: ['I like apples.', 'I love apples.'],
};
const cats: ProblemKey = { ...base, kind: 'sentence', accepted: ['I have 2 cats.'] };
const ken: ProblemKey = { ...base, kind: 'sentence', accepted: ["I'm Ken."] };
const chat: ProblemKey = {
  ...base,
  kind: 'chat',
  answers: [
    { accepted: ['I like apples.'], nextProblemUuid: null },
    { accepted: ["I don't like apples."], nextProblemUuid: null },
  ],
};
const dictation: ProblemKey = { ...base, kind: 'dictation', sentenceIndex: 0 };
const pronunciation: ProblemKey = {
  ...base,
  kind: 'pronunciation',
  expected: 'Apple',
  ipa: ['æ', 'p', 'l'],
};
const writing: ProblemKey = { ...base, kind: 'writing', minWords: 5, maxWords: 50 };
const listen: ProblemKey = { ...base, kind: 'listen' };

describe('judgeAnswer', () => {
  it.each([
    ['choice right', choice, 'b', false, true],
    ['choice wrong', choice, 'a', false, false],
    ['choice ids are exact', choice, 'B', false, false],
    ['sentence normalised', sentence, 'ｉ ｌｏｖｅ ａｐｐｌｅｓ', false, true],
    ['sentence wrong', sentence, 'I like pears.', false, false],
    ['sentence with a number in words', cats, 'I have two cats', false, true],
    ['sentence with a contraction', ken, 'I am Ken', false, true],
    ['chat any group', chat, 'I don’t like apples', false, true],
    ['chat wrong', chat, 'Apples', false, false],
    ['dictation', dictation, 'i like apples', false, true],
    ['pronunciation word', pronunciation, 'apple', false, true],
    ['skipped is wrong', sentence, null, true, false],
    ['skipped with text is still wrong', choice, 'b', true, false],
    ['no answer is wrong', choice, null, false, false],
    ['writing is not judged', writing, 'Anything', false, null],
    ['listening is not judged', listen, null, true, null],
  ] as const)('%s', (_name, problem, answer, skipped, expected) => {
    expect(judgeAnswer(problem, answer, skipped)).toBe(expected);
  });
});

describe('correctionOf', () => {
  it('gives the accepted answer nearest to what was written', () => {
    expect(correctionOf(sentence, false, 'I love pears.')).toBe('I love apples.');
    expect(correctionOf(sentence, false, 'I like pears.')).toBe('I like apples.');
  });
  it('gives the model answer when nothing was written, and nothing when right', () => {
    expect(correctionOf(sentence, false, null)).toBe('I like apples.');
    expect(correctionOf(sentence, true, 'I like apples.')).toBeNull();
    expect(correctionOf(choice, false, 'a')).toBe('b');
  });
});

describe('judgedAnswer', () => {
  it.each([
    [choice, 'a', false],
    [choice, 'b', true],
    [sentence, 'I like apples', false],
    [sentence, 'I lik apples', false],
    [sentence, 'I like pears.', false],
    [sentence, 'I like apples.', true],
    [sentence, '', false],
    [sentence, null, true],
    [ken, 'Im Ken', false],
    [chat, 'Apples', false],
    [dictation, 'i like apples', false],
    [writing, 'Anything', false],
    [listen, null, true],
  ] as const)(
    'judges %j %j (skipped: %j) as judgeAnswer and correctionOf do',
    (problem, answer, skipped) => {
      for (const skill of ['spelling', 'translating'] as const) {
        const isCorrect = judgeAnswer(problem, answer, skipped, skill);
        expect(judgedAnswer(problem, answer, skipped, skill)).toEqual({
          isCorrect,
          correction: correctionOf(problem, isCorrect, skipped ? null : answer, skill),
        });
      }
    },
  );
});
