import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../api/http-client';
import { parseBuildInfo, type BuildInfo } from '../../lib/build-info';

/** Spec 9: the published build info is checked every 300000 ms. */
export const APP_HASH_CHECK_INTERVAL_MS = 300_000;

export const BUILD_INFO_QUERY_KEY = ['build-info'] as const;

async function fetchBuildInfo(signal: AbortSignal): Promise<BuildInfo> {
  // The time query defeats every cache between the app and the file (spec 7).
  const body = await httpClient<unknown>(`/build-info.json?t=${Date.now()}`, { signal });
  return parseBuildInfo(body);
}

/** The published build info, re-read every 5 minutes (failures only keep the last answer). */
export function useBuildInfo() {
  return useQuery({
    queryKey: BUILD_INFO_QUERY_KEY,
    queryFn: ({ signal }) => fetchBuildInfo(signal),
    refetchInterval: APP_HASH_CHECK_INTERVAL_MS,
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
