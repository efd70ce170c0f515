import { contentCatalogue } from '../../../mock-server/seed/content';
import type { ProblemKey } from '../../../mock-server/db/exercise-content';

// The mock backend's answer key (never sent to the app), so a spec can answer right or wrong on
// purpose, as a learner who knows or does not know the answer would.

export function answerKey(exerciseUuid: string, problemUuid: string): ProblemKey {
  const exercise = contentCatalogue().exercises.find((e) => e.uuid === exerciseUuid);
  const key = exercise?.problems.find((p) => p.problemUuid === problemUuid);
  if (!key) throw new Error(`No answer key for ${exerciseUuid} / ${problemUuid}`);
  return key;
}

export function exerciseContent(exerciseUuid: string) {
  const exercise = contentCatalogue().exercises.find((e) => e.uuid === exerciseUuid);
  if (!exercise) throw new Error(`No exercise ${exerciseUuid}`);
  return exercise;
}
