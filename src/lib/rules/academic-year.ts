// The Japanese academic year: 1 April to 31 March, so January to March belong to the year that
// began the previous April (spec 4.1 and 9). Schools keep this calendar in Japan time whatever
// the device's time zone, so instants are read in Japan time (./japan-time).

import { inJapan, japanMidnight } from './japan-time';

/** April, as a 0-based month. */
const FIRST_MONTH = 3;

/** The academic year (the calendar year of its April) of an instant or an ISO date. */
export function academicYearOf(value: Date | string): number {
  const date = inJapan(value);
  const year = date.getFullYear();
  return date.getMonth() >= FIRST_MONTH ? year : year - 1;
}

export type AcademicYearRange = {
  /** 1 April 00:00 JST. */
  start: Date;
  /** The next 1 April 00:00 JST (exclusive). */
  end: Date;
  /** 'YYYY-04-01'. */
  firstDay: string;
  /** 'YYYY+1-03-31'. */
  lastDay: string;
};

export function academicYearRange(year: number): AcademicYearRange {
  return {
    start: japanMidnight(year, FIRST_MONTH, 1),
    end: japanMidnight(year + 1, FIRST_MONTH, 1),
    firstDay: `${year}-04-01`,
    lastDay: `${year + 1}-03-31`,
  };
}

export function isInAcademicYear(value: Date | string, year: number): boolean {
  return academicYearOf(value) === year;
}
