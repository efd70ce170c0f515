// Where the offline calls that wait are kept on the device (./offline-calls.ts): local storage,
// one item per owner (`eigo.waitingCalls.user.<uuid>`; a call made before the profile came, by
// its alias: `…alias.<uuid>`; a call of nobody in particular: `…anyone`), each a list of
// TanStack Query's dehydrated mutations (the call's variables, with its owner, in their state).
// Written synchronously on every change of a call (TanStack's query persister throttles its
// write by a second, too late for an answer the learner was told is saved), read back at her
// next sign-in. Small, with no TanStack code: the app's shell asks it whether anything waits.
import { localText } from '../../../lib/services/storage';
import type { CallOwner } from './signed-in-learner';

/** A kept call: a dehydrated mutation (TanStack's DehydratedMutation), its variables in `state`. */
export type WaitingCall = {
  mutationKey?: readonly unknown[];
  scope?: { id: string };
  meta?: Record<string, unknown>;
  state: { variables?: unknown; [field: string]: unknown };
};

const PREFIX = 'eigo.waitingCalls.';

/** Where the calls of the hand-written queue before it waited (read once, then moved here). */
export const OLD_QUEUE_STORAGE_KEY = 'eigo.answerQueue';

/**
 * Where the ends of runs finished offline wait for their answers' marks (./deferred-run-end.ts);
 * the key the queue before kept them under, so a device that updates keeps them.
 */
export const RUN_ENDS_STORAGE_KEY = 'eigo.answerQueue.runEnds';

/** Where the real log ids of runs started offline are kept (./provisional-log-id.ts). */
export const LOG_IDS_STORAGE_KEY = 'eigo.answerQueue.logIds';

/** The item of an owner's calls. */
export function ownerKey(owner: CallOwner | null): string {
  if (owner?.userUuid) return `user.${owner.userUuid}`;
  if (owner?.aliasUuid) return `alias.${owner.aliasUuid}`;
  return 'anyone';
}

/** The items a learner's calls may be kept under (hers, her alias's, nobody's). */
export function ownerKeysOf(learner: CallOwner): string[] {
  return [
    ...(learner.userUuid ? [`user.${learner.userUuid}`] : []),
    ...(learner.aliasUuid ? [`alias.${learner.aliasUuid}`] : []),
    'anyone',
  ];
}

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

/** Forgets the calls `callIds` kept under `key` (delivered, or failed for good). */
export function dropWaiting(key: string, callIds: readonly string[]): void {
  const kept = readWaiting(key);
  const left = kept.filter((call) => !callIds.includes(callIdOf(call) ?? ''));
  if (left.length !== kept.length) writeWaiting(key, left);
}

/**
 * Whether anything waits for `learner` (or, with none, in the old queue): the app loads the
 * calls' code and resumes them only then.
 */
export function somethingWaitsFor(learner: CallOwner | null): boolean {
  const old = localText.getItem(OLD_QUEUE_STORAGE_KEY);
  if (old !== null && old !== '[]') return true;
  // A run finished offline whose end is not made yet (its answers went before the page did).
  if (localText.getItem(RUN_ENDS_STORAGE_KEY)?.includes('"endQueued":null')) return true;
  return learner !== null && ownerKeysOf(learner).some((key) => readWaiting(key).length > 0);
}
