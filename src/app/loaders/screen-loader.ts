// A route's loader (react-router's data router): it starts the screen's queries the moment the
// router matches the route, beside the download of the screen's lazily loaded module, so the data
// and the code arrive side by side. Each query goes through `queryClient.ensureQueryData` with the
// generated query options, keyed as the screen's hooks key them: the screen then reads the answer
// from the cache (or the request already under way) instead of asking again.
//
// A loader starts; it never waits or throws. The router moves as soon as the screen's module is in,
// and the screen shows its own loading and error states as it always has (a failed call is the
// screen's to explain, in the user's language, and to retry): nothing here blocks a navigation.
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import { startSession, type LoaderSession } from './loader-session';

/** Starts one query the screen is about to read (a failure is left for the screen to show). */
export type EnsureQuery = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
) => void;

export type ScreenQueries = (context: {
  params: Params;
  /** The address being loaded (its search parameters select what some screens show). */
  url: URL;
  session: LoaderSession;
  ensure: EnsureQuery;
}) => void;

/** Starts `queries` for the session once it is known; the loader itself answers at once. */
export function screenLoader(queryClient: QueryClient, queries?: ScreenQueries): LoaderFunction {
  const ensure: EnsureQuery = (options) => {
    queryClient.ensureQueryData(options).catch(() => undefined);
  };
  return ({ params, request }) => {
    void startSession(queryClient).then((session) => {
      if (session !== null) queries?.({ params, url: new URL(request.url), session, ensure });
    });
    return null;
  };
}
