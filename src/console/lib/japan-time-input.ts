// The console's times are Japan time whatever the browser's zone (the schools and the seed are in
// Japan): a `datetime-local` field reads and writes the Japan wall clock through @date-fns/tz,
// never the browser's own zone, and the backend gets the instant with its +09:00 offset.
import { TZDate } from '@date-fns/tz';
import { formatISO, lightFormat } from 'date-fns';
import { JAPAN_TIME_ZONE, inJapan } from '../../lib/rules/japan-time';

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const INPUT_PATTERN = "yyyy-MM-dd'T'HH:mm";

/** The `datetime-local` value (YYYY-MM-DDTHH:mm) of an instant, on the Japan wall clock. */
export function toJapanInput(instant: string | Date): string {
  return lightFormat(inJapan(instant), INPUT_PATTERN);
}

/** The instant (ISO 8601, +09:00) of a `datetime-local` value read as Japan time; null if none. */
export function fromJapanInput(value: string): string | null {
  const match = INPUT.exec(value.trim());
  if (!match) return null;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new TZDate(y, mo - 1, d, h, mi, s, JAPAN_TIME_ZONE);
  // Reject wall times that do not exist (2026-02-30 and 25:00 would roll over).
  if (lightFormat(date, INPUT_PATTERN) !== match[0].slice(0, 16)) return null;
  return formatISO(date);
}

/** `minutes` after an instant, as ISO 8601. */
export function minutesAfter(instant: string, minutes: number): string {
  return new Date(Date.parse(instant) + minutes * 60_000).toISOString();
}
