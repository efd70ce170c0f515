import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postLiveState } from '../../api/generated/endpoints/live/live';
import { liveSessionsQuery } from '../../api/queries/live';
import type { QuerySession } from '../../api/queries/session-key';
import { useQuerySession } from '../../hooks/use-query-session';
import type { LiveSession } from '../../api/generated/model/liveSession';
import { ApiError } from '../../api/http-client';
import { useModals } from '../../components/ui/modal/modal-context';
import { currentLiveSession } from '../../lib/rules/live-current-session';
import { ownershipStep } from '../../lib/rules/live-ownership';
import { logEvent } from '../../lib/services/log-event';
import { deviceUuid } from '../../lib/services/storage';
import { useMaintenanceActive } from '../app-state/build-info-query';
import { useSession } from '../../hooks/use-session';
import { openSessionOwnerAlert, SESSION_OWNER_ALERT } from './live-modals';
import { LIVE_POLL_INTERVAL_MS } from './limited-mode-watch';
import { currentLivePlace, useCurrentLivePlace } from '../../lib/services/live-place';
import { LiveStateCalls } from '../../lib/services/live-state-calls';

/**
 * How long a new place settles before it is sent: a screen replacing another (the exercise, then
 * the lobby) says nothing for a moment, which is no "left".
 */
const PLACE_SETTLE_MS = 100;

type ClaimOutcome = 'owned' | 'conflict' | 'busy' | 'failed';

/**
 * How many answers the sessions query has had. Every poll counts, even one answering the same
 * sessions (structural sharing then keeps `data` as it was): a failed claim is retried at the next.
 */
function useSessionsAnswerCount(session: QuerySession): number {
  const queryClient = useQueryClient();
  const [count, setCount] = useState(0);
  useEffect(() => {
    const hash = hashKey(liveSessionsQuery(session).queryKey);
    return queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        event.query.queryHash === hash
      )
        setCount((n) => n + 1);
    });
  }, [queryClient, session]);
  return count;
}

/**
 * Single-device ownership of the live class (spec 4.4). On every poll of the live sessions (the
 * shell's watch polls every 5 s; this only reads the same query) the class in force is looked at:
 * free once started → this device claims it with a forced state call; held by another device →
 * the session-owner alert (take over, or log out). Upcoming classes are left alone. One state call
 * at a time; a 409 (another device won) opens the alert; any other failure is only logged, and the
 * next poll tries again.
 *
 * While this device holds the class it also tells the backend where the learner is (the `place`
 * of the state call, src/lib/services/live-place.ts) as soon as it changes, for the teacher's room: through the
 * same one-at-a-time calls (src/lib/services/live-state-calls.ts), a newer place replacing one still waiting;
 * "left" as the page goes away.
 */
export function useLiveOwnership(): void {
  const { status, aliasUuid, logout } = useSession();
  const maintenance = useMaintenanceActive();
  const modals = useModals();
  const queryClient = useQueryClient();
  const enabled = status === 'signed-in' && aliasUuid !== null && !maintenance;
  // Reads what the poll (limited-mode-watch.ts) keeps fresh, without a fetch of its own on start.
  const querySession = useQuerySession();
  const { data } = useQuery({
    ...liveSessionsQuery(querySession),
    enabled,
    staleTime: LIVE_POLL_INTERVAL_MS,
  });
  const answers = useSessionsAnswerCount(querySession);
  const place = useCurrentLivePlace();
  const [calls] = useState(
    () =>
      new LiveStateCalls(
        ({ currentSessionId, force, place, keepalive }) =>
          postLiveState(
            { currentSessionId, deviceId: deviceUuid(), force, place },
            keepalive ? { keepalive } : undefined,
          ),
        (sessionId, error) =>
          logEvent('live-place-failed', {
            sessionId,
            message: error instanceof Error ? error.message : String(error),
          }),
      ),
  );
  /** The session the open alert is about. */
  const alertSession = useRef<number | null>(null);
  /** The class this device holds and reports its place to, or null. */
  const heldSession = useRef<number | null>(null);

  const claim = useCallback(
    async (sessionId: number): Promise<ClaimOutcome> => {
      try {
        const owned = await calls.claim(sessionId, currentLivePlace());
        if (owned === 'busy') return 'busy';
        // A poll already under way would answer the old owner and reopen the alert: dropped.
        const key = liveSessionsQuery(querySession).queryKey;
        await queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData<LiveSession[]>(key, (list) =>
          list?.map((session) => (session.id === owned.id ? owned : session)),
        );
        return 'owned';
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return 'conflict';
        logEvent('live-state-failed', {
          sessionId,
          message: error instanceof Error ? error.message : String(error),
        });
        return 'failed';
      }
    },
    [queryClient, calls, querySession],
  );

  const openAlert = useCallback(
    (sessionId: number) => {
      alertSession.current = sessionId;
      openSessionOwnerAlert(modals, {
        onTakeOver: async () => {
          const target = alertSession.current;
          if (target === null) return false;
          const owned = (await claim(target)) === 'owned';
          if (owned) modals.close(SESSION_OWNER_ALERT);
          return owned;
        },
        onLogout: () => {
          modals.close(SESSION_OWNER_ALERT);
          void logout();
        },
      });
    },
    [modals, claim, logout],
  );

  useEffect(() => {
    const now = new Date();
    const current = enabled && data ? currentLiveSession(data, now) : null;
    const step = current ? ownershipStep(current, deviceUuid(), now) : 'none';
    if (step !== 'alert' && alertSession.current !== null) {
      // This device holds the class again, the class ended or the user left: the question is moot.
      alertSession.current = null;
      modals.close(SESSION_OWNER_ALERT);
    }
    if (!current || step === 'none') return;
    if (step === 'alert') {
      openAlert(current.id);
      return;
    }
    void claim(current.id).then((outcome) => {
      if (outcome === 'conflict') openAlert(current.id);
    });
  }, [enabled, data, answers, modals, claim, openAlert]);

  // The place, once settled, for the class this device holds (a claim carries it already).
  useEffect(() => {
    const now = new Date();
    const current = enabled && data ? currentLiveSession(data, now) : null;
    const held =
      current !== null &&
      ownershipStep(current, deviceUuid(), now) === 'none' &&
      current.activeDeviceUuid === deviceUuid();
    heldSession.current = held ? current.id : null;
    if (!current) calls.forget();
    if (!held) return;
    const timer = setTimeout(() => calls.report(current.id, place), PLACE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [enabled, data, answers, place, calls]);

  // The page goes away (closed, reloaded, another site): the learner left the class screens.
  useEffect(() => {
    const leave = () => {
      if (heldSession.current !== null)
        calls.report(heldSession.current, { kind: 'left' }, { keepalive: true });
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [calls]);

  // The app is replaced (maintenance) or gone: no alert is left behind over it.
  useEffect(() => () => modals.close(SESSION_OWNER_ALERT), [modals]);
}
