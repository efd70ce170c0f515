import { describe, expect, it } from 'vitest';
import { optionId, stableScramble, stableShuffle } from './stable-order';

describe('stable orderings', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it.each(['seed-1', 'seed-2', 'another seed'])(
    'shuffles the same way every time for %s',
    (seed) => {
      const once = stableShuffle(items, seed);
      expect(stableShuffle(items, seed)).toEqual(once);
      expect([...once].sort()).toEqual(items);
    },
  );

  it('shuffles differently for different seeds', () => {
    const orders = new Set(
      ['s1', 's2', 's3', 's4', 's5'].map((seed) => stableShuffle(items, seed).join('')),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it.each(Array.from({ length: 20 }, (_, i) => [`tiles-${i}`]))(
    'never leaves tiles in order (%s)',
    (seed) => {
      const tiles = ['I', 'can', 'swim'];
      const scrambled = stableScramble(tiles, seed);
      expect(scrambled).not.toEqual(tiles);
      expect([...scrambled].sort()).toEqual([...tiles].sort());
    },
  );

  it.each([
    [0, 'a'],
    [1, 'b'],
    [3, 'd'],
  ])('names option %i "%s"', (index, id) => {
    expect(optionId(index)).toBe(id);
  });
});
