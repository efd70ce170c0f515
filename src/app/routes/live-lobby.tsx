import { LiveLobby } from '../../features/live/components/live-lobby';
import { useSession } from '../../hooks/use-session';
import { PLACE_PRECISION, useLivePlace } from '../../lib/services/live-place';

const LOBBY = { kind: 'lobby' } as const;

/**
 * Route eigoLiveLobby: the live-class lobby. Nothing is in progress here, so leaving it for a
 * route the class allows (settings, spec 2.2) needs no confirmation; the exit confirmation of
 * spec 4.4 is the exercise's, while it is in progress (spec 4.3). The learner is in the lobby
 * for the teacher's room while it shows.
 */
export default function LiveLobbyRoute() {
  const { queriesReady, groupNames } = useSession();
  useLivePlace(LOBBY, PLACE_PRECISION.screen);
  return <LiveLobby enabled={queriesReady} groupNames={groupNames} />;
}
