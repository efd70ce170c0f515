import { useQuery } from '@tanstack/react-query';
import {
  assignmentListQuery,
  assignmentQuery,
  myAssignmentsQuery,
} from '../../../api/queries/assignments';
import { useQuerySession } from '../../../hooks/use-query-session';

/** The home dashboard's assignments: the active ones and how many the alias was ever given. */
export function useMyAssignments(enabled: boolean) {
  return useQuery({ ...myAssignmentsQuery(useQuerySession()), enabled });
}

/** Every assignment of the alias, any status (explore filters them on the client). */
export function useAssignmentList(enabled: boolean) {
  return useQuery({ ...assignmentListQuery(useQuerySession()), enabled });
}

/** One assignment with its exercises. */
export function useAssignment(assignmentId: number | null, enabled: boolean) {
  return useQuery({
    ...assignmentQuery(assignmentId ?? 0, useQuerySession()),
    enabled: enabled && assignmentId !== null,
  });
}
