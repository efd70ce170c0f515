import { describe, expect, it } from 'vitest';
import { tilesOf } from './build-translation-writing';

describe('tilesOf', () => {
  it.each([
    ['I can swim fast.', ['I', 'can', 'swim', 'fast']],
    ["I'd appreciate it.", ["I'd", 'appreciate', 'it']],
    ['Can you sing English songs?', ['can', 'you', 'sing', 'English', 'songs']],
    [
      'Although it was raining, the match went ahead.',
      ['although', 'it', 'was', 'raining,', 'the', 'match', 'went', 'ahead'],
    ],
    ['It is late!', ['it', 'is', 'late']],
  ])('cuts "%s" into %j', (answer, tiles) => {
    expect(tilesOf(answer)).toEqual(tiles);
  });
});
