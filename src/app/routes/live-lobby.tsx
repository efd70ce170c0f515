import { LiveLobby } from '../../features/live/components/live-lobby';
import { leavesClass } from '../live/leaving-class';
import { useConfirmNavigationAway } from '../navigation-away';
import { useSession } from '../session';

/** Route eigoLiveLobby: the live-class lobby; during a limited mode leaving it asks first. */
export default function LiveLobbyRoute() {
  const { status, limitedMode } = useSession();
  useConfirmNavigationAway(limitedMode ? leavesClass : false);
  return <LiveLobby enabled={status === 'signed-in'} />;
}
