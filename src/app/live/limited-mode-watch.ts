import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useListLiveSessions } from '../../api/generated/endpoints/live/live';
import { useModals } from '../../components/ui/modal/modal-context';
import { paths } from '../../config/routes';
import { isExerciseOrLobby } from '../../lib/limited-mode-routes';
import { anyStarted, vanishedClass } from '../../lib/live-class-vanished';
import { limitedModeChange, limitedModeIn } from '../../lib/live-limited-mode';
import { useMaintenanceActive } from '../app-state/build-info-query';
import { useRouteHandle } from '../route-handle';
import { useSession } from '../session';
import { openClassVanished, openLimitedModeStarted } from './live-modals';

/** Spec 9: live sessions are polled every 5000 ms while signed in. */
export const LIVE_POLL_INTERVAL_MS = 5000;

/**
 * The shell's part of spec 4.4: polls the live sessions, keeps the session's limited mode up to
 * date (the guard redirects with it) and opens the "class started" modal, and the "class ended"
 * or "class cancelled" one when the sessions vanish (cancelled if none had started when last seen).
 */
export function useLimitedModeWatch(): void {
  const session = useSession();
  const maintenance = useMaintenanceActive();
  const modals = useModals();
  const navigate = useNavigate();
  const { name } = useRouteHandle();
  const enabled = session.status === 'signed-in' && session.aliasUuid !== null && !maintenance;
  const { data } = useListLiveSessions({
    query: {
      enabled,
      refetchInterval: LIVE_POLL_INTERVAL_MS,
      refetchIntervalInBackground: true,
      retry: false,
    },
  });
  const seen = useRef<{ aliasUuid: string | null; count: number; started: boolean }>({
    aliasUuid: null,
    count: 0,
    started: false,
  });
  const routeName = useRef(name);
  routeName.current = name;

  const { limitedMode, setLimitedMode, aliasUuid } = session;
  useEffect(() => {
    if (!enabled || !data) return;
    const now = new Date();
    const next = limitedModeIn(data, now);
    const change = limitedModeChange(limitedMode, next);
    if (change !== 'none') setLimitedMode(next);
    if (change === 'started' && !isExerciseOrLobby(routeName.current)) {
      openLimitedModeStarted(modals);
      navigate(paths.liveLobby(true));
    }
    const before = seen.current;
    if (before.aliasUuid === aliasUuid && before.count > 0 && data.length === 0)
      openClassVanished(modals, vanishedClass(before.started));
    seen.current = { aliasUuid, count: data.length, started: anyStarted(data, now) };
  }, [enabled, data, limitedMode, setLimitedMode, aliasUuid, modals, navigate]);
}
