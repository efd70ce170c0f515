import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  inJapan,
  isSameJapanDay,
  japanDayStart,
  japanMidnight,
  japanMonthDay,
  japanMonthOf,
} from './japan-time';

// Every answer here is the same in any device time zone: the suite also runs with TZ set to
// Europe/Berlin and America/Los_Angeles, whose daylight-saving gaps hide some Japan wall times.

describe('the device time zone of this run', () => {
  it.runIf(process.env.TZ)('is the one TZ names', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
  });
});

describe('inJapan', () => {
  it.each([
    ['2026-11-22T00:00:00.000Z', '2026-11-22 09:00:00'],
    ['2026-03-31T15:00:00.000Z', '2026-04-01 00:00:00'],
    ['2026-03-31T14:59:59.000Z', '2026-03-31 23:59:59'],
    ['2026-12-31T15:30:00.000Z', '2027-01-01 00:30:00'],
    ['2026-11-22T09:00:00+09:00', '2026-11-22 09:00:00'],
    // 02:30 does not exist in Berlin on 29 March 2026, nor in Los Angeles on 8 March 2026;
    // 02:30 in Berlin on 25 October and 01:30 in Los Angeles on 1 November come twice.
    ['2026-03-28T17:30:00.000Z', '2026-03-29 02:30:00'],
    ['2026-03-07T17:30:00.000Z', '2026-03-08 02:30:00'],
    ['2026-10-24T17:30:00.000Z', '2026-10-25 02:30:00'],
    ['2026-10-31T16:30:00.000Z', '2026-11-01 01:30:00'],
  ])('formats %s as %s in Japan', (instant, wallClock) => {
    expect(format(instant, 'yyyy-MM-dd HH:mm:ss', { in: inJapan })).toBe(wallClock);
    expect(format(new Date(instant), 'yyyy-MM-dd HH:mm:ss', { in: inJapan })).toBe(wallClock);
  });
});

describe('japanMonthOf', () => {
  it.each([
    ['2026-04-30T14:59:59.000Z', 2026, 4],
    ['2026-04-30T15:00:00.000Z', 2026, 5],
    ['2027-03-31T14:59:59.000Z', 2027, 3],
    ['2026-12-31T15:00:00.000Z', 2027, 1],
  ])('%s → %i-%i', (instant, year, month) => {
    expect(japanMonthOf(instant)).toEqual({ year, month });
  });
});

describe('isSameJapanDay', () => {
  it.each([
    ['2026-11-22T00:00:00.000Z', '2026-11-22T14:59:59.000Z', true],
    ['2026-11-22T00:00:00.000Z', '2026-11-22T15:00:00.000Z', false],
    ['2026-11-21T15:00:00.000Z', '2026-11-22T00:00:00.000Z', true],
    ['2026-11-21T14:59:59.000Z', '2026-11-22T00:00:00.000Z', false],
    // One Japan day, across Berlin's change to summer time.
    ['2026-03-28T15:00:00.000Z', '2026-03-29T14:59:59.000Z', true],
  ])('%s and %s → %s', (a, b, expected) => {
    expect(isSameJapanDay(a, b)).toBe(expected);
  });
});

describe('japanMonthDay', () => {
  it.each([
    ['2026-11-19T10:40:00.000Z', '11/19'],
    ['2026-11-19T15:00:00.000Z', '11/20'],
    ['2027-03-31T14:59:59.000Z', '3/31'],
    ['2027-01-05T00:00:00+09:00', '1/5'],
    ['2026-03-28T15:30:00.000Z', '3/29'],
  ])('%s → %s', (instant, expected) => {
    expect(japanMonthDay(instant)).toBe(expected);
  });
});

describe('japanMidnight', () => {
  it.each([
    [2026, 3, 1, '2026-03-31T15:00:00.000Z'],
    [2026, 2, 29, '2026-03-28T15:00:00.000Z'],
    [2026, 10, 1, '2026-10-31T15:00:00.000Z'],
  ])('%i-%i-%i 00:00 in Japan is %s', (year, monthIndex, day, instant) => {
    expect(japanMidnight(year, monthIndex, day).toISOString()).toBe(instant);
  });
});

describe('japanDayStart', () => {
  it.each([
    ['2026-11-22T03:00:00.000Z', 0, '2026-11-21T15:00:00.000Z'],
    ['2026-11-21T15:00:00.000Z', 0, '2026-11-21T15:00:00.000Z'],
    ['2026-11-21T14:59:59.000Z', 1, '2026-11-21T15:00:00.000Z'],
    ['2026-03-28T20:00:00.000Z', 1, '2026-03-29T15:00:00.000Z'],
    ['2026-03-29T10:00:00.000Z', -30, '2026-02-26T15:00:00.000Z'],
  ])('%s, %i days on → %s', (instant, days, start) => {
    expect(japanDayStart(instant, days).toISOString()).toBe(start);
  });
});
