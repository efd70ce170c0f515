import { useIntl, type IntlShape } from 'react-intl';
import type { LearnerCurrentExercise } from '../../api/generated/model/learnerCurrentExercise';
import type { LearnerExerciseProgress } from '../../api/generated/model/learnerExerciseProgress';
import type { LimitedModeExercise } from '../../api/generated/model/limitedModeExercise';
import type { LiveClassLearner } from '../../api/generated/model/liveClassLearner';
import { TrophyArtwork } from '../../components/ui/trophy-artwork';
import { liveMessages } from './live-messages';

/** Where in the exercise: its question (or that question's answer sheet), not started, its result. */
function exerciseDetail(
  intl: IntlShape,
  where: LiveClassLearner['where'],
  current: LearnerCurrentExercise,
): string {
  if (where === 'result') return intl.formatMessage(liveMessages.onResult);
  if (current.questions === 0) return intl.formatMessage(liveMessages.beforeStart);
  const place = { question: current.question, questions: current.questions };
  return intl.formatMessage(
    current.answerSheet ? liveMessages.answerSheet : liveMessages.question,
    place,
  );
}

/**
 * Where the learner is: the lobby, the exercise and its question or answer sheet, its result
 * screen, left the class screens, away since, or not joined.
 */
function WhereCell({
  learner,
  exercises,
}: {
  learner: LiveClassLearner;
  exercises: readonly LimitedModeExercise[];
}) {
  const intl = useIntl();
  const current =
    learner.where === 'exercise' || learner.where === 'result' ? learner.currentExercise : null;
  const title = current
    ? exercises.find((exercise) => exercise.exerciseUuid === current.exerciseUuid)?.title
    : undefined;
  const away = learner.where === 'away' ? learner.lastSeenAt : null;
  return (
    <td>
      <span className={`console-where console-where--${learner.where}`} title={title}>
        {title ?? intl.formatMessage(liveMessages.where, { where: learner.where })}
      </span>
      {current ? (
        <span className="console-room__detail">{exerciseDetail(intl, learner.where, current)}</span>
      ) : away ? (
        <span className="console-room__detail">
          {intl.formatMessage(liveMessages.since, { time: new Date(away) })}
        </span>
      ) : null}
    </td>
  );
}

/** One locked exercise for this learner: not started, in progress n/m, or finished with its trophy. */
function ExerciseCell({ progress }: { progress: LearnerExerciseProgress | undefined }) {
  const intl = useIntl();
  const status = progress?.status ?? 'notStarted';
  return (
    <td>
      <span className="console-room__state">
        <span className={`console-state console-state--${status}`}>
          {progress?.status === 'inProgress'
            ? intl.formatMessage(liveMessages.inProgress, {
                answered: progress.answered,
                problems: progress.problems,
              })
            : intl.formatMessage(
                status === 'finished' ? liveMessages.finished : liveMessages.notStarted,
              )}
        </span>
        {progress?.trophy ? (
          <TrophyArtwork
            trophy={progress.trophy}
            className="console-room__trophy"
            label={intl.formatMessage(liveMessages.trophy, { trophy: progress.trophy })}
          />
        ) : null}
      </span>
    </td>
  );
}

/**
 * One learner of the room: name and e-mail, where they are, the device that holds their lesson
 * and since when, each locked exercise, and how often another device of theirs took it over.
 */
export function LearnerRow({
  learner,
  exercises,
}: {
  learner: LiveClassLearner;
  exercises: readonly LimitedModeExercise[];
}) {
  const intl = useIntl();
  return (
    <tr>
      <th scope="row">
        <span className="console-room__name">{learner.userName}</span>
        <span className="console-room__detail" title={learner.email}>
          {learner.email}
        </span>
      </th>
      <WhereCell learner={learner} exercises={exercises} />
      <td>
        {learner.deviceUuid ? (
          <>
            <span className="console-room__device">{learner.deviceUuid.slice(0, 8)}</span>
            {learner.joinedAt ? (
              <span className="console-room__detail">
                {intl.formatMessage(liveMessages.since, { time: new Date(learner.joinedAt) })}
              </span>
            ) : null}
          </>
        ) : null}
      </td>
      {exercises.map(({ courseUuid, exerciseUuid }) => (
        <ExerciseCell
          key={`${courseUuid}/${exerciseUuid}`}
          progress={learner.exercises.find(
            (p) => p.courseUuid === courseUuid && p.exerciseUuid === exerciseUuid,
          )}
        />
      ))}
      <td>
        {learner.takeOvers > 0 ? (
          <>
            <span className="console-room__taken">
              {intl.formatMessage(liveMessages.takeOvers, { count: learner.takeOvers })}
            </span>
            {learner.lastTakenOverAt ? (
              <span className="console-room__detail">
                {intl.formatMessage(liveMessages.lastTakenOver, {
                  time: new Date(learner.lastTakenOverAt),
                })}
              </span>
            ) : null}
          </>
        ) : null}
      </td>
    </tr>
  );
}
