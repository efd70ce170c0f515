// Whether the network is away, as opposed to the backend refusing a call: the device says it is
// offline, or the backend does not answer (a school's access point without internet, where the
// browser still says online: the last call got no answer at all, src/api/network-reachability.ts),
// or the call in hand never reached a server (status 0). A start that fails so says the exercise
// needs the internet (or, for a kind judged on the device, starts offline); an answer given so is
// marked later where its kind allows (docs/offline-and-service-worker.md, "Offline on screen").
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../../api/http-client';
import {
  isNetworkReachable,
  subscribeNetworkReachability,
} from '../../../api/network-reachability';

/** Only `false` of `navigator.onLine` is believed: a browser may say online without a network. */
const awayNow = (): boolean => globalThis.navigator?.onLine === false || !isNetworkReachable();

export const isNetworkAway = (error?: unknown): boolean =>
  awayNow() || (error instanceof ApiError && error.status === 0);

function onNetworkChange(listener: () => void): () => void {
  globalThis.addEventListener?.('online', listener);
  globalThis.addEventListener?.('offline', listener);
  const stopReachability = subscribeNetworkReachability(listener);
  return () => {
    globalThis.removeEventListener?.('online', listener);
    globalThis.removeEventListener?.('offline', listener);
    stopReachability();
  };
}

/**
 * Whether the network is away now (the device says offline, or the backend's last call got no
 * answer), re-rendering when that changes.
 */
export function useNetworkAway(): boolean {
  return useSyncExternalStore(onNetworkChange, awayNow, () => false);
}
