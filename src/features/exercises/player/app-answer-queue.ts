// The app's one answer queue: every answer, log, end and feedback call of an exercise goes
// through it (./answer-queue.ts), with its idempotency key, kept in local storage so a reload or a
// dropped connection loses nothing.
import { createAnswerQueue, type AnswerQueue } from './answer-queue';
import { ANSWER_QUEUE_STORAGE_KEY } from './answer-queue-key';
import { sessionCredentials } from '../../../api/session-credentials';
import { localText } from '../../../lib/services/storage';
import { sendOperation } from './operations';

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
    });
    queue = {
      ...inner,
      enqueue: (call) => inner.enqueue({ owner: sessionCredentials().aliasUuid, ...call }),
    };
    inner.start();
  }
  return queue;
}

/** Replaces the queue (tests). */
export function resetAnswerQueue(): void {
  queue?.dispose();
  queue = null;
}
