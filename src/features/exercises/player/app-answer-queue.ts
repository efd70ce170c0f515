// The app's one answer queue: every answer, log, end and feedback call of an exercise goes
// through it (./answer-queue.ts), with its idempotency key, kept in local storage so a reload or a
// dropped connection loses nothing.
import { createAnswerQueue, type AnswerQueue, type QueuedCall } from './answer-queue';
import { ANSWER_QUEUE_STORAGE_KEY } from './answer-queue-key';
import { ApiError } from '../../../api/http-client';
import { sessionSnapshot } from '../../../api/session-store';
import { localText } from '../../../lib/services/storage';
import { kindOfType } from './kind-lookup';
import { queueDrained } from './queue-drained';
import {
  currentOwner,
  onSignedInLearnerChange,
  ownedBy,
  ownerOf,
  signedInLearner,
  type CallOwner,
} from './signed-in-learner';
import { sendOperation } from './operations';
import {
  claimRunEnd,
  noteSettled,
  runEndOf,
  settledEndCall,
  settledRunEnds,
  type RunEnd,
} from './run-ends';

let queue: AnswerQueue | null = null;

/**
 * The learner signed in now, when the HTTP client sends her token: right after a sign-in the
 * session may tell the client before it tells the queue, and a call must not go meanwhile.
 */
function learnerSending(): CallOwner | null {
  const learner = signedInLearner();
  const { token } = sessionSnapshot();
  return learner && token !== null && learner.token === token ? learner : null;
}

/** A call goes only while its owner is signed in (never with another learner's token). */
const mayGo = (call: QueuedCall) => ownedBy(ownerOf(call.owner), learnerSending());

/**
 * The owner a call made now is stamped with: the learner signed in (the alias alone while the
 * session has not told the queue who she is).
 */
function ownerNow(): CallOwner | null {
  const { aliasUuid } = sessionSnapshot();
  // The owner only (never the token: the queue is stored on the device).
  if (learnerSending()) return currentOwner();
  return aliasUuid ? { userUuid: null, aliasUuid } : null;
}

/**
 * The queue; each call is made for the learner signed in when it is queued (her user and alias),
 * goes only while she is signed in, with that alias's header, and waits for her next sign-in
 * otherwise (a token refused, another learner on the device, nobody signed in).
 */
export function answerQueue(): AnswerQueue {
  if (!queue) {
    const inner = createAnswerQueue({
      execute: (call, headers) => {
        const owner = ownerOf(call.owner);
        return sendOperation(
          call.operation,
          call.args,
          owner?.aliasUuid ? { ...headers, 'X-Alias-Uuid': owner.aliasUuid } : headers,
        );
      },
      mayGo,
      onMayGoChange: onSignedInLearnerChange,
      // A token the backend does not take (signed out meanwhile, expired): kept for its owner.
      isOwnerAway: (error) => error instanceof ApiError && error.status === 401,
      storage: localText,
      storageKey: ANSWER_QUEUE_STORAGE_KEY,
      // A run with deferred marks ends here once its answers are settled, also when its tab
      // was closed before the network came back (./run-ends.ts).
      onSettled: (call, settled) => {
        for (const entry of noteSettled(call, settled)) void endRun(entry);
      },
    });
    queue = {
      ...inner,
      enqueue: (call) => inner.enqueue({ owner: ownerNow(), ...call }),
    };
    // Once the calls that waited are all delivered (or failed for good), the screens that show
    // results load again (./queue-drained.ts): a run ended by the queue, a reload offline.
    let waiting = false;
    inner.subscribe(() => {
      const now = inner.waiting().length > 0;
      if (waiting && !now) queueDrained();
      waiting = now;
    });
    inner.start();
    // A run whose answers were all settled before its page went, but whose end was not queued.
    for (const entry of settledRunEnds()) void endRun(entry);
  }
  return queue;
}

/** Replaces the queue (tests). */
export function resetAnswerQueue(): void {
  queue?.dispose();
  queue = null;
}

/**
 * Queues the end of a run whose deferred answers are all settled, with the counts the screen
 * would make, unless a screen (or an earlier page) queued it meanwhile: one end per run.
 */
async function endRun(entry: RunEnd): Promise<void> {
  // The kinds' code loads only when a run is to be ended (the app shell does not carry it).
  const kind = await kindOfType(entry.target.exerciseType);
  // Null when a result cannot be read: left unended rather than with counts the backend refuses.
  const call = kind ? await settledEndCall(kind, entry) : null;
  const now = runEndOf(entry.logId);
  if (!call || !queue || !now || now.endQueued) return;
  const { id, idempotencyKey } = queue.enqueue({
    ...call,
    scope: entry.scope,
    ...(entry.owner ? { owner: ownerOf(entry.owner) } : {}),
    idempotencyKey: entry.idempotencyKey,
  });
  claimRunEnd(entry.logId, {
    callId: id,
    call: { operation: call.operation, args: call.args, idempotencyKey },
  });
}

/**
 * How many calls wait for the learner signed in now (answers she gave offline): signing out
 * warns about them, and keeps them for her next sign-in.
 */
export function callsWaitingForSignedIn(): number {
  const learner = currentOwner();
  if (!learner) return 0;
  return answerQueue()
    .pending()
    .filter((call) => {
      const owner = ownerOf(call.owner);
      return owner !== null && ownedBy(owner, learner);
    }).length;
}
