import { useQuery, useQueryClient } from '@tanstack/react-query';
import { liveSessionsQuery } from '../../api/queries/live';
import { useQuerySession } from '../../hooks/use-query-session';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { getGetLimitedModeQueryKey } from '../../api/generated/endpoints/live/live';
import { useModals } from '../../components/ui/modal/modal-context';
import { paths } from '../../config/routes';
import { lobbyNoticeState } from '../../features/live/lobby-notice';
import { anyStarted, vanishedClass } from '../../lib/rules/live-class-vanished';
import {
  classMove,
  isAnnounced,
  limitedModeChange,
  limitedModeIn,
  type LimitedModeState,
} from '../../lib/rules/live-limited-mode';
import { announcedLimitedModes } from '../../lib/services/storage';
import { useMaintenanceActive } from '../app-state/build-info-query';
import { useRouteHandle } from '../route-handle';
import { useSession } from '../../hooks/use-session';
import {
  CLASS_CANCELLED,
  LIMITED_MODE_STARTED,
  openClassVanished,
  openLimitedModeStarted,
  SESSION_ENDED,
} from './live-modals';

/** Spec 9: live sessions are polled every 5000 ms while signed in. */
export const LIVE_POLL_INTERVAL_MS = 5000;

/** Whether a class has started and its end has not passed on this device's clock. */
function underWay(sessions: readonly { startsAt: string; endsAt?: string }[], now: Date): boolean {
  const time = now.getTime();
  return sessions.some(
    (session) =>
      Date.parse(session.startsAt) <= time &&
      (session.endsAt === undefined || Date.parse(session.endsAt) > time),
  );
}

/** Remembers the alias's limited mode in force (or forgets it once over) across reloads. */
function rememberAnnounced(aliasUuid: string, current: LimitedModeState | null): void {
  const announced = new Map(Object.entries(announcedLimitedModes.read()));
  if (current) {
    announced.set(aliasUuid, {
      sessionId: current.sessionId,
      limitedModeId: current.limitedModeId,
    });
  } else announced.delete(aliasUuid);
  announcedLimitedModes.write(Object.fromEntries(announced));
}

/**
 * The shell's part of spec 4.4: polls the live sessions, keeps the session's limited mode up to
 * date (the guard redirects with it) and opens the "class started" modal, and the "class ended"
 * or "class cancelled" one when the sessions vanish (cancelled if none had started when last seen).
 * A limited mode this device announced already (the app reloaded during the class) is taken up
 * quietly: the learner stays on the route they were on if the class allows it. When the teacher
 * changes the exercises (a new version) they are fetched again, and a learner outside the lobby
 * and the exercises is brought to the lobby, which says so. Learners in an exercise are left to
 * the guard's lock: a chosen exercise goes on, any other leads to the lobby.
 */
export function useLimitedModeWatch(): void {
  const session = useSession();
  const maintenance = useMaintenanceActive();
  const modals = useModals();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { name } = useRouteHandle();
  const enabled = session.status === 'signed-in' && session.aliasUuid !== null && !maintenance;
  const { data } = useQuery({
    ...liveSessionsQuery(useQuerySession()),
    enabled,
    refetchInterval: LIVE_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    // Home asks for the classes as soon as the alias is known; once signed in, this poll starts
    // from that answer instead of asking again at once (it is never older than a poll).
    staleTime: LIVE_POLL_INTERVAL_MS,
    retry: false,
  });
  const seen = useRef<{ aliasUuid: string | null; count: number; started: boolean }>({
    aliasUuid: null,
    count: 0,
    started: false,
  });
  // The route the learner is on when a change is seen (not a reason to look at the list again).
  const routeName = useEffectEvent(() => name);

  const { limitedMode, setLimitedMode, aliasUuid } = session;
  useEffect(() => {
    if (!enabled || !data) return;
    const now = new Date();
    const next = limitedModeIn(data, now);
    const change = limitedModeChange(limitedMode, next);
    const announced =
      aliasUuid !== null && isAnnounced(announcedLimitedModes.read()[aliasUuid], next);
    if (change !== 'none') {
      setLimitedMode(next);
      if (aliasUuid !== null) rememberAnnounced(aliasUuid, next);
    }
    if (change === 'changed' && next) {
      void queryClient.invalidateQueries({
        queryKey: getGetLimitedModeQueryKey(next.sessionId, next.limitedModeId),
      });
    }
    // The newest state of the class wins over a dialog about an older one: a class in limited mode
    // that is over closes a stale "class started", a class under way a stale "ended"/"cancelled"
    // (also in the lobby or an exercise, where no "class started" replaces it).
    if (change === 'ended') modals.close(LIMITED_MODE_STARTED);
    if (underWay(data, now)) {
      modals.close(SESSION_ENDED);
      modals.close(CLASS_CANCELLED);
    }
    const move = classMove(change, announced, routeName());
    if (move === 'announce') {
      openLimitedModeStarted(modals);
      navigate(paths.liveLobby(true));
    }
    if (move === 'showChange')
      navigate(paths.liveLobby(true), { state: lobbyNoticeState('changed') });
    const before = seen.current;
    if (before.aliasUuid === aliasUuid && before.count > 0 && data.length === 0)
      openClassVanished(modals, vanishedClass(before.started));
    seen.current = { aliasUuid, count: data.length, started: anyStarted(data, now) };
  }, [enabled, data, limitedMode, setLimitedMode, aliasUuid, modals, navigate, queryClient]);
}
