import {
  MutationCache,
  QueryCache,
  QueryClient,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type QueryKey,
  type QueryObserverOptions,
  onlineManager,
} from '@tanstack/react-query';
import { ApiError } from '../api/http-client';
import { assumeReachable } from '../api/network-reachability';
import { clearSessionToken, sessionSnapshot } from '../api/session-store';
import { BUILD_INFO_QUERY_KEY } from './app-state/build-info-query';
import { isSavedQueryKey, QUERY_CACHE_MAX_AGE_MS, savedAnswerOf } from './query-persistence-keys';

/**
 * An answer stays fresh for 10 s: a screen's route loader starts its queries while the screen's
 * module downloads (src/app/loaders), and the screen, mounting a moment later, reads that answer
 * (or that failure) instead of asking again. Writes invalidate what they change.
 */
const ANSWER_FRESH_MS = 10_000;

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
 * A saved query (one the device keeps, ./query-persistence-keys.ts) that holds an answer keeps
 * trying while the network is away (a failed connection or a call past the HTTP client's time
 * limit: status 0), rather than ending in the error state, which the screens show instead of the
 * answer: the answer on screen (often the one restored from the device) stays, under the offline
 * note, and is replaced when the network answers again. TanStack Query waits between tries (up to
 * 30 s), and pauses them while the browser says it is offline. Any other query fails as before
 * (shouldRetry): the live class list above all, whose answer of a minute ago must not keep a
 * learner in a class that may have ended (while it is unknown, nothing locks).
 */
const keepsItsAnswer = (error: unknown, data: unknown) =>
  data !== undefined && error instanceof ApiError && error.status === 0;

/**
 * Whether a query reads content a download keeps on the device (an exercise, a course's tree:
 * "download for offline" fetches them ahead into this cache, which is saved in IndexedDB): such a
 * query is asked even while the browser says it is offline (networkMode 'offlineFirst': browsers
 * may say offline when a network is there, on some captive or metered connections), and the
 * answer kept on the device serves when the call fails. Every other query waits for the network
 * while offline (TanStack Query's default), showing the answer saved on the device with its real
 * time.
 */
export function readsOfflineContent(queryKey: QueryKey | undefined): boolean {
  return savedAnswerOf(queryKey) === 'content';
}

/**
 * A page opened while offline (a reload on a train) starts offline: TanStack Query's online
 * manager starts online and only hears the later online/offline events, so without this the
 * screens would ask for everything once rather than show the saved answers with their time (the
 * offline note). Only `false` is believed: browsers may say online without a network, never
 * offline with one.
 */
export function startOfflineWhenBrowserIs(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    onlineManager.setOnline(false);
}

/**
 * The app's QueryClient, with readsOfflineContent's queries asked for offline too, a saved query
 * that holds an answer keeping it while the network is away (keepsItsAnswer), and the saved
 * ones kept in memory while their saved copy lasts: the save writes what is in memory, and a query
 * dropped after TanStack's default five unwatched minutes (home's lists, while the learner spends
 * them in an exercise) would be gone from the device at the next save.
 */
class AppQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    if (options.networkMode === undefined && readsOfflineContent(defaulted.queryKey))
      defaulted.networkMode = 'offlineFirst';
    if (options.gcTime === undefined && isSavedQueryKey(defaulted.queryKey))
      defaulted.gcTime = QUERY_CACHE_MAX_AGE_MS;
    if (options.retryOnMount === undefined) {
      // A failure is the answer for as long as an answer stays fresh (ANSWER_FRESH_MS): the
      // screen that mounts a moment after its route loader's call failed shows that failure, with
      // its way to try again, instead of asking at once once more (which flashed its loading
      // state between two of the same errors, and doubled every failing call).
      const state = this.getQueryCache().get(defaulted.queryHash)?.state;
      if (state?.status === 'error' && Date.now() - state.errorUpdatedAt < ANSWER_FRESH_MS)
        defaulted.retryOnMount = false;
    }
    const retry = defaulted.retry;
    if (
      options.retry === undefined &&
      typeof retry === 'function' &&
      isSavedQueryKey(defaulted.queryKey)
    ) {
      const { queryHash } = defaulted;
      defaulted.retry = (failureCount, error) =>
        keepsItsAnswer(error, this.getQueryCache().get(queryHash)?.state.data) ||
        retry(failureCount, error);
    }
    return defaulted;
  }
}

/**
 * The app's QueryClient. A 503 from any call means maintenance has probably begun: the build info
 * is re-read at once instead of at the next 5-minute check, so the maintenance screen appears.
 * A 401 from any call means the token is no longer valid (logged out elsewhere, expired): the
 * stored token is dropped, the session clears and the guard sends the user to sign in.
 */
export function createAppQueryClient(options: { retry?: boolean } = {}): QueryClient {
  startOfflineWhenBrowserIs();
  // A new app knows nothing against the network yet (src/api/network-reachability.ts).
  assumeReachable();
  const client: QueryClient = new AppQueryClient({
    queryCache: new QueryCache({ onError: (error) => onError(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: ANSWER_FRESH_MS,
      },
      mutations: { retry: false },
    },
  });
  function onError(error: unknown) {
    if (error instanceof ApiError && error.status === 503) {
      void client.invalidateQueries({ queryKey: BUILD_INFO_QUERY_KEY });
    }
    if (error instanceof ApiError && error.status === 401 && sessionSnapshot().token !== null) {
      clearSessionToken();
    }
  }
  return client;
}
