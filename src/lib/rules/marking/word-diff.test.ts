import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

const statuses = (given: string, expected: string) =>
  wordDiff(given, expected).map((t) => t.status);

describe('wordDiff', () => {
  it.each([
    ['identical', 'I like apples.', 'I like apples.', ['correct', 'correct', 'correct']],
    ['normalised match', 'i LIKE apples', 'I like apples.', ['correct', 'correct', 'correct']],
    ['one wrong word', 'I like oranges', 'I like apples.', ['correct', 'correct', 'wrong']],
    ['one missing word', 'I apples', 'I like apples.', ['correct', 'missing', 'correct']],
    [
      'one extra word',
      'I really like apples',
      'I like apples.',
      ['correct', 'extra', 'correct', 'correct'],
    ],
    ['empty answer', '', 'I like apples.', ['missing', 'missing', 'missing']],
    ['nothing expected', 'hello', '', ['extra']],
    [
      'two wrong, one extra',
      'You likes green pears',
      'I like pears',
      ['wrong', 'wrong', 'extra', 'correct'],
    ],
  ])('%s', (_name, given, expected, result) => {
    expect(statuses(given, expected)).toEqual(result);
  });

  it('shows the words as written', () => {
    expect(wordDiff('i like Oranges', 'I like apples.')).toEqual([
      { expected: 'I', given: 'i', status: 'correct' },
      { expected: 'like', given: 'like', status: 'correct' },
      { expected: 'apples.', given: 'Oranges', status: 'wrong' },
    ]);
  });
});
