import { describe, expect, it } from 'vitest';
import { comparisonOf, previousAnswer, reviewRowsOf, saidThePhrase } from './chat-feedback';
import { chatScriptOf, type ChatScript } from './chat-script';
import { initialChatState, type FeedbackEntry, type TranscriptEntry } from './chat-state';
import { CHAT_PAGES, P } from './test-fixture';

const script = chatScriptOf(CHAT_PAGES) as ChatScript;

const feedback = (patch: Partial<FeedbackEntry>): FeedbackEntry => ({
  type: 'feedback',
  id: 'f1',
  problemUuid: P.hello,
  last: false,
  closeness: 'close',
  given: "Hi, I'm",
  correction: "Hi, I'm Haru.",
  audio: null,
  ...patch,
});

const learner = (
  id: string,
  problemUuid: string,
  text: string,
  verdict: 'correct' | 'retry' | 'close' | 'missed',
) => ({
  type: 'learner' as const,
  id,
  problemUuid,
  attempt: 0,
  text,
  input: 'typed' as const,
  verdict,
});

describe('comparisonOf', () => {
  it('marks the words to change of a close miss', () => {
    expect(comparisonOf(feedback({}))).toEqual([
      { given: 'Hi,', expected: 'Hi,', status: 'correct' },
      { given: "I'm", expected: "I'm", status: 'correct' },
      { given: null, expected: 'Haru.', status: 'missing' },
    ]);
  });

  it('marks a slip apart from a wrong word', () => {
    expect(comparisonOf(feedback({ given: 'Hi, Im Haru' }))?.map((word) => word.status)).toEqual([
      'correct',
      'typo',
      'correct',
    ]);
  });

  it('compares nothing for a far miss, or without an answer to compare with', () => {
    expect(comparisonOf(feedback({ closeness: 'far' }))).toBeNull();
    expect(comparisonOf(feedback({ closeness: null }))).toBeNull();
    expect(comparisonOf(feedback({ correction: null }))).toBeNull();
  });
});

describe('saidThePhrase', () => {
  it.each([
    ["Hi, I'm", "Hi, I'm …", true],
    ['hi im', "Hi, I'm …", false],
    ['Hi I am Emma', "Hi, I'm …", true],
    ["Hi, I'm Emma.", "Hi, I'm …", true],
    ['Hello', "Hi, I'm …", false],
    ['Hi', "Hi, I'm …", false],
    ['Yes', '…', false],
  ] as const)('%s after the phrase %s: %s', (said, phrase, expected) => {
    expect(saidThePhrase(said, phrase)).toBe(expected);
  });
});

describe('previousAnswer', () => {
  it('is her latest answer to the current problem, from the second attempt on', () => {
    const transcript: TranscriptEntry[] = [
      learner('e1', P.hello, 'Hello', 'retry'),
      learner('e2', P.hello, "Hi, I'm", 'close'),
    ];
    const state = { ...initialChatState, transcript, problemUuid: P.hello, attempt: 2 };
    expect(previousAnswer(state)).toBe("Hi, I'm");
    expect(previousAnswer({ ...state, attempt: 0 })).toBeNull();
    expect(previousAnswer({ ...state, problemUuid: P.club, attempt: 1 })).toBeNull();
  });
});

describe('reviewRowsOf', () => {
  it('lists each turn reached with her answers and, after a miss, what she could have said', () => {
    const transcript: TranscriptEntry[] = [
      learner('e1', P.hello, 'Hello', 'retry'),
      feedback({ id: 'e2', closeness: 'far', correction: null }),
      learner('e3', P.hello, 'Hello Emma', 'missed'),
      feedback({ id: 'e4', last: true, closeness: 'far', correction: "Hi, I'm Haru." }),
      learner('e5', P.club, "Yes, I'm in the tennis club.", 'correct'),
    ];
    expect(reviewRowsOf({ asked: [P.hello, P.club], transcript }, script)).toEqual([
      {
        problemUuid: P.hello,
        task: '名乗りましょう。',
        answers: [
          { id: 'e1', text: 'Hello', verdict: 'retry' },
          { id: 'e3', text: 'Hello Emma', verdict: 'missed' },
        ],
        model: "Hi, I'm Haru.",
      },
      {
        problemUuid: P.club,
        task: '部活について答えましょう。',
        answers: [{ id: 'e5', text: "Yes, I'm in the tennis club.", verdict: 'correct' }],
        model: null,
      },
    ]);
  });
});
