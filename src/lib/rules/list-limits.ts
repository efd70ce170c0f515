// "Show more" limits (spec 3 and 9): a list shows `multiplier × step` items; "show more" raises
// the multiplier by one. Spec 9 fixes the default multiplier (1) but leaves the step a named
// constant whose value is not shown; ours are chosen here.

/** Course card lists: six cards fill two rows of the three-column grid (three rows of two on a phone). */
export const COURSE_LIST_STEP = 6;

/** Exercise-log rows: twenty rows are about two screens on a phone. */
export const EXERCISE_LOG_STEP = 20;

const DEFAULT_LIMIT_MULTIPLIER = 1;

export type LimitedList<T> = {
  shown: T[];
  /** Items beyond the limit (0 when everything shows). */
  hidden: number;
};

/** The first `multiplier × step` items (a multiplier below 1 counts as 1). */
export function limitList<T>(
  items: readonly T[],
  multiplier: number,
  step: number,
): LimitedList<T> {
  const limit = Math.max(DEFAULT_LIMIT_MULTIPLIER, Math.floor(multiplier)) * step;
  const shown = items.slice(0, limit);
  return { shown, hidden: items.length - shown.length };
}

/** The multiplier after "show more": one step more, or unchanged when everything shows already. */
export function nextMultiplier(total: number, multiplier: number, step: number): number {
  const current = Math.max(DEFAULT_LIMIT_MULTIPLIER, Math.floor(multiplier));
  return current * step >= total ? current : current + 1;
}
