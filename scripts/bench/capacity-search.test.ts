import { describe, expect, it } from 'vitest';
import { ladder, largestHeld, nextTrial, smallestFailed, type Trial } from './capacity-search';

/** Runs the search against a process that holds up to `limit` learners. */
function search(limit: number, cap: number): Trial[] {
  const trials: Trial[] = [];
  for (let n = nextTrial(trials, cap); n !== null; n = nextTrial(trials, cap)) {
    expect(trials.map((t) => t.learners)).not.toContain(n);
    trials.push({ learners: n, held: n <= limit });
  }
  return trials;
}

describe('capacity search', () => {
  it('climbs 200, 500, 1000, then every 1000 up to the cap', () => {
    expect(ladder(4000)).toEqual([200, 500, 1000, 2000, 3000, 4000]);
    expect(ladder(2500)).toEqual([200, 500, 1000, 2000, 2500]);
    expect(ladder(300)).toEqual([200, 300]);
    expect(ladder(150)).toEqual([150]);
    expect(ladder(0)).toEqual([]);
  });

  it('stops at the cap when every step holds', () => {
    const trials = search(10_000, 4000);
    expect(trials.map((t) => t.learners)).toEqual([200, 500, 1000, 2000, 3000, 4000]);
    expect(largestHeld(trials)).toBe(4000);
    expect(smallestFailed(trials)).toBeNull();
  });

  it('halves between the largest that held and the first that failed until they are close', () => {
    const trials = search(2345, 4000);
    expect(trials.map((t) => t.learners)).toEqual([200, 500, 1000, 2000, 3000, 2500, 2250]);
    expect(largestHeld(trials)).toBe(2250);
    expect(smallestFailed(trials)).toBe(2500);
  });

  it('bisects down to 100 learners when even the first step fails', () => {
    const trials = search(60, 4000);
    expect(trials.map((t) => t.learners)).toEqual([200, 100]);
    expect(largestHeld(trials)).toBe(0);
    expect(smallestFailed(trials)).toBe(100);
  });

  it('always tries a number strictly between the bounds, on a multiple of 50', () => {
    const trials: Trial[] = [
      { learners: 1000, held: true },
      { learners: 1250, held: false },
    ];
    expect(nextTrial(trials, 4000)).toBe(1150);
    trials.push({ learners: 1150, held: true });
    expect(nextTrial(trials, 4000)).toBeNull();
  });
});
