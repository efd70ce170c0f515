import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { ConductedLiveSession } from '../../api/generated/model/conductedLiveSession';
import type { LiveClassLearner } from '../../api/generated/model/liveClassLearner';
import { ExerciseTypeIcon } from '../../components/ui/exercise-type-icon';
import { exerciseTypeMessages } from '../../components/ui/messages';
import { LearnerRow } from './learner-row';
import { liveMessages } from './live-messages';
import { roomCounts } from './room-counts';
import { BY_NAME, nextOrder, sortLearners, type RoomOrder, type RoomSortKey } from './room-order';
import { SortHeader } from './sort-header';

/**
 * The teacher's view of the room: the counts at the top, then every learner of the group in a
 * table (joined or not): where they are, the device that holds their lesson, each locked
 * exercise, who was taken over. Sorted by name until the teacher picks another column. Read
 * again every few seconds by the panel; `problem` says why the last read failed (the table
 * keeps the one before).
 */
export function LearnerBoard({
  session,
  learners,
  pollSeconds,
  problem,
}: {
  session: ConductedLiveSession;
  learners: readonly LiveClassLearner[];
  pollSeconds: number;
  problem: string | null;
}) {
  const intl = useIntl();
  const [chosen, setOrder] = useState<RoomOrder>(BY_NAME);
  const exercises = session.exercises;
  // Progress has no column while nothing is locked.
  const order = chosen.key === 'progress' && exercises.length === 0 ? BY_NAME : chosen;
  const counts = roomCounts(learners);
  const rows = sortLearners(
    learners,
    order,
    exercises.map((exercise) => exercise.exerciseUuid),
    new Intl.Collator(intl.locale),
  );
  const sort = (key: RoomSortKey) => setOrder(nextOrder(order, key));
  const rowSpan = exercises.length > 0 ? 2 : undefined;
  return (
    <section className="panel console-card console-room" aria-labelledby="learners-heading">
      <div className="console-card__head">
        <h3 id="learners-heading" className="console-card__title">
          {intl.formatMessage(liveMessages.learnersHeading)}
        </h3>
        <p className={`console-small ${problem ? 'console-room__problem' : 'console-muted'}`}>
          {problem ?? intl.formatMessage(liveMessages.learnersUpdated, { seconds: pollSeconds })}
        </p>
      </div>
      <div className="console-room__counts">
        <p className="console-room__summary">
          {intl.formatMessage(liveMessages.summary, {
            joined: counts.joined,
            total: counts.total,
            finished: counts.finished,
          })}
        </p>
        <p className="console-muted">
          {intl.formatMessage(liveMessages.whereabouts, {
            lobby: counts.lobby,
            exercise: counts.exercise,
            result: counts.result,
            away: counts.away,
            left: counts.left,
          })}
          {exercises.length > 0 ? (
            <>
              <br />
              {intl.formatMessage(liveMessages.finishedMeans, { count: exercises.length })}
            </>
          ) : null}
        </p>
      </div>
      {exercises.length === 0 ? (
        <p className="notice console-notice">{intl.formatMessage(liveMessages.noLock)}</p>
      ) : null}
      {learners.length === 0 ? (
        <p className="console-muted">{intl.formatMessage(liveMessages.learnersNone)}</p>
      ) : (
        <div className="console-room__scroll">
          <table
            className="console-room__table"
            aria-labelledby="learners-heading"
            style={{ '--room-exercises': exercises.length } as CSSProperties}
          >
            <colgroup>
              <col className="console-room__col-name" />
              <col className="console-room__col-where" />
              <col className="console-room__col-device" />
            </colgroup>
            {exercises.length > 0 ? <colgroup span={exercises.length} /> : null}
            <colgroup>
              <col className="console-room__col-taken" />
            </colgroup>
            <thead>
              <tr>
                {(['name', 'where', 'joined'] as const).map((key) => (
                  <SortHeader
                    key={key}
                    sortKey={key}
                    order={order}
                    onSort={sort}
                    rowSpan={rowSpan}
                  />
                ))}
                {exercises.length > 0 ? (
                  <SortHeader
                    sortKey="progress"
                    order={order}
                    onSort={sort}
                    colSpan={exercises.length}
                  />
                ) : null}
                <th scope="col" rowSpan={rowSpan}>
                  {intl.formatMessage(liveMessages.columnTakenOver)}
                </th>
              </tr>
              {exercises.length > 0 ? (
                <tr>
                  {exercises.map((exercise) => (
                    <th
                      key={`${exercise.courseUuid}/${exercise.exerciseUuid}`}
                      scope="col"
                      className="console-room__exercise"
                    >
                      <span className="console-room__exercise-title" title={exercise.title}>
                        <ExerciseTypeIcon
                          type={exercise.exerciseType}
                          label={intl.formatMessage(exerciseTypeMessages[exercise.exerciseType])}
                        />
                        {exercise.title}
                      </span>
                    </th>
                  ))}
                </tr>
              ) : null}
            </thead>
            <tbody>
              {rows.map((learner) => (
                <LearnerRow key={learner.aliasUuid} learner={learner} exercises={exercises} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
