// Who is signed in, as the offline calls read it (./offline-calls.ts): each call belongs to the
// learner it was made for (the user and the alias), and goes only while that user is signed in,
// so a learner's waiting answers are never sent with another learner's token on a shared device
// and wait for their owner to sign in again. useSignedInLearnerFeed (called once by the app's
// root) is the one place that reads the session for the calls.
import { useEffect } from 'react';
import { useSession } from '../../../hooks/use-session';

/** The learner a call belongs to. userUuid is null for a call made before the profile came. */
export type CallOwner = { userUuid: string | null; aliasUuid: string | null };

/** The session as the calls see it: whose token the HTTP client sends now. */
export type SignedInLearner = CallOwner & { token: string };

let learner: SignedInLearner | null = null;
const listeners = new Set<() => void>();

/** Who is signed in now (null: nobody), as the session last told it. */
export function signedInLearner(): SignedInLearner | null {
  return learner;
}

/** The session's report of who is signed in. */
function setSignedInLearner(next: SignedInLearner | null): void {
  if (
    learner?.token === next?.token &&
    learner?.userUuid === next?.userUuid &&
    learner?.aliasUuid === next?.aliasUuid
  )
    return;
  learner = next;
  for (const listener of listeners) listener();
}

/** Tells the calls who is signed in, from the session, on every change (the app's root). */
export function useSignedInLearnerFeed(): void {
  const { token, userUuid, aliasUuid } = useSession();
  useEffect(
    () => setSignedInLearner(token === null ? null : { token, userUuid, aliasUuid }),
    [token, userUuid, aliasUuid],
  );
}

/** Calls `listener` whenever someone signs in or out (or the profile or alias comes). */
export function onSignedInLearnerChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A stored owner: an object, or the alias alone (calls queued before owners had a user). */
export function ownerOf(stored: unknown): CallOwner | null {
  if (typeof stored === 'string') return { userUuid: null, aliasUuid: stored };
  if (typeof stored !== 'object' || stored === null) return null;
  const { userUuid, aliasUuid } = stored as Record<string, unknown>;
  return {
    userUuid: typeof userUuid === 'string' ? userUuid : null,
    aliasUuid: typeof aliasUuid === 'string' ? aliasUuid : null,
  };
}

/**
 * Whether a call of `owner` belongs to the learner signed in: the same user (any of her
 * aliases: the call goes with its own alias), or, for a call that names no user, the same alias
 * (an alias is one user's). A call without an owner is anybody's.
 */
export function ownedBy(owner: CallOwner | null, by: CallOwner | null): boolean {
  if (!owner || (owner.userUuid === null && owner.aliasUuid === null)) return true;
  if (!by) return false;
  if (owner.userUuid !== null) return owner.userUuid === by.userUuid;
  return owner.aliasUuid === by.aliasUuid;
}

/** The owner a call made now is stamped with (null when nobody is signed in). */
export function currentOwner(): CallOwner | null {
  return learner && { userUuid: learner.userUuid, aliasUuid: learner.aliasUuid };
}
