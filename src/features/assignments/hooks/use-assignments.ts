import {
  useGetAssignment,
  useGetMyAssignments,
  useListAssignments,
} from '../../../api/generated/endpoints/assignments/assignments';

/** The home dashboard's assignments: the active ones and how many the alias was ever given. */
export function useMyAssignments(enabled: boolean) {
  return useGetMyAssignments({ query: { enabled } });
}

/** Every assignment of the alias, any status (explore filters them on the client). */
export function useAssignmentList(enabled: boolean) {
  return useListAssignments({ query: { enabled } });
}

/** One assignment with its exercises. */
export function useAssignment(assignmentId: number | null, enabled: boolean) {
  return useGetAssignment(assignmentId ?? 0, {
    query: { enabled: enabled && assignmentId !== null },
  });
}
