import { useEffect, useSyncExternalStore } from 'react';
import type { LivePlace } from '../../api/generated/model/livePlace';

// Where the learner is, as the screens that know say it (the live lobby, an exercise's route,
// the exercise player), for the teacher's room: the live ownership (src/app/live/live-ownership.ts) sends it
// with the state call whenever it changes during a class. Each screen says it while it is
// mounted; the most precise one says it best (the player knows the question, its route only the
// exercise); no screen saying anything means the learner left the class screens.

/** How precisely a screen knows where the learner is: the higher, the better. */
export const PLACE_PRECISION = { route: 0, screen: 1, player: 2 } as const;

type Said = { place: LivePlace; precision: number; order: number };

const said = new Map<symbol, Said>();
const listeners = new Set<() => void>();
let order = 0;
let current: LivePlace = { kind: 'left' };

const LEFT: LivePlace = { kind: 'left' };

function recompute(): void {
  let best: Said | null = null;
  for (const one of said.values()) {
    if (
      !best ||
      one.precision > best.precision ||
      (one.precision === best.precision && one.order > best.order)
    )
      best = one;
  }
  const next = best?.place ?? LEFT;
  if (samePlace(next, current)) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Whether two places say the same (the order of their fields aside). */
export function samePlace(a: LivePlace, b: LivePlace): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof LivePlace>;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/** Where the learner is now, as the screens on show say it. */
export function currentLivePlace(): LivePlace {
  return current;
}

function subscribeLivePlace(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The learner's place, following the screens. */
export function useCurrentLivePlace(): LivePlace {
  return useSyncExternalStore(subscribeLivePlace, currentLivePlace, currentLivePlace);
}

/**
 * A screen says where the learner is while it is mounted (null: it says nothing). The place is
 * compared by value: a new object saying the same changes nothing.
 */
export function useLivePlace(place: LivePlace | null, precision: number): void {
  const key = place ? JSON.stringify(place) : null;
  useEffect(() => {
    if (key === null) return;
    const id = Symbol('live-place');
    order += 1;
    said.set(id, { place: JSON.parse(key) as LivePlace, precision, order });
    recompute();
    return () => {
      said.delete(id);
      recompute();
    };
  }, [key, precision]);
}
