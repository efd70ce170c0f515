// Where the offline calls that wait are kept on the device (./offline-calls.ts): local storage,
// one item per owner (`eigo.waitingCalls.user.<uuid>`; a call made before the profile came, by
// its alias: `…alias.<uuid>`; a call of nobody in particular: `…anyone`), each a list of
// TanStack Query's dehydrated mutations (the call's variables, with its owner, in their state).
// Written synchronously on every change of a call (TanStack's query persister throttles its
// write by a second, too late for an answer the learner was told is saved), read back at her
// next sign-in. This module is the keys only, small: the app's shell asks it whether anything
// waits; the items are read and written by ./waiting-calls-store.ts.
import { localText } from '../../../lib/services/storage';
import type { CallOwner } from './signed-in-learner';

/** The prefix of the owners' items. */
export const WAITING_CALLS_PREFIX = 'eigo.waitingCalls.';

/** Where the calls of the hand-written queue before it waited (read once, then moved here). */
export const OLD_QUEUE_STORAGE_KEY = 'eigo.answerQueue';

/**
 * Where the app kept, in a table of its own, the ends of runs finished offline waiting for their
 * answers' marks: read once, each moved to its owner's calls (./deferred-run-end.ts).
 */
export const RUN_ENDS_STORAGE_KEY = 'eigo.answerQueue.runEnds';

/** The items a learner's calls may be kept under (hers, her alias's, nobody's). */
export function ownerKeysOf(learner: CallOwner): string[] {
  return [
    ...(learner.userUuid ? [`user.${learner.userUuid}`] : []),
    ...(learner.aliasUuid ? [`alias.${learner.aliasUuid}`] : []),
    'anyone',
  ];
}

/**
 * Whether anything waits for `learner` (or, with none, in the old queue): the app loads the
 * calls' code and resumes them only then.
 */
export function somethingWaitsFor(learner: CallOwner | null): boolean {
  const old = localText.getItem(OLD_QUEUE_STORAGE_KEY);
  if (old !== null && old !== '[]') return true;
  if (localText.getItem(RUN_ENDS_STORAGE_KEY) !== null) return true;
  // An owner's item is removed once none of her calls waits.
  return (
    learner !== null &&
    ownerKeysOf(learner).some((key) => localText.getItem(WAITING_CALLS_PREFIX + key) !== null)
  );
}
