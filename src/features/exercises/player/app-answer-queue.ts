// The app's one answer queue: every answer, log, end and feedback call of an exercise goes
// through it (./answer-queue.ts), with its idempotency key, kept in local storage so a reload or a
// dropped connection loses nothing.
import { createAnswerQueue, type AnswerQueue } from './answer-queue';
import { ANSWER_QUEUE_STORAGE_KEY } from './answer-queue-key';
import { sessionCredentials } from '../../../api/session-credentials';
import { localText } from '../../../lib/services/storage';
import { kindOfType } from './kind-lookup';
import { queueDrained } from './queue-drained';
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
 * The queue; each call is made for the alias signed in when it is queued, and goes with that
 * alias's header whoever is signed in when it is sent (another learner's token and this alias
 * are refused by the backend: an answer is never credited to someone else).
 */
export function answerQueue(): AnswerQueue {
  if (!queue) {
    const inner = createAnswerQueue({
      execute: (call, headers) =>
        sendOperation(
          call.operation,
          call.args,
          call.owner ? { ...headers, 'X-Alias-Uuid': call.owner } : headers,
        ),
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
      enqueue: (call) => inner.enqueue({ owner: sessionCredentials().aliasUuid, ...call }),
    };
    // Once the calls that waited are all delivered (or failed for good), the screens that show
    // results load again (./queue-drained.ts): a run ended by the queue, a reload offline.
    let waiting = false;
    inner.subscribe(() => {
      const now = inner.pending().length > 0;
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
  const call = kind ? settledEndCall(kind, entry) : null;
  const now = runEndOf(entry.logId);
  if (!call || !queue || !now || now.endQueued) return;
  const { id, idempotencyKey } = queue.enqueue({
    ...call,
    scope: entry.scope,
    ...(entry.owner ? { owner: entry.owner } : {}),
    idempotencyKey: entry.idempotencyKey,
  });
  claimRunEnd(entry.logId, {
    callId: id,
    call: { operation: call.operation, args: call.args, idempotencyKey },
  });
}
