import { MatchersV3 } from '@pact-foundation/pact';
import { EXAMPLE, fromState } from './requests';

const { boolean, integer } = MatchersV3;

// Sessions of an exercise or of personalised practice, shared by the exercises and practice specs.

/** The session and problem an answer names, as recorded: the provider state's values. */
export const answerTo = { logId: fromState('logId'), problemUuid: fromState('problemUuid') };

/** The same session and problem as the client names them (the examples). */
export const EXAMPLE_ANSWER_TO = { logId: EXAMPLE.logId, problemUuid: EXAMPLE.problemUuid };

/** A drill card's learned status after a right first answer: it went up, without a new badge. */
export const raisedLearnStatus = {
  newLearnStatus: integer(1),
  hasNewLearnedBadge: boolean(false),
  hasIncreased: boolean(true),
};

/** The end of a first run that earns gold: no trophy before it, no more right answers to go. */
export const goldFirstRun = (finalScore: Record<string, unknown>) => ({
  trophy: 3,
  prevBestTrophy: null,
  moreCorrectAnswers: 0,
  finalScore,
});
