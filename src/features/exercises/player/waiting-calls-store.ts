// The owners' items of the offline calls that wait (./waiting-calls.ts names them): read, kept,
// forgotten. Each is a list of TanStack Query's dehydrated mutations, in the order they were made.
import { localText } from '../../../lib/services/storage';
import type { CallOwner } from './signed-in-learner';
import { WAITING_CALLS_PREFIX as PREFIX } from './waiting-calls';

/** Where the real log ids of runs started offline are kept (./provisional-log-id.ts). */
export const LOG_IDS_STORAGE_KEY = 'eigo.answerQueue.logIds';

/** The item of an owner's calls. */
export function ownerKey(owner: CallOwner | null): string {
  if (owner?.userUuid) return `user.${owner.userUuid}`;
  if (owner?.aliasUuid) return `alias.${owner.aliasUuid}`;
  return 'anyone';
}

/** A kept call: a dehydrated mutation (TanStack's DehydratedMutation), its variables in `state`. */
export type WaitingCall = {
  mutationKey?: readonly unknown[];
  scope?: { id: string };
  meta?: Record<string, unknown>;
  state: { variables?: unknown; [field: string]: unknown };
};

/**
 * A call not sent yet, as TanStack dehydrates a paused mutation: what the moves of the app's
 * earlier stores (its queue, its run ends) write, so a page load hydrates and resumes it.
 */
export const pausedCall = (
  mutationKey: readonly unknown[],
  scope: string,
  variables: unknown,
  submittedAt: number,
): WaitingCall => ({
  mutationKey,
  scope: { id: scope },
  state: {
    context: undefined,
    data: undefined,
    error: null,
    failureCount: 0,
    failureReason: null,
    isPaused: true,
    status: 'pending',
    variables,
    submittedAt,
  },
});

const callIdOf = (call: WaitingCall): string | null => {
  const variables = call.state.variables as { callId?: unknown } | undefined;
  return typeof variables?.callId === 'string' ? variables.callId : null;
};

const isWaitingCall = (value: unknown): value is WaitingCall =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as WaitingCall).state === 'object' &&
  (value as WaitingCall).state !== null &&
  callIdOf(value as WaitingCall) !== null;

/** The calls kept under `key`, in the order they were made. */
export function readWaiting(key: string): WaitingCall[] {
  try {
    const parsed: unknown = JSON.parse(localText.getItem(PREFIX + key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isWaitingCall) : [];
  } catch {
    return [];
  }
}

function writeWaiting(key: string, calls: WaitingCall[]): void {
  if (calls.length === 0) localText.removeItem(PREFIX + key);
  else localText.setItem(PREFIX + key, JSON.stringify(calls));
}

/** Keeps calls under `key` (a call kept before is replaced where it stood). */
export function putWaiting(key: string, calls: WaitingCall[]): void {
  const kept = readWaiting(key);
  for (const call of calls) {
    const at = kept.findIndex((other) => callIdOf(other) === callIdOf(call));
    if (at === -1) kept.push(call);
    else kept[at] = call;
  }
  writeWaiting(key, kept);
}

/**
 * Forgets the calls made under the Idempotency-Key `idempotencyKey` kept under `key` (delivered,
 * or failed for good): a call made again under its key is the same call, settled with it.
 */
export function dropWaiting(key: string, idempotencyKey: string): void {
  const kept = readWaiting(key);
  const left = kept.filter(
    (call) =>
      (call.state.variables as { idempotencyKey?: unknown } | undefined)?.idempotencyKey !==
      idempotencyKey,
  );
  if (left.length !== kept.length) writeWaiting(key, left);
}

/**
 * Forgets the settled calls of `scope` kept under `key`: the results a run's end was to be counted
 * from, once that end went (or failed for good).
 */
export function dropSettled(key: string, scope: string): void {
  const kept = readWaiting(key);
  const left = kept.filter((call) => call.scope?.id !== scope || call.state.status === 'pending');
  if (left.length !== kept.length) writeWaiting(key, left);
}
