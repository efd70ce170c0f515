import { describe, expect, it } from 'vitest';
import { bestLineOf } from './best-line';

// Issue 37, item 10: "Your best so far: none" right after a silver.
describe('bestLineOf', () => {
  it.each([
    ['no trophy, none before: the trophy line says it', null, null, null],
    ['a first trophy', 2, null, { kind: 'first' }],
    ['a first gold', 3, null, { kind: 'first' }],
    ['up from bronze to silver', 2, 1, { kind: 'up', from: 1, to: 2 }],
    ['the same as before', 2, 2, { kind: 'best', best: 2 }],
    ['below the best before', 1, 3, { kind: 'best', best: 3 }],
    ['no trophy this time, silver before', null, 2, { kind: 'best', best: 2 }],
  ] as const)('%s', (_name, trophy, previous, expected) => {
    expect(bestLineOf(trophy, previous)).toEqual(expected);
  });
});
