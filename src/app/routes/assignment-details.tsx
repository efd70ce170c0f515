import { useParams } from 'react-router';
import {
  AssignmentDetails,
  type AssignmentOfflineParts,
} from '../../features/assignments/components/assignment-details';
import { OfflineDownloadPanel } from '../../features/offline-download/components/offline-download-panel';
import { OfflineReadyMark } from '../../features/offline-download/components/offline-ready-mark';
import { parseAssignmentId } from '../../lib/rules/assignment-details-fallback';
import { useSession } from '../../hooks/use-session';

/** "Download for offline" on the assignment: a panel over its exercises, a mark on each row. */
const offline: AssignmentOfflineParts = {
  panel: (exercises) => <OfflineDownloadPanel exercises={exercises} />,
  mark: (exercise) => <OfflineReadyMark exercise={exercise} />,
};

/** Route assignment-details: one assignment and its exercises. */
export default function AssignmentDetailsRoute() {
  const { assignmentId } = useParams();
  const { queriesReady } = useSession();
  return (
    <AssignmentDetails
      assignmentId={parseAssignmentId(assignmentId)}
      enabled={queriesReady}
      offline={offline}
    />
  );
}
