import { describe, expect, it } from 'vitest';
import { chatFeedback } from './chat-closeness';

// The turn of greetingsChat's club question: a model group and a branch.
const problem = {
  answers: [
    {
      accepted: ["Yes, I'm in the tennis club.", "I'm in the tennis club."],
      nextProblemUuid: null,
    },
    { accepted: ["No, I'm not in a club."], nextProblemUuid: null },
  ],
};
const MODEL = "Yes, I'm in the tennis club.";

describe('chatFeedback', () => {
  it.each([
    // name, answer, isCorrect, transition (last miss) → closeness, correction
    ['right', "yes i'm in the tennis club", true, false, 'correct', null],
    ['right on the last attempt', "I'm in the tennis club.", true, true, 'correct', null],
    ['one slip', 'Yes, Im in the tennis club.', false, false, 'close', MODEL],
    [
      'one slip nearest the shorter answer',
      'Im in the tennis club.',
      false,
      false,
      'close',
      "I'm in the tennis club.",
    ],
    ['close: one word wrong', "Yes, I'm in the soccer club.", false, false, 'close', MODEL],
    ['close: one word missing', "Yes, I'm in the tennis.", false, false, 'close', MODEL],
    [
      'close to the branch',
      "No, I'm not in club.",
      false,
      false,
      'close',
      "No, I'm not in a club.",
    ],
    ['far: gives nothing away', 'I like bananas.', false, false, 'far', null],
    ['far: only the start', 'Yes.', false, false, 'far', null],
    ['last miss, close: the nearest', "Yes, I'm in the soccer club.", false, true, 'close', MODEL],
    ['last miss, far: the model', 'I like bananas.', false, true, 'far', MODEL],
    // The talk follows the model's group after the last miss: its answer is the one shown.
    [
      'last miss near the branch: the model group',
      "No, I'm not in club.",
      false,
      true,
      'far',
      MODEL,
    ],
  ] as const)('%s', (_name, answer, isCorrect, transition, closeness, correction) => {
    expect(chatFeedback(problem, answer, { isCorrect, transition })).toEqual({
      closeness,
      correction,
    });
  });
});
