/** Where the answer queue keeps its calls (local storage); the app resumes them at start. */
export const ANSWER_QUEUE_STORAGE_KEY = 'eigo.answerQueue';
