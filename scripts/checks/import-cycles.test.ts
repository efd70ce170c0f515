import { describe, expect, it } from 'vitest';
import { cyclesOf, importCyclesIn } from './import-cycles';

describe('import cycles', () => {
  it('finds a cycle and leaves a chain alone', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
      ['e', ['e']],
    ]);
    expect(cyclesOf(graph).map((cycle) => [...cycle].sort())).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('src/ has none', () => {
    expect(importCyclesIn('src', '.')).toEqual([]);
  });
});
