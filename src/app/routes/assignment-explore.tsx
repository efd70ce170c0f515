import { AssignmentExplore } from '../../features/assignments/components/assignment-explore';
import { useSession } from '../../hooks/use-session';

/** Route assignment-explore: every assignment of the alias, filtered, sorted and grouped. */
export default function AssignmentExploreRoute() {
  const { status } = useSession();
  return <AssignmentExplore enabled={status === 'signed-in'} />;
}
