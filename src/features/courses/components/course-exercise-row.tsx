import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CourseExerciseHistory } from '../../../api/generated/model/courseExerciseHistory';
import type { CourseExerciseNode } from '../../../api/generated/model/courseExerciseNode';
import { ExerciseRow } from '../../../components/ui/exercise-row';
import { ResultIcon } from '../../../components/ui/result-icon';
import { exercisePath } from '../../../lib/rules/exercise-path-type';
import { courseMessages } from '../messages';

/** One exercise of a section: type, title, finished or not, best trophy; opens the exercise. */
export function CourseExerciseRow({
  courseUuid,
  exercise,
  progress,
  mark,
}: {
  courseUuid: string;
  exercise: CourseExerciseNode;
  /** Undefined while the course history is not known. */
  progress: CourseExerciseHistory | undefined;
  /** What the row adds at its end (the route's offline mark), if anything. */
  mark?: ReactNode;
}) {
  const intl = useIntl();
  const path = exercisePath({
    courseUuid,
    exerciseType: exercise.exerciseType,
    exerciseUuid: exercise.uuid,
  });
  return (
    <ExerciseRow to={path} exerciseType={exercise.exerciseType} inset>
      <span className="exercise-row__title">{exercise.title}</span>{' '}
      {progress ? (
        <span
          className={`exercise-row__state${progress.finished ? ' exercise-row__state--finished' : ''}`}
        >
          {intl.formatMessage(
            progress.finished
              ? courseMessages.exerciseFinished
              : courseMessages.exerciseNotFinished,
          )}
        </span>
      ) : null}{' '}
      {progress?.bestTrophy ? (
        <ResultIcon
          result={{ trophy: progress.bestTrophy, finished: progress.finished }}
          label={intl.formatMessage(courseMessages.exerciseTrophy, {
            trophy: progress.bestTrophy,
          })}
        />
      ) : null}
      {mark}
    </ExerciseRow>
  );
}
