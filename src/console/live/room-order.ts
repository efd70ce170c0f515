import type { LiveClassLearner } from '../../api/generated/model/liveClassLearner';

// The orders of the teacher's view of the room: by name, by where each learner is, by progress
// on the locked exercises, or by when their device joined. Ties are always by name, A to Z.

export type RoomSortKey = 'name' | 'where' | 'progress' | 'joined';
type SortDirection = 'ascending' | 'descending';
export type RoomOrder = { key: RoomSortKey; direction: SortDirection };

/** The room as it first shows. */
export const BY_NAME: RoomOrder = { key: 'name', direction: 'ascending' };

/** A column's first direction: the most progress first; otherwise A to Z, the lesson's path, earliest. */
const FIRST_DIRECTION: Record<RoomSortKey, SortDirection> = {
  name: 'ascending',
  where: 'ascending',
  progress: 'descending',
  joined: 'ascending',
};

/** Choosing a column sorts by it; choosing it again turns the direction round. */
export function nextOrder(current: RoomOrder, key: RoomSortKey): RoomOrder {
  if (current.key !== key) return { key, direction: FIRST_DIRECTION[key] };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * The lesson's path: the lobby, then the locked exercises in order (each one's result after its
 * questions), then left, then away, then not joined.
 */
const WHERE_RANK: Record<LiveClassLearner['where'], number> = {
  lobby: 0,
  exercise: 1,
  result: 1,
  left: 2,
  away: 3,
  notJoined: 4,
};

function place(learner: LiveClassLearner, exerciseUuids: readonly string[]): number[] {
  const current = learner.currentExercise;
  const inExercise = learner.where === 'exercise' || learner.where === 'result';
  if (!inExercise || current === null) return [WHERE_RANK[learner.where], 0, 0];
  const index = exerciseUuids.indexOf(current.exerciseUuid);
  const step = learner.where === 'result' ? current.questions + 1 : current.question;
  return [WHERE_RANK.exercise, index === -1 ? exerciseUuids.length : index, step];
}

function progress(learner: LiveClassLearner): number[] {
  return [
    learner.exercises.filter((exercise) => exercise.status === 'finished').length,
    learner.exercises.reduce((sum, exercise) => sum + exercise.answered, 0),
  ];
}

function compareTuples(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return 0;
}

/**
 * The learners in `order`. `exerciseUuids` are the locked exercises in the teacher's order (where
 * a learner is doing one); a learner whose device has not joined comes last by joined time in
 * either direction.
 */
export function sortLearners(
  learners: readonly LiveClassLearner[],
  order: RoomOrder,
  exerciseUuids: readonly string[],
  collator: Intl.Collator,
): LiveClassLearner[] {
  const sign = order.direction === 'ascending' ? 1 : -1;
  const byName = (a: LiveClassLearner, b: LiveClassLearner) =>
    collator.compare(a.userName, b.userName) || collator.compare(a.email, b.email);
  const byKey = (a: LiveClassLearner, b: LiveClassLearner): number => {
    switch (order.key) {
      case 'name':
        return sign * byName(a, b);
      case 'where':
        return sign * compareTuples(place(a, exerciseUuids), place(b, exerciseUuids));
      case 'progress':
        return sign * compareTuples(progress(a), progress(b));
      case 'joined':
        if (a.joinedAt === null || b.joinedAt === null) {
          return Number(a.joinedAt === null) - Number(b.joinedAt === null);
        }
        return sign * (Date.parse(a.joinedAt) - Date.parse(b.joinedAt));
    }
  };
  return [...learners].sort((a, b) => byKey(a, b) || byName(a, b));
}
