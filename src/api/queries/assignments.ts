// The assignments' query options (./session-key.ts).
import {
  getGetAssignmentQueryOptions,
  getGetMyAssignmentsQueryOptions,
  getListAssignmentsQueryOptions,
} from '../generated/endpoints/assignments/assignments';
import { forSession, type QuerySession } from './session-key';

/** Home's assignments: the active ones and how many the alias was ever given. */
export const myAssignmentsQuery = (session: QuerySession) =>
  forSession(getGetMyAssignmentsQueryOptions(), session);

/** Every assignment of the alias, any status. */
export const assignmentListQuery = (session: QuerySession) =>
  forSession(getListAssignmentsQueryOptions(), session);

/** One assignment with its exercises. */
export const assignmentQuery = (assignmentId: number, session: QuerySession) =>
  forSession(getGetAssignmentQueryOptions(assignmentId), session);
