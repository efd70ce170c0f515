// How the app finds the kind of an exercise type, to read the backend's answers of a run whose
// end is counted when it goes, whatever screen is open (./deferred-run-end.ts). The app wires the kind table in
// as it builds its routes (provideKindsToPlayer, src/app/layout/exercise-feedback.tsx): the calls
// cannot import it, since every kind's screen stands on them.
import type { ExerciseKind } from '../kinds/kind';

type KindOf = (exerciseType: number) => ExerciseKind<unknown> | null;

let loadKindOf: (() => Promise<KindOf>) | null = null;

/** Tells the player where the kinds are (loaded when a run is to be ended, not before). */
export function provideKinds(load: () => Promise<KindOf>): void {
  loadKindOf = load;
}

/** The kind of an exercise type; null when none is provided or the app lacks the type. */
export async function kindOfType(exerciseType: number): Promise<ExerciseKind<unknown> | null> {
  return loadKindOf ? (await loadKindOf())(exerciseType) : null;
}
