// TanStack Query's cache saved on the device (IndexedDB, through idb-keyval), so home, the
// assignments, the courses last seen and the exercises opened show offline
// (docs/offline-and-service-worker.md). One entry per signed-in session (the token's digest),
// written for one alias; removed on sign-out; dropped after a week or when the build changes (the
// buster). What is saved: ./query-persistence-rules.ts; the storage,
// ./query-persistence-store.ts, loaded after the first screen (it brings idb-keyval and the
// persister packages).
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { logEvent } from '../lib/services/log-event';
import { sessionSnapshot } from '../api/session-store';

/**
 * Restores the session's saved cache, then keeps saving it while the session lasts; forgets it
 * when the session ends (sign-out, a 401, another user signing in). Where IndexedDB is missing
 * (some private modes, vitest's jsdom) it does nothing.
 */
export function useQueryPersistence(queryClient: QueryClient, token: string | null): void {
  useEffect(() => {
    if (!token || typeof indexedDB === 'undefined') return;
    let stopped = false;
    let stop = () => {};
    const store = import('./query-persistence-store');
    void store
      .then(({ persistSession }) => {
        if (!stopped) stop = persistSession(queryClient, token);
      })
      .catch((error: unknown) =>
        logEvent('offline-cache-unavailable', {
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    return () => {
      stopped = true;
      stop();
      // The token is gone or another one replaced it: this session's data goes with it.
      if (sessionSnapshot().token !== token)
        void store.then(({ forgetSession }) => forgetSession(token)).catch(() => undefined);
    };
  }, [queryClient, token]);
}
