// bench:class's search for the largest class one process holds: numbers of learners tried up a
// ladder (200, 500, 1000, then every 1000, and the cap) until one fails, then halved between the
// largest that held and the smallest that failed until the two are close. Pure: the caller runs
// each trial and says whether it held.

export type Trial = { learners: number; held: boolean };

/** The ladder up to `cap`: 200, 500, 1000, 2000, 3000, … below the cap, then the cap itself. */
export function ladder(cap: number): number[] {
  const steps: number[] = [];
  for (let n = 200; n < cap; n = n < 500 ? 500 : n < 1000 ? 1000 : n + 1000) steps.push(n);
  return cap > 0 ? [...steps, cap] : steps;
}

/** The largest number of learners that held (0 when none did). */
export function largestHeld(trials: readonly Trial[]): number {
  return Math.max(0, ...trials.filter((t) => t.held).map((t) => t.learners));
}

/** The smallest number of learners that failed, or null when none did. */
export function smallestFailed(trials: readonly Trial[]): number | null {
  const failed = trials.filter((t) => !t.held).map((t) => t.learners);
  return failed.length > 0 ? Math.min(...failed) : null;
}

/** How close the bounds must come: 100 learners, or a tenth of the failing number if larger. */
const closeEnough = (low: number, high: number) => high - low <= Math.max(100, high / 10);

/** The next number of learners to try, or null when the search is done. */
export function nextTrial(trials: readonly Trial[], cap: number): number | null {
  const low = largestHeld(trials);
  const high = smallestFailed(trials);
  if (high === null) return ladder(cap).find((n) => n > low) ?? null;
  if (closeEnough(low, high)) return null;
  // Halfway, on a multiple of 50 strictly between the bounds.
  const middle = Math.round((low + high) / 2 / 50) * 50;
  return Math.min(high - 50, Math.max(low + 50, middle));
}
