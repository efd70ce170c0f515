// Whether a call failed because the network is away (the device says it is offline, or the call
// never reached a server: status 0), as opposed to the backend refusing it. A start that fails so
// says the exercise needs the internet (or, for a kind judged on the device, starts offline).
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../../api/http-client';

export const isNetworkAway = (error?: unknown): boolean =>
  globalThis.navigator?.onLine === false || (error instanceof ApiError && error.status === 0);

function onNetworkChange(listener: () => void): () => void {
  globalThis.addEventListener?.('online', listener);
  globalThis.addEventListener?.('offline', listener);
  return () => {
    globalThis.removeEventListener?.('online', listener);
    globalThis.removeEventListener?.('offline', listener);
  };
}

/**
 * Whether the device says it is offline now, re-rendering when that changes (only `false` of
 * `navigator.onLine` is believed: a browser may say online without a network, never offline with
 * one; a call that fails then still says so, through `isNetworkAway(error)`).
 */
export function useNetworkAway(): boolean {
  return useSyncExternalStore(
    onNetworkChange,
    () => globalThis.navigator?.onLine === false,
    () => false,
  );
}
