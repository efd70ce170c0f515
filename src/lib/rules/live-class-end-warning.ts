// Issue 36: pupils in a class are told politely five minutes and one minute before its end
// (`endsAt`, which the teacher can extend). Which warning is due at `now`: the smallest threshold
// the time left is within, none before five minutes are left and none once the class is over.
const END_WARNING_MINUTES = [1, 5] as const;
export type EndWarningThreshold = (typeof END_WARNING_MINUTES)[number];

const MINUTE = 60_000;

export function endWarningThreshold(endsAt: number, now: number): EndWarningThreshold | null {
  const left = endsAt - now;
  if (left <= 0) return null;
  return END_WARNING_MINUTES.find((minutes) => left <= minutes * MINUTE) ?? null;
}

/** When the due warning changes next (a threshold is crossed, or the class ends); null after. */
export function nextEndWarningChange(endsAt: number, now: number): number | null {
  const moments = [...END_WARNING_MINUTES.map((minutes) => endsAt - minutes * MINUTE), endsAt];
  const next = moments.filter((moment) => moment > now).sort((a, b) => a - b)[0];
  return next ?? null;
}

/** The whole minutes left, as the warning says them (at least one). */
export function minutesLeft(endsAt: number, now: number): number {
  return Math.max(1, Math.ceil((endsAt - now) / MINUTE));
}
