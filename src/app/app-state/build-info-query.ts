import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../api/http-client';
import { parseBuildInfo, type BuildInfo } from '../../lib/build-info';

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
  // The time query defeats every cache between the app and the file (spec 7).
  const body = await httpClient<unknown>(`/build-info.json?t=${Date.now()}`, { signal });
  return parseBuildInfo(body);
}

/**
 * The published build info, re-read every 5 minutes, or every 10 s while maintenance is on
 * (failures only keep the last answer, so a failed read during maintenance keeps polling).
 */
export function useBuildInfo() {
  return useQuery({
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
