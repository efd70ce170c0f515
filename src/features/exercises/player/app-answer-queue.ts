// The app's one answer queue: every answer, log, end and feedback call of an exercise goes
// through it (./answer-queue.ts), with its idempotency key, kept in local storage so a reload or a
// dropped connection loses nothing.
import { createAnswerQueue, type AnswerQueue } from './answer-queue';
import { ANSWER_QUEUE_STORAGE_KEY } from './answer-queue-key';
import { sendOperation } from './operations';

let queue: AnswerQueue | null = null;

export function answerQueue(): AnswerQueue {
  if (!queue) {
    queue = createAnswerQueue({
      execute: (call, headers) => sendOperation(call.operation, call.args, headers),
      storage: window.localStorage,
      storageKey: ANSWER_QUEUE_STORAGE_KEY,
    });
    queue.start();
  }
  return queue;
}

/** Replaces the queue (tests). */
export function resetAnswerQueue(): void {
  queue?.dispose();
  queue = null;
}
