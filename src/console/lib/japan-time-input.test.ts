import { describe, expect, it } from 'vitest';
import { fromJapanInput, minutesAfter, toJapanInput } from './japan-time-input';

// The fields read and write Japan wall clocks in any browser time zone: the suite also runs with
// TZ set to Europe/Berlin and America/Los_Angeles, where some of these wall times do not exist
// locally (the change to summer time) or come twice (the change back).

describe('Japan-time fields', () => {
  it.each([
    ['2026-11-22T00:00:00.000Z', '2026-11-22T09:00'],
    ['2026-11-21T15:30:00.000Z', '2026-11-22T00:30'],
    ['2026-12-31T20:59:59.000Z', '2027-01-01T05:59'],
    ['2026-03-28T17:30:00.000Z', '2026-03-29T02:30'],
    ['2026-03-07T17:30:00.000Z', '2026-03-08T02:30'],
    ['2026-10-24T17:30:00.000Z', '2026-10-25T02:30'],
  ])('shows %s as %s', (instant, value) => {
    expect(toJapanInput(instant)).toBe(value);
  });

  it.each([
    ['2026-11-22T09:00', '2026-11-22T09:00:00+09:00'],
    ['2026-11-22T09:00:30', '2026-11-22T09:00:30+09:00'],
    [' 2026-11-22T00:30 ', '2026-11-22T00:30:00+09:00'],
    ['2026-03-29T02:30', '2026-03-29T02:30:00+09:00'],
    ['2026-03-08T02:30', '2026-03-08T02:30:00+09:00'],
    ['2026-11-01T01:30', '2026-11-01T01:30:00+09:00'],
  ])('reads %s as %s', (value, iso) => {
    expect(fromJapanInput(value)).toBe(iso);
  });

  it.each([
    '',
    '2026-11-22',
    '2026-02-30T09:00',
    '2026-11-22T25:00',
    '2026-11-22T09:60',
    'tomorrow',
  ])('refuses %j', (value) => {
    expect(fromJapanInput(value)).toBeNull();
  });

  it.each(['2026-11-22T03:45:00.000Z', '2026-03-28T17:30:00.000Z', '2026-03-07T17:30:00.000Z'])(
    'goes round the same wall clock from %s',
    (instant) => {
      expect(Date.parse(fromJapanInput(toJapanInput(instant))!)).toBe(Date.parse(instant));
    },
  );

  it('adds minutes', () => {
    expect(minutesAfter('2026-11-22T09:00:00+09:00', 50)).toBe('2026-11-22T00:50:00.000Z');
  });
});
