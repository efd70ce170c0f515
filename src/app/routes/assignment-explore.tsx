import { OfflineNote } from '../../components/ui/offline-note';
import { useOfflineSavedAt } from '../../hooks/use-offline-saved-at';
import { AssignmentExplore } from '../../features/assignments/components/assignment-explore';
import { useAssignmentList } from '../../features/assignments/hooks/use-assignments';
import { useSession } from '../../hooks/use-session';

/** Route assignment-explore: every assignment of the alias, filtered, sorted and grouped. */
export default function AssignmentExploreRoute() {
  const { queriesReady: enabled } = useSession();
  // The query the screen reads (shared, not asked twice): offline, the time it is from.
  const list = useAssignmentList(enabled);
  const savedAt = useOfflineSavedAt([list.dataUpdatedAt]);
  return (
    <>
      <OfflineNote savedAt={savedAt} />
      <AssignmentExplore enabled={enabled} />
    </>
  );
}
