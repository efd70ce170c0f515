// The result's line about the best trophy before this run (spec: the previous best), worded so
// that it stays true next to the trophy just earned: a first trophy is the first, not "best so
// far: none"; a trophy above the previous best says it went up; with no trophy now nor before,
// the trophy line already says so, and nothing is repeated.

type Trophy = 1 | 2 | 3;

export type BestLine =
  { kind: 'first' } | { kind: 'up'; from: Trophy; to: Trophy } | { kind: 'best'; best: Trophy };

export function bestLineOf(trophy: Trophy | null, previousBest: Trophy | null): BestLine | null {
  if (previousBest === null) return trophy === null ? null : { kind: 'first' };
  if (trophy !== null && trophy > previousBest)
    return { kind: 'up', from: previousBest, to: trophy };
  return { kind: 'best', best: previousBest };
}
