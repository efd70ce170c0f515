import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CourseExerciseHistory } from '../../../api/generated/model/courseExerciseHistory';
import type { CourseExerciseNode } from '../../../api/generated/model/courseExerciseNode';
import { ExerciseTypeIcon } from '../../../components/ui/exercise-type-icon';
import { ResultIcon } from '../../../components/ui/result-icon';
import { exercisePath } from '../../../lib/exercise-path-type';
import { courseExerciseTypeMessages, courseMessages } from '../messages';

/** One exercise of a section: type, title, finished or not, best trophy; opens the exercise. */
export function CourseExerciseRow({
  courseUuid,
  exercise,
  progress,
}: {
  courseUuid: string;
  exercise: CourseExerciseNode;
  /** Undefined while the course history is not known. */
  progress: CourseExerciseHistory | undefined;
}) {
  const intl = useIntl();
  const path = exercisePath({
    courseUuid,
    exerciseType: exercise.exerciseType,
    exerciseUuid: exercise.uuid,
  });
  return (
    <li>
      <Link className="course-exercise" to={path}>
        <ExerciseTypeIcon
          type={exercise.exerciseType}
          label={intl.formatMessage(courseExerciseTypeMessages[exercise.exerciseType])}
        />{' '}
        <span className="course-exercise__title">{exercise.title}</span>{' '}
        {progress ? (
          <span
            className={`course-exercise__state course-exercise__state--${progress.finished ? 'finished' : 'open'}`}
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
      </Link>
    </li>
  );
}
