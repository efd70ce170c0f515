import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http-client';
import { authToken } from '../lib/services/storage';
import { BUILD_INFO_QUERY_KEY } from './app-state/build-info-query';

/** Client errors (4xx) and maintenance (503) do not get better by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiError &&
    ((error.status >= 400 && error.status < 500) || error.status === 503)
  )
    return false;
  return failureCount < 2;
}

/**
 * The app's QueryClient. A 503 from any call means maintenance has probably begun: the build info
 * is re-read at once instead of at the next 5-minute check, so the maintenance screen appears.
 * A 401 from any call means the token is no longer valid (logged out elsewhere, expired): the
 * stored token is dropped, the session clears and the guard sends the user to sign in.
 */
export function createAppQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        refetchOnWindowFocus: false,
        // An answer stays fresh for 10 s: a screen's route loader starts its queries while the
        // screen's module downloads (src/app/loaders), and the screen, mounting a moment later,
        // reads that answer instead of asking again. Writes invalidate what they change.
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
  function onError(error: unknown) {
    if (error instanceof ApiError && error.status === 503) {
      void client.invalidateQueries({ queryKey: BUILD_INFO_QUERY_KEY });
    }
    if (error instanceof ApiError && error.status === 401 && authToken.read() !== null) {
      authToken.clear();
    }
  }
  return client;
}
