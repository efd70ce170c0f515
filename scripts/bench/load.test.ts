import { describe, expect, it } from 'vitest';
import { percentile } from './load';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('answers the value at ⌊q·n⌋ of the sorted values', () => {
    expect(percentile(hundred, 0.5)).toBe(51);
    expect(percentile(hundred, 0.99)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile([4, 8, 15], 0.5)).toBe(8);
  });

  it('answers the largest value for q = 1 and the only one of a single value', () => {
    expect(percentile(hundred, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
  });

  it('answers NaN when there is nothing', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});
