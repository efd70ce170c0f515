import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { answersFromDevice, subscribeAnswersFromDevice } from '../lib/services/answers-from-device';

/** The oldest of the answers a screen shows (0s, answers not there, are left out), or null. */
export function oldestSavedAt(updatedAt: readonly number[]): number | null {
  const known = updatedAt.filter((value) => value > 0);
  return known.length === 0 ? null : Math.min(...known);
}

/** Whether the device is online, as TanStack Query sees it (it pauses queries while offline). */
function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * The time of the answers a screen shows when they were saved on the device, for the offline note
 * (src/components/ui/offline-note.tsx), or null while they are fresh from the network. Offline is
 * either the browser saying so (queries wait; the saved query cache shows, each answer with its
 * time, `updatedAt`: the queries' dataUpdatedAt), or the service worker answering from its cache
 * because the network failed (src/lib/services/answers-from-device.ts: the time the backend made them).
 */
export function useOfflineSavedAt(updatedAt: readonly number[]): number | null {
  const online = useOnline();
  const device = useSyncExternalStore(subscribeAnswersFromDevice, answersFromDevice, () =>
    answersFromDevice(),
  );
  const savedAt = oldestSavedAt(
    device.savedAt === null ? updatedAt : [...updatedAt, device.savedAt],
  );
  return online && !device.fromDevice ? null : savedAt;
}
