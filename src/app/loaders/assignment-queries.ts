import { assignmentListQuery, assignmentQuery } from '../../api/queries/assignments';
import { parseAssignmentId } from '../../lib/rules/assignment-details-fallback';
import type { ScreenQueries } from './screen-loader';

/** Assignment details: the assignment the address names (an invalid id is the screen's 404). */
export const assignmentDetailsQueries: ScreenQueries = ({ params, session, ensure }) => {
  const assignmentId = parseAssignmentId(params.assignmentId);
  if (assignmentId === null) return;
  ensure(assignmentQuery(assignmentId, session));
};

/** Assignment explore: every assignment of the alias (the address's filters apply on the client). */
export const assignmentExploreQueries: ScreenQueries = ({ session, ensure }) => {
  ensure(assignmentListQuery(session));
};
