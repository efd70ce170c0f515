import { describe, expect, it } from 'vitest';
import { academicYearOf, academicYearRange, isInAcademicYear } from './academic-year';

describe('academicYearOf', () => {
  it.each([
    ['1 April, first instant in Japan', '2026-04-01T00:00:00+09:00', 2026],
    ['31 March, last instant in Japan', '2026-03-31T23:59:59.999+09:00', 2025],
    ['1 April JST while UTC still says 31 March', '2026-03-31T15:00:00Z', 2026],
    ['1 ms earlier is still the previous year', '2026-03-31T14:59:59.999Z', 2025],
    ['January belongs to the previous year', '2027-01-15T03:00:00Z', 2026],
    ['February', '2027-02-28T12:00:00+09:00', 2026],
    ['March', '2027-03-01T00:00:00+09:00', 2026],
    ['April', '2026-04-15T00:00:00+09:00', 2026],
    ['November', '2026-11-22T00:00:00Z', 2026],
    ['December', '2026-12-31T23:59:59+09:00', 2026],
    ['New Year in Japan while UTC says 31 December', '2026-12-31T15:00:00Z', 2026],
    ['an ISO date, 1 April', '2026-04-01', 2026],
    ['an ISO date, 31 March', '2026-03-31', 2025],
  ] as const)('%s (%s) → %s', (_label, value, year) => {
    expect(academicYearOf(value)).toBe(year);
    expect(academicYearOf(new Date(value))).toBe(year);
  });
});

describe('academicYearRange', () => {
  it.each([
    [2026, '2026-03-31T15:00:00.000Z', '2027-03-31T15:00:00.000Z', '2026-04-01', '2027-03-31'],
    [2025, '2025-03-31T15:00:00.000Z', '2026-03-31T15:00:00.000Z', '2025-04-01', '2026-03-31'],
  ] as const)('%s runs from %s to %s', (year, start, end, firstDay, lastDay) => {
    const range = academicYearRange(year);
    expect(range.start.toISOString()).toBe(start);
    expect(range.end.toISOString()).toBe(end);
    expect(range.firstDay).toBe(firstDay);
    expect(range.lastDay).toBe(lastDay);
    expect(academicYearOf(range.start)).toBe(year);
    expect(academicYearOf(new Date(range.end.getTime() - 1))).toBe(year);
    expect(academicYearOf(range.end)).toBe(year + 1);
  });
});

describe('isInAcademicYear', () => {
  it.each([
    ['2027-03-31T23:59:59+09:00', 2026, true],
    ['2027-04-01T00:00:00+09:00', 2026, false],
    ['2027-04-01T00:00:00+09:00', 2027, true],
    ['2026-01-10T00:00:00+09:00', 2026, false],
    ['2026-01-10T00:00:00+09:00', 2025, true],
  ] as const)('%s in %s → %s', (value, year, expected) => {
    expect(isInAcademicYear(value, year)).toBe(expected);
  });
});
