import type { ConductedLiveSession } from '../../api/generated/model/conductedLiveSession';
import type { LiveClassLearner } from '../../api/generated/model/liveClassLearner';

// The classroom view's progress per chosen exercise: how many of the group finished it, are
// working on it, have not started it, and who (for the names the teacher may show).

export type ExerciseProgressCount = {
  courseUuid: string;
  exerciseUuid: string;
  title: string;
  exerciseType: ConductedLiveSession['exercises'][number]['exerciseType'];
  finished: string[];
  inProgress: string[];
  notStarted: number;
};

export function exerciseProgressCounts(
  exercises: ConductedLiveSession['exercises'],
  learners: readonly LiveClassLearner[],
  collator: Intl.Collator,
): ExerciseProgressCount[] {
  return exercises.map((exercise) => {
    const finished: string[] = [];
    const inProgress: string[] = [];
    let notStarted = 0;
    for (const learner of learners) {
      const own = learner.exercises.find(
        (progress) =>
          progress.courseUuid === exercise.courseUuid &&
          progress.exerciseUuid === exercise.exerciseUuid,
      );
      if (own?.status === 'finished') finished.push(learner.userName);
      else if (own?.status === 'inProgress') inProgress.push(learner.userName);
      else notStarted += 1;
    }
    return {
      courseUuid: exercise.courseUuid,
      exerciseUuid: exercise.exerciseUuid,
      title: exercise.title,
      exerciseType: exercise.exerciseType,
      finished: finished.sort(collator.compare),
      inProgress: inProgress.sort(collator.compare),
      notStarted,
    };
  });
}
