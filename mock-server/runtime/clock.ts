// The backend clock: real time unless fixed with MOCK_NOW at start or setMockClock at run time.
function parseClock(value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${value}`);
  return date;
}

const startValue = typeof process !== 'undefined' ? process.env.MOCK_NOW : undefined;
let fixedNow: Date | null = parseClock(startValue);

export function now(): Date {
  return fixedNow ? new Date(fixedNow.getTime()) : new Date();
}

/** Fixes the clock at `value` (an ISO 8601 string), or frees it with null. Throws on a non-date. */
export function setClock(value: string | null): void {
  fixedNow = parseClock(value);
}

/** Whether the clock is fixed (MOCK_NOW or setMockClock) rather than following the real time. */
export function isClockFixed(): boolean {
  return fixedNow !== null;
}
