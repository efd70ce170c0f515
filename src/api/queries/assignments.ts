// The assignments' query options (./session-key.ts).
import {
  getGetAssignmentQueryOptions,
  getGetMyAssignmentsQueryOptions,
  getListAssignmentsQueryOptions,
} from '../generated/endpoints/assignments/assignments';
import { forSession, type QuerySession } from './session-key';

/** Home's assignments: the active ones and how many the alias was ever given. */
export const myAssignmentsQuery = (session: QuerySession, request?: RequestInit) =>
  forSession(getGetMyAssignmentsQueryOptions({ request }), session);

/** Every assignment of the alias, any status. */
export const assignmentListQuery = (session: QuerySession, request?: RequestInit) =>
  forSession(getListAssignmentsQueryOptions({ request }), session);

/** One assignment with its exercises. */
export const assignmentQuery = (
  assignmentId: number,
  session: QuerySession,
  request?: RequestInit,
) => forSession(getGetAssignmentQueryOptions(assignmentId, { request }), session);
