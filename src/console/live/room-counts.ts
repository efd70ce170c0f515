import type { LiveClassLearner } from '../../api/generated/model/liveClassLearner';

// The counts at the top of the teacher's view of the room.

export type RoomCounts = {
  total: number;
  joined: number;
  /** Learners who finished every locked exercise. */
  finished: number;
  lobby: number;
  exercise: number;
  away: number;
  /** On the result screen of an exercise (as their app reported it). */
  result: number;
  /** Left the class screens (as their app reported it). */
  left: number;
};

/** Whether a learner finished every exercise of the lock (never, while nothing is locked). */
function finishedEvery(learner: LiveClassLearner): boolean {
  return (
    learner.exercises.length > 0 &&
    learner.exercises.every((exercise) => exercise.status === 'finished')
  );
}

export function roomCounts(learners: readonly LiveClassLearner[]): RoomCounts {
  const where = (place: LiveClassLearner['where']) =>
    learners.filter((learner) => learner.where === place).length;
  return {
    total: learners.length,
    joined: learners.filter((learner) => learner.joined).length,
    finished: learners.filter(finishedEvery).length,
    lobby: where('lobby'),
    exercise: where('exercise'),
    away: where('away'),
    result: where('result'),
    left: where('left'),
  };
}
