// The console's times are Japan time whatever the browser's zone (the schools and the seed are in
// Japan, and Japan has no daylight saving time): a `datetime-local` field reads and writes the
// Japan wall clock, and the backend gets the instant with its +09:00 offset.

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The `datetime-local` value (YYYY-MM-DDTHH:mm) of an instant, on the Japan wall clock. */
export function toJapanInput(instant: string | Date): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(ms + JST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant (ISO 8601, +09:00) of a `datetime-local` value read as Japan time; null if none. */
export function fromJapanInput(value: string): string | null {
  const match = INPUT.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}+09:00`;
  const ms = Date.parse(iso);
  // Reject dates that do not exist (2026-02-30 rolls over in Date.parse).
  if (Number.isNaN(ms) || toJapanInput(new Date(ms)) !== `${y}-${mo}-${d}T${h}:${mi}`) return null;
  return iso;
}

/** `minutes` after an instant, as ISO 8601. */
export function minutesAfter(instant: string, minutes: number): string {
  return new Date(Date.parse(instant) + minutes * 60_000).toISOString();
}
