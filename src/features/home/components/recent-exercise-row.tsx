import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { HistoryRecentExercise } from '../../../api/generated/model/historyRecentExercise';
import { ExerciseTypeIcon } from '../../../components/ui/exercise-type-icon';
import { ResultIcon } from '../../../components/ui/result-icon';
import { exercisePath } from '../../../lib/exercise-path-type';
import { homeExerciseTypeMessages, homeMessages } from '../messages';

/** One recent exercise: type, title, where it was played and its result; opens the exercise. */
export function RecentExerciseRow({ exercise }: { exercise: HistoryRecentExercise }) {
  const intl = useIntl();
  const resultLabel =
    exercise.trophy !== null
      ? intl.formatMessage(homeMessages.resultTrophy, { trophy: exercise.trophy })
      : intl.formatMessage(
          exercise.finished ? homeMessages.resultFinished : homeMessages.resultNone,
        );
  return (
    <li>
      <Link className="recent-exercise" to={exercisePath(exercise)}>
        <ExerciseTypeIcon
          type={exercise.exerciseType}
          label={intl.formatMessage(homeExerciseTypeMessages[exercise.exerciseType])}
        />{' '}
        <span className="recent-exercise__text">
          <span className="recent-exercise__title">{exercise.title}</span>{' '}
          <span className="recent-exercise__parent">
            <span className={`recent-exercise__label recent-exercise__label--${exercise.label}`}>
              {intl.formatMessage(
                exercise.label === 'assignment'
                  ? homeMessages.labelAssignment
                  : homeMessages.labelCourse,
              )}
            </span>{' '}
            {exercise.parentTitle}
          </span>
        </span>{' '}
        <ResultIcon result={exercise} label={resultLabel} />
      </Link>
    </li>
  );
}
