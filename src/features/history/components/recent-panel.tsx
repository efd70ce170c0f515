import { useIntl } from 'react-intl';
import type { HistoryRecentExercise } from '../../../api/generated/model/historyRecentExercise';
import { ExerciseRow } from '../../../components/ui/exercise-row';
import { ResultIcon } from '../../../components/ui/result-icon';
import { exercisePath } from '../../../lib/rules/exercise-path-type';
import { historyMessages } from '../messages';

/** The exercises played lately, each opening the exercise again in its context. */
export function RecentPanel({ exercises }: { exercises: readonly HistoryRecentExercise[] }) {
  const intl = useIntl();
  if (exercises.length === 0)
    return <p className="empty-state">{intl.formatMessage(historyMessages.recentEmpty)}</p>;
  return (
    <ul className="exercise-rows">
      {exercises.map((exercise) => {
        const result =
          exercise.trophy !== null
            ? intl.formatMessage(historyMessages.trophy, { trophy: exercise.trophy })
            : intl.formatMessage(
                exercise.finished ? historyMessages.resultFinished : historyMessages.resultNone,
              );
        return (
          <ExerciseRow
            key={`${exercise.exerciseUuid} ${exercise.assignmentId ?? exercise.courseUuid}`}
            to={exercisePath(exercise)}
            exerciseType={exercise.exerciseType}
            inset
          >
            <span className="exercise-row__text">
              <span className="exercise-row__title">{exercise.title}</span>{' '}
              <span className="exercise-row__parent">
                {intl.formatMessage(
                  exercise.label === 'assignment'
                    ? historyMessages.labelAssignment
                    : historyMessages.labelCourse,
                )}{' '}
                {exercise.parentTitle}
              </span>
            </span>{' '}
            <ResultIcon result={exercise} label={result} />
          </ExerciseRow>
        );
      })}
    </ul>
  );
}
