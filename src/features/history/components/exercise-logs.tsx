import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { EXERCISE_LOG_STEP, limitList, nextMultiplier } from '../../../lib/rules/list-limits';
import { useExerciseLogs } from '../hooks/use-exercise-logs';
import { historyMessages } from '../messages';
import '../history.css';
import { ExerciseLogFilters } from './exercise-log-filters';
import { ExerciseLogRow } from './exercise-log-row';
import { HistoryNav } from './history-nav';

/**
 * The exercise logs (spec 2.5): finished runs newest first, filtered by date range, skill and
 * exercise type (remembered, spec 3), twenty rows at a time.
 */
export function ExerciseLogs({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  const { inputs, problem, logs, change, reset } = useExerciseLogs(enabled);
  const [multiplier, setMultiplier] = useState(1);
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const rows = logs.data ?? [];
  const { shown, hidden } = limitList(rows, multiplier, EXERCISE_LOG_STEP);

  useEffect(() => {
    if (focusFrom.current === null) return;
    listRef.current?.querySelectorAll('a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [shown.length]);

  const onChange: typeof change = (next) => {
    setMultiplier(1);
    change(next);
  };

  return (
    <div className="history">
      <h1>
        <FormattedMessage {...historyMessages.logsHeading} />
      </h1>
      <HistoryNav />
      <ExerciseLogFilters
        inputs={inputs}
        rangeError={problem ? intl.formatMessage(historyMessages.endBeforeStart) : null}
        onChange={onChange}
        onClear={() => {
          setMultiplier(1);
          reset();
        }}
      />
      {problem ? null : logs.isError ? (
        <LoadError message={historyMessages.loadError} onRetry={() => void logs.refetch()} />
      ) : !logs.data ? (
        <Spinner label={intl.formatMessage(historyMessages.loading)} />
      ) : (
        <section className="panel history-section" aria-labelledby="exercise-log-count">
          <h2 id="exercise-log-count" className="log-count" aria-live="polite">
            {intl.formatMessage(historyMessages.logsCount, { count: rows.length })}
          </h2>
          {rows.length === 0 ? (
            <p className="empty-state">{intl.formatMessage(historyMessages.logsEmpty)}</p>
          ) : (
            <ol className="log-rows" ref={listRef}>
              {shown.map((log) => (
                <ExerciseLogRow key={log.logId} log={log} />
              ))}
            </ol>
          )}
          {hidden > 0 ? (
            <Button
              variant="secondary"
              onClick={() => {
                focusFrom.current = shown.length;
                setMultiplier(nextMultiplier(rows.length, multiplier, EXERCISE_LOG_STEP));
              }}
            >
              {intl.formatMessage(historyMessages.showMore, { count: hidden })}
            </Button>
          ) : null}
        </section>
      )}
    </div>
  );
}
