import { describe, expect, it } from 'vitest';
import { minutesLeft } from './live-time-left';

const END = '2026-11-22T00:40:00Z';

describe('minutesLeft', () => {
  it.each([
    ['2026-11-21T23:50:00Z', 50],
    ['2026-11-22T00:17:00Z', 23],
    ['2026-11-22T00:16:30Z', 24],
    ['2026-11-22T00:39:59Z', 1],
    ['2026-11-22T00:40:00Z', null],
    ['2026-11-22T00:41:00Z', null],
  ])('at %s: %s', (now, expected) => {
    expect(minutesLeft(END, new Date(now))).toBe(expected);
  });
});
