import { createContext, useContext } from 'react';
import type { Outcome } from '../kinds/kind';

// The outcome of the question on screen once it is answered (null before): a kind's question
// marks its own controls in place with it (the chosen and the right option of a choice).
export const QuestionOutcomeContext = createContext<Outcome | null>(null);

/** The answered question's outcome, or null while it is being answered. */
export const useQuestionOutcome = () => useContext(QuestionOutcomeContext);
