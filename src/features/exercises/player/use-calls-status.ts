import { onlineManager, useMutationState } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { callKey } from './call-operations';
import { isRetrying } from './offline-calls';

export type CallsStatus = 'idle' | 'saving' | 'offline' | 'retrying';

const onlineNow = () => onlineManager.isOnline();

/**
 * The offline calls' status ('idle', 'saving', 'retrying', 'offline'), read with useMutationState
 * from the signed-in learner's calls not delivered yet, re-rendering on each change.
 */
export function useCallsStatus(): CallsStatus {
  const retrying = useMutationState({
    filters: { mutationKey: callKey(), status: 'pending' },
    select: isRetrying,
  });
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    onlineNow,
    onlineNow,
  );
  if (retrying.length === 0) return 'idle';
  if (!online || globalThis.navigator?.onLine === false) return 'offline';
  return retrying.some(Boolean) ? 'retrying' : 'saving';
}
