import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetLiveClassView } from '../../api/generated/endpoints/mock/mock';
import { ApiError } from '../../api/http-client';
import { ExerciseTypeIcon } from '../../components/ui/exercise-type-icon';
import { exerciseTypeMessages } from '../../components/ui/messages';
import { Spinner } from '../../components/ui/spinner';
import { useProblemText } from '../components/use-problem-text';
import { consoleMessages } from '../messages';
import { classTimeMessages } from './class-time-messages';
import { TimeLeft } from './class-time';
import { exerciseProgressCounts } from './classroom-progress';
import { liveMessages } from './live-messages';
import { roomCounts } from './room-counts';
import { useBackendNow } from './use-backend-now';
import './classroom.css';

/** Read as often as the room of the console reads it. */
const CLASS_POLL_MS = 2000;

/**
 * The room for the classroom's screen (a projector): the class, what is left of it, large counts
 * of where the pupils are, and per chosen exercise how many finished it, work on it, have not
 * started it. Names are shown only when the teacher asks (off by default: the screen is public).
 */
export function ClassroomView({ sessionId }: { sessionId: number }) {
  const intl = useIntl();
  const problemText = useProblemText();
  const namesId = useId();
  const now = useBackendNow();
  const [names, setNames] = useState(false);
  const view = useGetLiveClassView(sessionId, { query: { refetchInterval: CLASS_POLL_MS } });
  const group = view.data?.session.group.name;
  useEffect(() => {
    document.title =
      intl.formatMessage(classTimeMessages.classroomTitle) + (group ? ` – ${group}` : '');
  });

  let body;
  if (view.isPending) {
    body = <Spinner label={intl.formatMessage(consoleMessages.loading)} />;
  } else if (!view.data || (view.error instanceof ApiError && view.error.status === 404)) {
    const gone = view.error instanceof ApiError && view.error.status === 404;
    body = (
      <p className="classroom__message" role="status">
        {gone ? intl.formatMessage(liveMessages.gone) : problemText(view.error)}
      </p>
    );
  } else {
    const { session, learners } = view.data;
    const counts = roomCounts(learners);
    const progress = exerciseProgressCounts(
      session.exercises,
      learners,
      new Intl.Collator(intl.locale),
    );
    const places = [
      { key: 'lobby', label: classTimeMessages.classroomLobby, count: counts.lobby },
      { key: 'exercise', label: classTimeMessages.classroomInExercise, count: counts.exercise },
      { key: 'finished', label: classTimeMessages.classroomFinished, count: counts.finished },
      { key: 'away', label: classTimeMessages.classroomAway, count: counts.away },
    ] as const;
    body = (
      <>
        <header className="classroom__head">
          <div>
            <h1 className="classroom__title">
              {intl.formatMessage(liveMessages.panelHeading, { group: session.group.name })}
            </h1>
            <p className="classroom__org">{session.group.orgName}</p>
          </div>
          <div className="classroom__time">
            <TimeLeft session={session} now={now} className="classroom__left" />
            <p className="classroom__until">
              {intl.formatMessage(classTimeMessages.until, { end: new Date(session.endsAt) })}
            </p>
          </div>
        </header>
        <section
          className="classroom__counts"
          aria-label={intl.formatMessage(classTimeMessages.classroomCounts)}
        >
          <dl className="classroom__tiles">
            <div className="classroom__tile classroom__tile--joined">
              <dt>{intl.formatMessage(classTimeMessages.classroomJoined)}</dt>
              <dd>
                {counts.joined}
                <span className="classroom__total">
                  {' '}
                  {intl.formatMessage(classTimeMessages.ofTotal, { total: counts.total })}
                </span>
              </dd>
            </div>
            {places.map((place) => (
              <div key={place.key} className={`classroom__tile classroom__tile--${place.key}`}>
                <dt>{intl.formatMessage(place.label)}</dt>
                <dd>{place.count}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="classroom__exercises" aria-labelledby={`${namesId}-exercises`}>
          <h2 id={`${namesId}-exercises`} className="classroom__subtitle">
            {intl.formatMessage(classTimeMessages.classroomExercises)}
          </h2>
          {progress.length === 0 ? (
            <p className="classroom__message">
              {intl.formatMessage(classTimeMessages.classroomNoLock)}
            </p>
          ) : (
            <ol className="classroom__list">
              {progress.map((exercise) => {
                const total = counts.total || 1;
                const kind = intl.formatMessage(exerciseTypeMessages[exercise.exerciseType]);
                return (
                  <li
                    key={`${exercise.courseUuid}/${exercise.exerciseUuid}`}
                    className="classroom__exercise"
                  >
                    <p className="classroom__exercise-title">
                      <ExerciseTypeIcon type={exercise.exerciseType} label={kind} />
                      <span>{exercise.title}</span>
                      <span className="classroom__kind" aria-hidden="true">
                        {kind}
                      </span>
                    </p>
                    <div
                      className="classroom__bar"
                      role="img"
                      aria-label={intl.formatMessage(classTimeMessages.finishedBar, {
                        finished: exercise.finished.length,
                        total: counts.total,
                      })}
                    >
                      <span
                        className="classroom__bar-finished"
                        style={{ width: `${(100 * exercise.finished.length) / total}%` }}
                      />
                      <span
                        className="classroom__bar-working"
                        style={{ width: `${(100 * exercise.inProgress.length) / total}%` }}
                      />
                    </div>
                    <p className="classroom__exercise-counts">
                      {intl.formatMessage(classTimeMessages.exerciseProgress, {
                        finished: exercise.finished.length,
                        inProgress: exercise.inProgress.length,
                        notStarted: exercise.notStarted,
                      })}
                    </p>
                    {names ? (
                      <div className="classroom__names">
                        {exercise.finished.length ? (
                          <p>
                            {intl.formatMessage(classTimeMessages.namesFinished, {
                              names: intl.formatList(exercise.finished, { type: 'unit' }),
                            })}
                          </p>
                        ) : null}
                        {exercise.inProgress.length ? (
                          <p>
                            {intl.formatMessage(classTimeMessages.namesWorking, {
                              names: intl.formatList(exercise.inProgress, { type: 'unit' }),
                            })}
                          </p>
                        ) : null}
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          )}
        </section>
        {view.isError ? (
          <p className="classroom__problem" role="status">
            {problemText(view.error)}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div className="classroom">
      <main className="classroom__main">{body}</main>
      <footer className="classroom__tools">
        <label className="classroom__toggle" htmlFor={namesId}>
          <input
            id={namesId}
            type="checkbox"
            checked={names}
            onChange={(event) => setNames(event.target.checked)}
          />
          {intl.formatMessage(classTimeMessages.classroomNames)}
        </label>
        {document.fullscreenEnabled ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void document.documentElement.requestFullscreen?.()}
          >
            {intl.formatMessage(classTimeMessages.classroomFullScreen)}
          </button>
        ) : null}
        <a className="button button--link" href="#live">
          {intl.formatMessage(classTimeMessages.classroomBack)}
        </a>
        <span className="classroom__updated">
          {intl.formatMessage(liveMessages.learnersUpdated, { seconds: CLASS_POLL_MS / 1000 })}
        </span>
      </footer>
    </div>
  );
}
