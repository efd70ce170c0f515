import { useMemo } from 'react';
import { useLocation } from 'react-router';
import {
  drillTypeOfPath,
  exerciseRouteQuery,
  type DrillType,
  type ExerciseRouteQuery,
} from '../../lib/rules/exercise-route-query';

/** The exercise routes' query with its defaults, and the drill type read from the path. */
export function useExerciseRouteQuery(): ExerciseRouteQuery & { drillType: DrillType | null } {
  const { pathname, search } = useLocation();
  return useMemo(
    () => ({ ...exerciseRouteQuery(search), drillType: drillTypeOfPath(pathname) }),
    [pathname, search],
  );
}
