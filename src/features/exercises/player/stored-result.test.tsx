import { describe, expect, it } from 'vitest';
import { storedResult } from './stored-result';

// A result read back from storage (./stored-result.ts): read as its operation's only when the
// contract's schema of that operation's answer takes it.

const PROBLEM = '0b7a3a52-6c1e-4f3b-9d7e-2a1f7c9e4b10';
const logged = {
  problemUuid: PROBLEM,
  isCorrect: false,
  retry: 0,
  learnStatus: null,
  correction: 'b',
};
const conversation = { isCorrect: false, transition: false, nextProblemUuid: null };

describe('a stored result', () => {
  it('reads as the result of its operation, typed by it', () => {
    const result = storedResult('logExerciseAnswer', logged);
    expect(result).toEqual({ operation: 'logExerciseAnswer', value: logged });
    if (result?.operation !== 'logExerciseAnswer') throw new Error('not a log result');
    expect(result.value.correction).toBe('b');
    // How near a miss came is optional; when given it is one of the contract's.
    expect(
      storedResult('submitConversationAnswer', {
        ...conversation,
        closeness: 'close',
        correction: 'Hi.',
      }),
    ).not.toBeNull();
    expect(storedResult('submitConversationAnswer', conversation)).not.toBeNull();
  });

  it('is not read when it does not match its operation', () => {
    expect(storedResult('logExerciseAnswer', { isCorrect: true })).toBeNull();
    expect(storedResult('logExerciseAnswer', { ...logged, isCorrect: 'yes' })).toBeNull();
    expect(storedResult('logExerciseAnswer', { ...logged, problemUuid: 'p1' })).toBeNull();
    expect(storedResult('logExerciseAnswer', null)).toBeNull();
    expect(
      storedResult('submitDrillAnswer', {
        submittedAnswer: 'a',
        learnStatus: null,
        correction: null,
      }),
    ).toBeNull();
    expect(
      storedResult('submitConversationAnswer', { ...conversation, closeness: 'near' }),
    ).toBeNull();
    expect(storedResult('submitConversationAnswer', { ...conversation, correction: 3 })).toBeNull();
  });

  it('is not read for an operation the queue does not know', () => {
    expect(storedResult('deleteEverything', logged)).toBeNull();
  });
});
