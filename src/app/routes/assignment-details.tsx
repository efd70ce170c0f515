import { useParams } from 'react-router';
import { AssignmentDetails } from '../../features/assignments/components/assignment-details';
import { parseAssignmentId } from '../../lib/rules/assignment-details-fallback';
import { useSession } from '../../hooks/use-session';

/** Route assignment-details: one assignment and its exercises. */
export default function AssignmentDetailsRoute() {
  const { assignmentId } = useParams();
  const { status } = useSession();
  return (
    <AssignmentDetails
      assignmentId={parseAssignmentId(assignmentId)}
      enabled={status === 'signed-in'}
    />
  );
}
