import { useIntl } from 'react-intl';
import type { LimitedModeDetails } from '../../../api/generated/model/limitedModeDetails';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { minutesLeft } from '../../../lib/rules/live-time-left';
import type { Language } from '../../../lib/services/storage';
import { formatClassTime } from '../../../i18n/format-class-time';
import { lobbyMessages } from '../messages';
import { LobbyExerciseRow } from './lobby-exercise-row';

type LimitedModeExercisesProps = {
  details: LimitedModeDetails | undefined;
  isError: boolean;
  onRetry: () => void;
  sessionId: number;
  endsAt: string;
  now: Date;
  language: Language;
};

/**
 * The exercises the teacher chose (spec 4.4) with this learner's progress on each, to be finished
 * by the end of the class, and the minutes left until then.
 */
export function LimitedModeExercises(props: LimitedModeExercisesProps) {
  const { details, isError, onRetry, sessionId, endsAt, now, language } = props;
  const intl = useIntl();
  const left = minutesLeft(endsAt, now);
  let body;
  if (details) {
    body = details.exercises.length ? (
      <ul className="exercise-rows">
        {details.exercises.map((exercise) => (
          <LobbyExerciseRow
            key={`${exercise.courseUuid}/${exercise.exerciseUuid}`}
            exercise={exercise}
            ids={{ sessionId, limitedModeId: details.id }}
          />
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
      <div className="notice notice--warning lobby-deadline">
        <p>
          {intl.formatMessage(lobbyMessages.deadline, {
            end: formatClassTime(endsAt, now, language),
          })}
        </p>
        <p className="lobby-deadline__left" role="timer">
          {left === null
            ? intl.formatMessage(lobbyMessages.timeOver)
            : intl.formatMessage(lobbyMessages.timeLeft, { minutes: left })}
        </p>
      </div>
      {body}
    </section>
  );
}
