import { describe, expect, it } from 'vitest';
import { DEFAULT_TOAST_TIMESPAN_MS, pushToast, shiftToast, type Toast } from './toast-queue';

const a: Toast = { id: 1, text: 'a', timespan: 3000 };
const b: Toast = { id: 2, text: 'b', timespan: 5000 };

describe('toast queue', () => {
  it.each([
    { name: 'default timespan', input: { id: 3, text: 'c' }, timespan: DEFAULT_TOAST_TIMESPAN_MS },
    { name: 'own timespan', input: { id: 3, text: 'c', timespan: 1000 }, timespan: 1000 },
    {
      name: 'zero falls back',
      input: { id: 3, text: 'c', timespan: 0 },
      timespan: DEFAULT_TOAST_TIMESPAN_MS,
    },
    {
      name: 'negative falls back',
      input: { id: 3, text: 'c', timespan: -5 },
      timespan: DEFAULT_TOAST_TIMESPAN_MS,
    },
  ])('push appends with $name', ({ input, timespan }) => {
    expect(pushToast([a, b], input)).toEqual([a, b, { id: 3, text: 'c', timespan }]);
  });

  it.each([
    { queue: [a, b], rest: [b] },
    { queue: [a], rest: [] },
    { queue: [], rest: [] },
  ])('shift removes the first of $queue.length', ({ queue, rest }) => {
    expect(shiftToast(queue)).toEqual(rest);
  });
});
