import { describe, expect, it } from 'vitest';
import { chatTransition } from './chat-transition';

const model = { nextProblemUuid: null };
const branch = { nextProblemUuid: 'p-branch' };
const modelToBranch = { nextProblemUuid: 'p-model-branch' };

describe('chatTransition', () => {
  it.each([
    // name, matched, model group, following, attemptIndex, attempts → isCorrect, transition, next
    ['correct goes to the following problem', model, model, 'p2', 0, 3, true, true, 'p2'],
    ['correct follows its group branch', branch, model, 'p2', 0, 3, true, true, 'p-branch'],
    ['correct on the last attempt still moves on', model, model, 'p2', 2, 3, true, true, 'p2'],
    ['correct on the last problem ends', model, model, null, 1, 3, true, true, null],
    ['first miss stays', null, model, 'p2', 0, 3, false, false, null],
    ['second miss stays', null, model, 'p2', 1, 3, false, false, null],
    ['third miss moves on', null, model, 'p2', 2, 3, false, true, 'p2'],
    [
      'last miss follows the model branch',
      null,
      modelToBranch,
      'p2',
      2,
      3,
      false,
      true,
      'p-model-branch',
    ],
    ['last miss on the last problem ends', null, model, null, 2, 3, false, true, null],
    ['a single attempt moves on at once', null, model, 'p2', 0, 1, false, true, 'p2'],
  ] as const)(
    '%s',
    (
      _name,
      matchedGroup,
      modelGroup,
      followingProblemUuid,
      attemptIndex,
      attempts,
      isCorrect,
      transition,
      next,
    ) => {
      expect(
        chatTransition({ matchedGroup, modelGroup, followingProblemUuid, attemptIndex, attempts }),
      ).toEqual({
        isCorrect,
        transition,
        nextProblemUuid: next,
      });
    },
  );
});
