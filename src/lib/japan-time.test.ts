import { describe, expect, it } from 'vitest';
import { isSameJapanDay, japanMonthDay, japanMonthOf, japanWallClock } from './japan-time';

const fields = (date: Date) => [
  date.getFullYear(),
  date.getMonth() + 1,
  date.getDate(),
  date.getHours(),
  date.getMinutes(),
  date.getSeconds(),
];

describe('japanWallClock', () => {
  it.each([
    ['2026-11-22T00:00:00.000Z', [2026, 11, 22, 9, 0, 0]],
    ['2026-03-31T15:00:00.000Z', [2026, 4, 1, 0, 0, 0]],
    ['2026-03-31T14:59:59.000Z', [2026, 3, 31, 23, 59, 59]],
    ['2026-12-31T15:30:00.000Z', [2027, 1, 1, 0, 30, 0]],
    ['2026-11-22T09:00:00+09:00', [2026, 11, 22, 9, 0, 0]],
  ])('%s reads %j in Japan', (instant, expected) => {
    expect(fields(japanWallClock(instant))).toEqual(expected);
    expect(fields(japanWallClock(new Date(instant)))).toEqual(expected);
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
  ])('%s → %s', (instant, expected) => {
    expect(japanMonthDay(instant)).toBe(expected);
  });
});
