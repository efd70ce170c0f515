import { useIntl } from 'react-intl';
import type { HistoryRecentExercise } from '../../../api/generated/model/historyRecentExercise';
import { ExerciseRow } from '../../../components/ui/exercise-row';
import { ResultIcon } from '../../../components/ui/result-icon';
import { exercisePath } from '../../../lib/rules/exercise-path-type';
import { homeMessages } from '../messages';

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
    <ExerciseRow to={exercisePath(exercise)} exerciseType={exercise.exerciseType}>
      <span className="exercise-row__text">
        <span className="exercise-row__title">{exercise.title}</span>{' '}
        <span className="exercise-row__parent">
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
    </ExerciseRow>
  );
}
