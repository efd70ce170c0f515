import { useIntl } from 'react-intl';
import type { LimitedModeDetails } from '../../../api/generated/model/limitedModeDetails';
import { ExerciseRow } from '../../../components/ui/exercise-row';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import type { Language } from '../../../lib/storage';
import { formatLobbyTime } from '../format-lobby-time';
import { lobbyExercisePath } from '../lobby-exercise-path';
import { lobbyMessages } from '../messages';

type LimitedModeExercisesProps = {
  details: LimitedModeDetails | undefined;
  isError: boolean;
  onRetry: () => void;
  sessionId: number;
  endsAt: string;
  now: Date;
  language: Language;
};

/** The exercises the teacher chose (spec 4.4), to be finished by the end of the class. */
export function LimitedModeExercises(props: LimitedModeExercisesProps) {
  const { details, isError, onRetry, sessionId, endsAt, now, language } = props;
  const intl = useIntl();
  let body;
  if (details) {
    body = details.exercises.length ? (
      <ul className="exercise-rows">
        {details.exercises.map((exercise) => (
          <ExerciseRow
            key={`${exercise.courseUuid}/${exercise.exerciseUuid}`}
            to={lobbyExercisePath(exercise, { sessionId, limitedModeId: details.id })}
            exerciseType={exercise.exerciseType}
            inset
          >
            <span className="exercise-row__title">{exercise.title}</span>
          </ExerciseRow>
        ))}
      </ul>
    ) : (
      <p className="empty-state">{intl.formatMessage(lobbyMessages.exercisesEmpty)}</p>
    );
  } else if (isError) {
    body = <LoadError message={lobbyMessages.loadError} onRetry={onRetry} />;
  } else {
    body = <Spinner label={intl.formatMessage(lobbyMessages.loading)} />;
  }
  return (
    <section className="lobby-exercises" aria-labelledby="lobby-exercises-heading">
      <h2 id="lobby-exercises-heading" className="lobby-exercises__heading">
        {intl.formatMessage(lobbyMessages.exercisesHeading)}
      </h2>
      <p className="notice notice--warning">
        {intl.formatMessage(lobbyMessages.deadline, {
          end: formatLobbyTime(endsAt, now, language),
        })}
      </p>
      {body}
    </section>
  );
}
