import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AssignmentExercise } from '../../../api/generated/model/assignmentExercise';
import { ExerciseTypeIcon } from '../../../components/ui/exercise-type-icon';
import { ResultIcon } from '../../../components/ui/result-icon';
import { exercisePath } from '../../../lib/exercise-path-type';
import { assignmentExerciseTypeMessages, assignmentMessages } from '../messages';

/** The exercises of an assignment, each opening the exercise for this assignment. */
export function AssignmentExerciseList({
  assignmentId,
  exercises,
}: {
  assignmentId: number;
  exercises: readonly AssignmentExercise[];
}) {
  const intl = useIntl();
  return (
    <section aria-labelledby="assignment-exercises-heading">
      <h2 id="assignment-exercises-heading">
        <FormattedMessage {...assignmentMessages.detailsExercises} />
      </h2>
      <ol className="assignment-exercises">
        {exercises.map((exercise) => (
          <li key={exercise.exerciseUuid}>
            <Link className="assignment-exercise" to={exercisePath({ ...exercise, assignmentId })}>
              <ExerciseTypeIcon
                type={exercise.exerciseType}
                label={intl.formatMessage(assignmentExerciseTypeMessages[exercise.exerciseType])}
              />
              <span className="assignment-exercise__title">{exercise.title}</span>
              <span
                className={`assignment-exercise__state assignment-exercise__state--${exercise.finished ? 'finished' : 'open'}`}
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
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
