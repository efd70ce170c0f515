import { useIntl } from 'react-intl';
import type { ConductedLiveSession } from '../../api/generated/model/conductedLiveSession';
import type { LiveClassLearner } from '../../api/generated/model/liveClassLearner';
import { ExerciseTypeIcon } from '../../components/ui/exercise-type-icon';
import { exerciseTypeMessages } from '../../components/ui/messages';
import { TrophyArtwork } from '../../components/ui/trophy-artwork';
import { liveMessages } from './live-messages';

/**
 * The class's learners as they work: who has joined (whose device holds the class) and, for
 * each exercise of the lock, not started, in progress (answered of the run's problems) or
 * finished with the trophy. Read again every few seconds by the panel.
 */
export function LearnerBoard({
  session,
  learners,
  pollSeconds,
}: {
  session: ConductedLiveSession;
  learners: readonly LiveClassLearner[];
  pollSeconds: number;
}) {
  const intl = useIntl();
  const joined = learners.filter((learner) => learner.joined).length;
  const finished = learners.reduce(
    (sum, learner) => sum + learner.exercises.filter((e) => e.status === 'finished').length,
    0,
  );
  const titleOf = (exerciseUuid: string) =>
    session.exercises.find((exercise) => exercise.exerciseUuid === exerciseUuid);
  return (
    <section className="panel console-card" aria-labelledby="learners-heading">
      <div className="console-card__head">
        <h3 id="learners-heading" className="console-card__title">
          {intl.formatMessage(liveMessages.learnersHeading)}
        </h3>
        <p className="console-muted console-small">
          {intl.formatMessage(liveMessages.learnersUpdated, { seconds: pollSeconds })}
        </p>
      </div>
      <p className="console-summary">
        {intl.formatMessage(liveMessages.summary, {
          joined,
          total: learners.length,
          finished,
          exercises: learners.length * session.exercises.length,
        })}
      </p>
      {session.exercises.length === 0 ? (
        <p className="notice console-notice">{intl.formatMessage(liveMessages.noLock)}</p>
      ) : null}
      {learners.length === 0 ? (
        <p className="console-muted">{intl.formatMessage(liveMessages.learnersNone)}</p>
      ) : (
        <ul className="console-learners">
          {learners.map((learner) => (
            <li
              key={learner.aliasUuid}
              className={`console-learner${learner.joined ? ' console-learner--joined' : ''}`}
              aria-label={learner.userName}
            >
              <div className="console-learner__head">
                <span className="console-learner__name">{learner.userName}</span>
                <span
                  className={`console-badge console-badge--${learner.joined ? 'joined' : 'absent'}`}
                >
                  {intl.formatMessage(
                    learner.joined ? liveMessages.joined : liveMessages.notJoined,
                  )}
                </span>
              </div>
              <p className="console-learner__meta">
                {learner.email}
                {learner.deviceUuid && learner.joinedAt ? (
                  <>
                    <br />
                    {intl.formatMessage(liveMessages.device, {
                      device: learner.deviceUuid.slice(0, 8),
                      time: new Date(learner.joinedAt),
                    })}
                  </>
                ) : null}
              </p>
              {learner.exercises.length > 0 ? (
                <ul
                  className="console-progress"
                  aria-label={intl.formatMessage(liveMessages.progressLabel, {
                    name: learner.userName,
                  })}
                >
                  {learner.exercises.map((progress) => {
                    const exercise = titleOf(progress.exerciseUuid);
                    return (
                      <li key={progress.exerciseUuid} className="console-progress__row">
                        {exercise ? (
                          <ExerciseTypeIcon
                            type={exercise.exerciseType}
                            label={intl.formatMessage(exerciseTypeMessages[exercise.exerciseType])}
                          />
                        ) : null}
                        <span className="console-progress__title">{exercise?.title}</span>
                        <span className="console-progress__state">
                          <span
                            className={`console-progress__status console-progress__status--${progress.status}`}
                          >
                            {progress.status === 'notStarted'
                              ? intl.formatMessage(liveMessages.notStarted)
                              : progress.status === 'inProgress'
                                ? intl.formatMessage(liveMessages.inProgress, {
                                    answered: progress.answered,
                                    problems: progress.problems,
                                  })
                                : intl.formatMessage(liveMessages.finished)}
                          </span>
                          {progress.trophy ? (
                            <TrophyArtwork
                              trophy={progress.trophy}
                              className="console-progress__trophy"
                              label={intl.formatMessage(liveMessages.trophy, {
                                trophy: progress.trophy,
                              })}
                            />
                          ) : null}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
