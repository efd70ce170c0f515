// Who is signed in, as the offline calls read it (./offline-calls.ts): each call belongs to the
// learner it was made for (the user and the alias), and goes only while that user is signed in,
// so a learner's waiting answers are never sent with another learner's token on a shared device
// and wait for their owner to sign in again. Who that is, is the session store's
// (src/api/session-store.ts: the token the HTTP client sends, the alias, and the user once the
// profile named it), the same one the HTTP client reads: the calls keep no copy of their own.
import {
  sessionSnapshot,
  subscribeSession,
  type SessionSnapshot,
} from '../../../api/session-store';

/** The learner a call belongs to. userUuid is null for a call made before the profile came. */
export type CallOwner = { userUuid: string | null; aliasUuid: string | null };

/** The session as the calls see it: whose token the HTTP client sends now. */
export type SignedInLearner = CallOwner & { token: string };

/** The learner of a snapshot of the session (the same object while she is the same). */
let learner: SignedInLearner | null = null;

function learnerOf({ token, userUuid, aliasUuid }: SessionSnapshot): SignedInLearner | null {
  if (token === null) return null;
  const user = userUuid ?? null;
  if (learner?.token !== token || learner.userUuid !== user || learner.aliasUuid !== aliasUuid)
    learner = { token, userUuid: user, aliasUuid };
  return learner;
}

/** Who is signed in now (null: nobody), as the session store holds it. */
export function signedInLearner(): SignedInLearner | null {
  return learnerOf(sessionSnapshot());
}

/** Calls `listener` whenever someone signs in or out (or the profile or alias comes). */
export function onSignedInLearnerChange(listener: () => void): () => void {
  let before = signedInLearner();
  return subscribeSession(
    () => {
      const now = signedInLearner();
      if (now === before) return;
      before = now;
      listener();
    },
    { poll: false },
  );
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
  const now = signedInLearner();
  return now && { userUuid: now.userUuid, aliasUuid: now.aliasUuid };
}
