import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { exerciseLogsQuery } from '../../../api/queries/history';
import { useQuerySession } from '../../../hooks/use-query-session';
import { useStoredItem } from '../../../hooks/use-stored-item';
import {
  changeHistoryInputs,
  DEFAULT_HISTORY_INPUTS,
  exerciseLogsParams,
  historyRangeProblem,
} from '../../../lib/rules/history-inputs';
import { historyInputs, type HistoryInputs } from '../../../lib/services/storage';

/**
 * The exercise logs of the remembered filters (spec 3, history inputs). Dates that cannot be
 * asked for (the end before the start) are not sent: the screen says why instead.
 */
export function useExerciseLogs(enabled: boolean) {
  const session = useQuerySession();
  const [stored, write] = useStoredItem(historyInputs);
  const inputs = changeHistoryInputs(stored, {});
  const problem = historyRangeProblem(inputs);
  const logs = useQuery({
    ...exerciseLogsQuery(exerciseLogsParams(inputs, session.language), session),
    enabled: enabled && problem === null,
  });
  const change = useCallback(
    (next: Partial<HistoryInputs>) => write(changeHistoryInputs(historyInputs.read(), next)),
    [write],
  );
  const reset = useCallback(() => write(DEFAULT_HISTORY_INPUTS), [write]);
  return { inputs, problem, logs, change, reset };
}
