// Assignment dates and live classes are shown in Japan time whatever the device's time zone: the
// schools set them in Japan time, and the academic year (academic-year.ts) is counted in it too,
// so a date shown and the month or year it is filed under always agree. Japan has no daylight
// saving time, so a fixed offset is exact.
/** Japan time is UTC+9 all year. */
export const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const toMs = (value: Date | string): number =>
  typeof value === 'string' ? Date.parse(value) : value.getTime();

const shifted = (value: Date | string): Date => new Date(toMs(value) + JST_OFFSET_MS);

/**
 * A Date whose local fields (year … second) read the Japan-time wall clock of `value`, for
 * formatting with date-fns, which formats in the device's zone.
 */
export function japanWallClock(value: Date | string): Date {
  const jst = shifted(value);
  return new Date(
    jst.getUTCFullYear(),
    jst.getUTCMonth(),
    jst.getUTCDate(),
    jst.getUTCHours(),
    jst.getUTCMinutes(),
    jst.getUTCSeconds(),
  );
}

/** The calendar month (1-12) and its year of an instant, in Japan time. */
export function japanMonthOf(value: Date | string): { year: number; month: number } {
  const jst = shifted(value);
  return { year: jst.getUTCFullYear(), month: jst.getUTCMonth() + 1 };
}

/**
 * Month/day in Japan time ("11/19"), the short date of the assignment cards in both languages:
 * written without date-fns, which would weigh on the home screen for this alone.
 */
export function japanMonthDay(value: Date | string): string {
  const jst = shifted(value);
  return `${jst.getUTCMonth() + 1}/${jst.getUTCDate()}`;
}

/** Whether two instants fall on the same calendar day in Japan time. */
export function isSameJapanDay(a: Date | string, b: Date | string): boolean {
  const x = shifted(a);
  const y = shifted(b);
  return (
    x.getUTCFullYear() === y.getUTCFullYear() &&
    x.getUTCMonth() === y.getUTCMonth() &&
    x.getUTCDate() === y.getUTCDate()
  );
}

/** The instant of 00:00 Japan time of the day `days` after the Japan-time date of `value`. */
export function japanDayStart(value: Date | string, days = 0): Date {
  const midnight = Math.floor((toMs(value) + JST_OFFSET_MS) / DAY_MS) * DAY_MS - JST_OFFSET_MS;
  return new Date(midnight + days * DAY_MS);
}
