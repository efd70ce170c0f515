import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { HistoryExerciseLog } from '../../../api/generated/model/historyExerciseLog';
import { ExerciseTypeIcon } from '../../../components/ui/exercise-type-icon';
import { exerciseTypeMessages } from '../../../components/ui/messages';
import { ResultIcon } from '../../../components/ui/result-icon';
import { exercisePath } from '../../../lib/rules/exercise-path-type';
import { useHistoryDates } from '../hooks/use-history-dates';
import { historyMessages } from '../messages';

/** One finished run: when, which exercise (opening it again), its course or assignment, its trophy. */
export function ExerciseLogRow({ log }: { log: HistoryExerciseLog }) {
  const intl = useIntl();
  const dates = useHistoryDates();
  return (
    <li className="log-row">
      <time className="log-row__time" dateTime={log.timestamp}>
        {dates.dateTime(log.timestamp)}
      </time>
      <Link className="log-row__exercise" to={exercisePath(log)}>
        <ExerciseTypeIcon
          type={log.exerciseType}
          label={intl.formatMessage(exerciseTypeMessages[log.exerciseType])}
        />{' '}
        <span>{log.exerciseTitle}</span>
      </Link>
      <span className="log-row__context">
        {intl.formatMessage(historyMessages.course, { title: log.courseTitle })}
        {log.assignmentTitle ? (
          <>
            {' / '}
            {intl.formatMessage(historyMessages.assignment, { title: log.assignmentTitle })}
          </>
        ) : null}
      </span>
      <span className="log-row__result">
        {log.trophy !== null ? (
          <ResultIcon
            result={{ trophy: log.trophy, finished: true }}
            label={intl.formatMessage(historyMessages.trophy, { trophy: log.trophy })}
          />
        ) : (
          intl.formatMessage(historyMessages.noTrophy)
        )}
      </span>
    </li>
  );
}
