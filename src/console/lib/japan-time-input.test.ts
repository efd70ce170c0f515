import { describe, expect, it } from 'vitest';
import { fromJapanInput, minutesAfter, toJapanInput } from './japan-time-input';

describe('Japan-time fields', () => {
  it.each([
    ['2026-11-22T00:00:00.000Z', '2026-11-22T09:00'],
    ['2026-11-21T15:30:00.000Z', '2026-11-22T00:30'],
    ['2026-12-31T20:59:59.000Z', '2027-01-01T05:59'],
  ])('shows %s as %s', (instant, value) => {
    expect(toJapanInput(instant)).toBe(value);
  });

  it.each([
    ['2026-11-22T09:00', '2026-11-22T09:00:00+09:00'],
    ['2026-11-22T09:00:30', '2026-11-22T09:00:30+09:00'],
    [' 2026-11-22T00:30 ', '2026-11-22T00:30:00+09:00'],
  ])('reads %s as %s', (value, iso) => {
    expect(fromJapanInput(value)).toBe(iso);
  });

  it.each(['', '2026-11-22', '2026-02-30T09:00', '2026-11-22T25:00', 'tomorrow'])(
    'refuses %j',
    (value) => {
      expect(fromJapanInput(value)).toBeNull();
    },
  );

  it('goes round the same wall clock', () => {
    expect(Date.parse(fromJapanInput(toJapanInput('2026-11-22T03:45:00.000Z'))!)).toBe(
      Date.parse('2026-11-22T03:45:00.000Z'),
    );
  });

  it('adds minutes', () => {
    expect(minutesAfter('2026-11-22T09:00:00+09:00', 50)).toBe('2026-11-22T00:50:00.000Z');
  });
});
