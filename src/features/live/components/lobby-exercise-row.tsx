import { useIntl } from 'react-intl';
import type { LearnerLimitedModeExercise } from '../../../api/generated/model/learnerLimitedModeExercise';
import { ExerciseRow } from '../../../components/ui/exercise-row';
import { ResultIcon } from '../../../components/ui/result-icon';
import { lobbyExercisePath } from '../lobby-exercise-path';
import { lobbyProgressMessages } from '../messages';

const STATE_CLASS = {
  notStarted: 'lobby-progress',
  inProgress: 'lobby-progress lobby-progress--in-progress',
  finished: 'lobby-progress lobby-progress--finished',
} as const;

/** The learner's state on the exercise in words: not started, in progress (n of m), done. */
function progressText(
  intl: ReturnType<typeof useIntl>,
  progress: LearnerLimitedModeExercise['progress'],
): string {
  if (progress.status === 'finished') return intl.formatMessage(lobbyProgressMessages.finished);
  if (progress.status === 'notStarted') return intl.formatMessage(lobbyProgressMessages.notStarted);
  return progress.problems > 0
    ? intl.formatMessage(lobbyProgressMessages.answered, {
        answered: progress.answered,
        problems: progress.problems,
      })
    : intl.formatMessage(lobbyProgressMessages.inProgress);
}

/**
 * One exercise the teacher chose: a row that opens it with the class's ids, its title, this
 * learner's state on it in words and, once done with a trophy, the best trophy of the class's runs.
 */
export function LobbyExerciseRow({
  exercise,
  ids,
}: {
  exercise: LearnerLimitedModeExercise;
  ids: { sessionId: number; limitedModeId: number };
}) {
  const intl = useIntl();
  const { progress } = exercise;
  return (
    <ExerciseRow to={lobbyExercisePath(exercise, ids)} exerciseType={exercise.exerciseType} inset>
      <span className="exercise-row__text">
        <span className="exercise-row__title">{exercise.title}</span>{' '}
        <span className={STATE_CLASS[progress.status]}>{progressText(intl, progress)}</span>
      </span>{' '}
      {progress.status === 'finished' && progress.trophy !== null ? (
        <ResultIcon
          result={{ trophy: progress.trophy, finished: true }}
          label={intl.formatMessage(lobbyProgressMessages.trophy, { trophy: progress.trophy })}
        />
      ) : null}
    </ExerciseRow>
  );
}
