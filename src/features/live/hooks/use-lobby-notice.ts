import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lobbyNoticeOf, type LobbyNotice } from '../lobby-notice';

/**
 * The notice the navigation to the lobby carried (./lobby-notice.ts). It stays on screen while
 * the lobby is open; the history entry is written again without it, so a reload or coming back
 * later does not show it again.
 */
export function useLobbyNotice(): LobbyNotice | null {
  const location = useLocation();
  const navigate = useNavigate();
  const carried = lobbyNoticeOf(location.state);
  const [notice, setNotice] = useState(carried);
  if (carried !== null && carried !== notice) setNotice(carried);
  const { pathname, search } = location;
  useEffect(() => {
    if (carried !== null) navigate({ pathname, search }, { replace: true, state: null });
  }, [carried, pathname, search, navigate]);
  return notice;
}
