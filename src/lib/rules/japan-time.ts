// Assignment dates and live classes are shown in Japan time whatever the device's time zone: the
// schools set them in Japan time, and the academic year (academic-year.ts) is counted in it too,
// so a date shown and the month or year it is filed under always agree. @date-fns/tz reads an
// instant in Asia/Tokyo: a TZDate's fields are the Japan wall clock, and date-fns functions given
// `{ in: inJapan }` format and compare in Japan time, never through the device's own zone (whose
// daylight-saving gaps once moved Japan-time labels by an hour).
import { TZDate, tz } from '@date-fns/tz';
import { addDays, isSameDay, startOfDay } from 'date-fns';

export const JAPAN_TIME_ZONE = 'Asia/Tokyo';

/** The date-fns context of Japan time: `format(instant, pattern, { in: inJapan })`. */
export const inJapan = tz(JAPAN_TIME_ZONE);

/** The calendar month (1-12) and its year of an instant, in Japan time. */
export function japanMonthOf(value: Date | string): { year: number; month: number } {
  const date = inJapan(value);
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/**
 * Month/day in Japan time ("11/19"), the short date of the assignment cards in both languages:
 * written without date-fns' format, which would weigh on the home screen for this alone.
 */
export function japanMonthDay(value: Date | string): string {
  const date = inJapan(value);
  return `${date.getMonth() + 1}/${date.getDate()}`;
}

/** Whether two instants fall on the same calendar day in Japan time. */
export function isSameJapanDay(a: Date | string, b: Date | string): boolean {
  return isSameDay(a, b, { in: inJapan });
}

// The instants below are plain Dates: a TZDate would also write itself (toISOString, JSON) with
// +09:00 rather than Z.

/** The instant of 00:00 Japan time on a calendar date (`monthIndex` 0-11, as Date counts). */
export function japanMidnight(year: number, monthIndex: number, day: number): Date {
  return new Date(new TZDate(year, monthIndex, day, JAPAN_TIME_ZONE).getTime());
}

/** The instant of 00:00 Japan time of the day `days` after the Japan-time date of `value`. */
export function japanDayStart(value: Date | string, days = 0): Date {
  return new Date(startOfDay(addDays(value, days, { in: inJapan })).getTime());
}
