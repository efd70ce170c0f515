/** Where the answer queue keeps its calls (local storage); the app resumes them at start. */
export const ANSWER_QUEUE_STORAGE_KEY = 'eigo.answerQueue';

/**
 * Where the ends of runs finished offline wait for their answers' marks (./run-ends.ts); the app
 * resumes the queue at start while one has not been queued yet.
 */
export const RUN_ENDS_STORAGE_KEY = 'eigo.answerQueue.runEnds';
