import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isNetworkReachable, subscribeNetworkReachability } from '../api/network-reachability';

/** The oldest of the answers a screen shows (0s, answers not there, are left out), or null. */
export function oldestSavedAt(updatedAt: readonly number[]): number | null {
  const known = updatedAt.filter((value) => value > 0);
  return known.length === 0 ? null : Math.min(...known);
}

/**
 * Whether the device is online, as TanStack Query sees it (it pauses queries while the browser
 * says offline), and the backend answered the last call.
 */
function useOnline(): boolean {
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
  const reachable = useSyncExternalStore(
    subscribeNetworkReachability,
    isNetworkReachable,
    () => true,
  );
  return online && reachable;
}

/**
 * The time of the answers a screen shows when they were saved on the device, for the offline note
 * (src/components/ui/offline-note.tsx), or null while they are fresh from the network. Offline is
 * the browser saying so (the queries wait), or the backend not answering (an access point without
 * internet, where the browser says online: src/api/network-reachability.ts; the queries keep
 * their answers and try again); either way the screen shows the answers saved on the device, each
 * with its time (`updatedAt`: the queries' dataUpdatedAt).
 */
export function useOfflineSavedAt(updatedAt: readonly number[]): number | null {
  return useOnline() ? null : oldestSavedAt(updatedAt);
}
