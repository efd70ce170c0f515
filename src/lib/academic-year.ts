// The Japanese academic year: 1 April to 31 March, so January to March belong to the year that
// began the previous April (spec 4.1 and 9). Schools keep this calendar in Japan time whatever
// the device's time zone, so instants are read in JST (UTC+9, no daylight saving time).

import { JST_OFFSET_MS } from './japan-time';

/** April, as a 0-based month. */
const FIRST_MONTH = 3;

const toMs = (value: Date | string): number =>
  typeof value === 'string' ? Date.parse(value) : value.getTime();

/** The academic year (the calendar year of its April) of an instant or an ISO date. */
export function academicYearOf(value: Date | string): number {
  const jst = new Date(toMs(value) + JST_OFFSET_MS);
  const year = jst.getUTCFullYear();
  return jst.getUTCMonth() >= FIRST_MONTH ? year : year - 1;
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
    start: new Date(Date.UTC(year, FIRST_MONTH, 1) - JST_OFFSET_MS),
    end: new Date(Date.UTC(year + 1, FIRST_MONTH, 1) - JST_OFFSET_MS),
    firstDay: `${year}-04-01`,
    lastDay: `${year + 1}-03-31`,
  };
}

export function isInAcademicYear(value: Date | string, year: number): boolean {
  return academicYearOf(value) === year;
}
