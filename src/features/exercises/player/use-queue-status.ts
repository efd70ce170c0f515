import { useSyncExternalStore } from 'react';
import type { AnswerQueue, QueueStatus } from './answer-queue';

/** The queue's status ('idle', 'saving', 'retrying', 'offline'), re-rendering on each change. */
export function useQueueStatus(queue: AnswerQueue): QueueStatus {
  return useSyncExternalStore(queue.subscribe, queue.getStatus, queue.getStatus);
}
