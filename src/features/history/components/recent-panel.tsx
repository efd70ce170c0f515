import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { HistoryRecentExercise } from '../../../api/generated/model/historyRecentExercise';
import { ExerciseTypeIcon } from '../../../components/ui/exercise-type-icon';
import { ResultIcon } from '../../../components/ui/result-icon';
import { exercisePath } from '../../../lib/exercise-path-type';
import { historyExerciseTypeMessages, historyMessages } from '../messages';

/** The exercises played lately, each opening the exercise again in its context. */
export function RecentPanel({ exercises }: { exercises: readonly HistoryRecentExercise[] }) {
  const intl = useIntl();
  if (exercises.length === 0)
    return <p className="empty-state">{intl.formatMessage(historyMessages.recentEmpty)}</p>;
  return (
    <ul className="history-rows">
      {exercises.map((exercise) => {
        const result =
          exercise.trophy !== null
            ? intl.formatMessage(historyMessages.trophy, { trophy: exercise.trophy })
            : intl.formatMessage(
                exercise.finished ? historyMessages.resultFinished : historyMessages.resultNone,
              );
        return (
          <li key={`${exercise.exerciseUuid} ${exercise.assignmentId ?? exercise.courseUuid}`}>
            <Link className="history-row" to={exercisePath(exercise)}>
              <ExerciseTypeIcon
                type={exercise.exerciseType}
                label={intl.formatMessage(historyExerciseTypeMessages[exercise.exerciseType])}
              />{' '}
              <span className="history-row__text">
                <span className="history-row__title">{exercise.title}</span>{' '}
                <span className="history-row__parent">
                  {intl.formatMessage(
                    exercise.label === 'assignment'
                      ? historyMessages.labelAssignment
                      : historyMessages.labelCourse,
                  )}{' '}
                  {exercise.parentTitle}
                </span>
              </span>{' '}
              <ResultIcon result={exercise} label={result} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
