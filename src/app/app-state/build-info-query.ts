import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { httpClient } from '../../api/http-client';
import { parseBuildInfo, type BuildInfo } from '../../lib/rules/build-info';
import { logEvent } from '../../lib/services/log-event';
import { whenIdle } from '../../lib/services/when-idle';

/** Spec 9: the published build info is checked every 300000 ms. */
export const APP_HASH_CHECK_INTERVAL_MS = 300_000;

/**
 * While maintenance is on, the published build info is re-read every 10 s (spec 4.5 says only
 * that maintenance comes from it): the screen notices the end by itself, click or no click, well
 * within the 30 s the refresh button waits (spec 9) and without hammering the server.
 */
export const MAINTENANCE_POLL_INTERVAL_MS = 10_000;

export const BUILD_INFO_QUERY_KEY = ['build-info'] as const;

async function fetchBuildInfo(signal: AbortSignal): Promise<BuildInfo> {
  try {
    // The time query defeats every cache between the app and the file (spec 7).
    const body = await httpClient<unknown>(`/build-info.json?t=${Date.now()}`, { signal });
    return parseBuildInfo(body);
  } catch (error) {
    // Spec 8: a failed hash check is only logged; the last answer stays and the next check runs.
    if (!signal.aborted) {
      logEvent('build-hash-check-failed', {
        message: error instanceof Error ? error.message : String(error),
      });
    }
    throw error;
  }
}

// The first check waits until the first screen has rendered (the main thread's first idle
// moment): it is not what the learner opened the app for, and asked for at start it is one more
// request in the way of the first screen's (docs/performance.md). A 503 from any call before then
// still leads to it (query-client.ts marks it stale; it runs as soon as it may).
let firstCheckMayRun = false;
let firstCheckScheduled = false;
const firstCheckListeners = new Set<() => void>();

function subscribeFirstCheck(listener: () => void): () => void {
  firstCheckListeners.add(listener);
  if (!firstCheckScheduled) {
    firstCheckScheduled = true;
    whenIdle(() => {
      firstCheckMayRun = true;
      for (const notify of firstCheckListeners) notify();
    });
  }
  return () => firstCheckListeners.delete(listener);
}

/**
 * The published build info, re-read every 5 minutes, or every 10 s while maintenance is on
 * (failures only keep the last answer, so a failed read during maintenance keeps polling).
 */
export function useBuildInfo() {
  const mayRun = useSyncExternalStore(
    subscribeFirstCheck,
    () => firstCheckMayRun,
    () => true,
  );
  return useQuery({
    enabled: mayRun,
    queryKey: BUILD_INFO_QUERY_KEY,
    queryFn: ({ signal }) => fetchBuildInfo(signal),
    refetchInterval: (query) =>
      query.state.data?.maintenance.active
        ? MAINTENANCE_POLL_INTERVAL_MS
        : APP_HASH_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    staleTime: APP_HASH_CHECK_INTERVAL_MS,
    retry: false,
  });
}

/** Whether the backend is in maintenance as far as the app knows. */
export function useMaintenanceActive(): boolean {
  return useBuildInfo().data?.maintenance.active ?? false;
}
