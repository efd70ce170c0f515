// A route's loader (react-router's data router): it starts the screen's queries the moment the
// router matches the route, beside the download of the screen's lazily loaded module, so the data
// and the code arrive side by side. Each query goes through `queryClient.ensureQueryData` with the
// generated query options, keyed as the screen's hooks key them: the screen then reads the answer
// from the cache (or the request already under way) instead of asking again.
//
// A loader starts; it never throws, and waits only where asked (`settleWithinMs`), never longer
// than that. The router moves as soon as the screen's module is in (and a waiting loader has
// settled or stopped waiting), and the screen shows its own loading and error states as it always
// has (a failed call is the screen's to explain, in the user's language, and to retry).
//
// Waiting a little pays on the first screen of a visit: each answer arriving on its own re-rendered
// the whole screen once more (home, warm: 17 React commits on start, the dashboard rendered five
// times over in its last 50 ms, one per answer); waiting for the screen's calls to settle, for at
// most `settleWithinMs`, renders it once with what it needs. Offline nothing waits: a call would
// only wait for the network (docs/performance.md).
import {
  onlineManager,
  type EnsureQueryDataOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { redirect, type LoaderFunction, type Params } from 'react-router';
import { sessionSnapshot, syncStoredToken } from '../../api/session-store';
import { paths } from '../../config/routes';
import { nextPathOf } from '../../lib/rules/next-path';
import { logEvent } from '../../lib/services/log-event';
import { takeSignedOutOnPurpose } from '../session';
import { flagsQuery, profileQuery } from '../session-queries';
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

export type ScreenLoaderOptions = {
  /**
   * How long the loader may wait for the session's first calls and the screen's own to settle
   * before the router shows the screen (0: it answers at once; offline, always at once).
   */
  settleWithinMs?: number;
};

/**
 * Starts `queries` for the session once it is known; the loader answers at once, or once they
 * have settled within `settleWithinMs`.
 */
export function screenLoader(
  queryClient: QueryClient,
  queries?: ScreenQueries,
  { settleWithinMs = 0 }: ScreenLoaderOptions = {},
): LoaderFunction {
  return ({ params, request }) => {
    const started: Promise<unknown>[] = [];
    const ensure: EnsureQuery = (options) => {
      started.push(queryClient.ensureQueryData(options).catch(() => undefined));
    };
    const work = startSession(queryClient)
      .then((session) => {
        if (session !== null) queries?.({ params, url: new URL(request.url), session, ensure });
        return Promise.all(started);
      })
      .catch(() => undefined);
    if (settleWithinMs <= 0 || !onlineManager.isOnline()) return null;
    // Whichever comes first: every call settled, or the time is up.
    return new Promise<null>((resolve) => {
      setTimeout(resolve, settleWithinMs, null);
      void work.then(() => resolve(null));
    });
  };
}

/**
 * The loader of the layout route every authenticated screen sits under (../router.tsx), as in
 * react-router's auth example: a signed-out visitor goes to the login page before anything of the
 * screen loads (spec 2.2), with the way back in `nextPath` unless they signed out themselves.
 */
export const signedInOnly: LoaderFunction = ({ request }) => {
  syncStoredToken();
  if (sessionSnapshot().token === null) throw redirectToLogin(new URL(request.url));
  return null;
};

/**
 * The login page for a signed-out visitor of `url` (as react-router's auth example does it): with
 * the way back, unless the user has just signed out themselves. On screen, ../guard/route-guard.tsx
 * does the same when the token goes while a screen is open.
 */
function redirectToLogin(url: URL): Response {
  const nextPath = takeSignedOutOnPurpose() ? undefined : nextPathOf(url);
  if (nextPath) logEvent('login-required', { nextPath });
  return redirect(paths.authLogin(nextPath));
}

/**
 * The session's first calls after the aliases (the root's queries): the profile and the flags,
 * which startSession has started already; named here so that a loader can wait for them.
 */
export const sessionQueries: ScreenQueries = ({ session, ensure }) => {
  ensure(profileQuery(session.token, session.aliasUuid));
  ensure(flagsQuery(session.token, session.aliasUuid));
};
