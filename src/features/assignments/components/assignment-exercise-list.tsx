import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssignmentExercise } from '../../../api/generated/model/assignmentExercise';
import { ExerciseRow } from '../../../components/ui/exercise-row';
import { ResultIcon } from '../../../components/ui/result-icon';
import { exercisePath } from '../../../lib/rules/exercise-path-type';
import { assignmentMessages } from '../messages';

/** The exercises of an assignment, each opening the exercise for this assignment. */
export function AssignmentExerciseList({
  assignmentId,
  exercises,
  mark,
}: {
  assignmentId: number;
  exercises: readonly AssignmentExercise[];
  /** What the row adds at its end (the route's offline mark), if anything. */
  mark?: (exercise: AssignmentExercise) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <section aria-labelledby="assignment-exercises-heading">
      <h2 id="assignment-exercises-heading">
        <FormattedMessage {...assignmentMessages.detailsExercises} />
      </h2>
      <ol className="exercise-rows assignment-exercises">
        {exercises.map((exercise) => (
          <ExerciseRow
            key={exercise.exerciseUuid}
            to={exercisePath({ ...exercise, assignmentId })}
            exerciseType={exercise.exerciseType}
          >
            <span className="exercise-row__title">{exercise.title}</span>
            <span
              className={`exercise-row__state${exercise.finished ? ' exercise-row__state--finished' : ''}`}
            >
              <FormattedMessage
                {...(exercise.finished
                  ? assignmentMessages.exerciseFinished
                  : assignmentMessages.exerciseNotFinished)}
              />
            </span>
            {exercise.bestTrophy !== null ? (
              <ResultIcon
                result={{ trophy: exercise.bestTrophy, finished: exercise.finished }}
                label={intl.formatMessage(assignmentMessages.exerciseTrophy, {
                  trophy: exercise.bestTrophy,
                })}
              />
            ) : null}
            {mark?.(exercise)}
          </ExerciseRow>
        ))}
      </ol>
    </section>
  );
}
