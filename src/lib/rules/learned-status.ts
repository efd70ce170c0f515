// Learned status of a drill item for one learner (spec 4.3): 0-3, 3 = learned.
// - No record yet (unknown) counts as 0.
// - Correct: 0 → 1 → 2 → 3, and 3 stays 3.
// - Incorrect: 0 stays 0, 1 → 0, 2 → 1, 3 → 2.
// - Reaching 3 from below earns a new learned badge (the learner's badge total +1); dropping from
//   3 takes it back (-1). The total is therefore always the number of items at 3.
// Pure: shared by the client (optimistic display) and the mock backend (the persisted rule).

export type LearnedStatus = 0 | 1 | 2 | 3;

const LEARNED: LearnedStatus = 3;

export type LearnedStatusChange = {
  previousStatus: LearnedStatus;
  newLearnStatus: LearnedStatus;
  /** The item reached 3 with this answer. */
  hasNewLearnedBadge: boolean;
  hasIncreased: boolean;
  /** What this answer does to the learner's learned-badge total: +1, -1 or 0. */
  badgeDelta: -1 | 0 | 1;
};

/** A stored status, or the unknown one (undefined, null) read as 0. */
export function toLearnedStatus(value: number | null | undefined): LearnedStatus {
  if (value === 1 || value === 2 || value === 3) return value;
  return 0;
}

/** The status after one judged answer, with the badge bookkeeping the answer causes. */
export function nextLearnedStatus(
  current: number | null | undefined,
  isCorrect: boolean,
): LearnedStatusChange {
  const previousStatus = toLearnedStatus(current);
  const newLearnStatus = toLearnedStatus(
    isCorrect ? Math.min(previousStatus + 1, LEARNED) : Math.max(previousStatus - 1, 0),
  );
  const gained = newLearnStatus === LEARNED && previousStatus < LEARNED;
  const lost = previousStatus === LEARNED && newLearnStatus < LEARNED;
  return {
    previousStatus,
    newLearnStatus,
    hasNewLearnedBadge: gained,
    hasIncreased: newLearnStatus > previousStatus,
    badgeDelta: gained ? 1 : lost ? -1 : 0,
  };
}
