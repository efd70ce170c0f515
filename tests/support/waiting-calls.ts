// The offline calls kept on the device (src/features/exercises/player/waiting-calls.ts: one item
// per owner, TanStack's dehydrated mutations), read as the tests check them: every owner's, in the
// order they were made, each as its variables (`id` its call id).
import type { CallVariables } from '../../src/features/exercises/player/offline-calls';

export type StoredCall = Omit<CallVariables, 'callId'> & { id: string };

const PREFIX = 'eigo.waitingCalls.';

/** Every call kept on the device, whoever's, in the order they were made. */
export function waitingCalls(): StoredCall[] {
  const calls: StoredCall[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const kept = JSON.parse(localStorage.getItem(key) ?? '[]') as {
      state: { variables: CallVariables };
    }[];
    for (const { state } of kept) {
      const { callId, ...call } = state.variables;
      calls.push({ id: callId, ...call });
    }
  }
  return calls.sort((a, b) => a.enqueuedAt - b.enqueuedAt);
}

/** Forgets every call kept on the device (a fresh device). */
export function forgetWaitingCalls(): void {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
}
