import { useQuery } from '@tanstack/react-query';
import { recentExercisesQuery } from '../../../api/queries/history';
import { useQuerySession } from '../../../hooks/use-query-session';

/** The exercises played lately, titled in the screen language. */
export function useRecentExercises(enabled: boolean) {
  return useQuery({ ...recentExercisesQuery(useQuerySession()), enabled });
}
