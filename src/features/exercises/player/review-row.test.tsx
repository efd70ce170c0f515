import { describe, expect, it } from 'vitest';
import type { PlainTextBodyItem } from '../../../api/generated/model/plainTextBodyItem';
import type { ExerciseKind, Outcome, PlayerQuestion } from '../kinds/kind';
import { answeredMessages } from '../messages';
import { reviewRowOf } from './review-row';

// Issue 37, item 10: the review said 「正しい答え: さようなら」 then 「さようなら」 again, and
// called a close answer only 「まちがい」. A row now says each text once, with the sheet's verdict.

const item: PlainTextBodyItem = { type: 'PLAIN_TEXT', text: 'goodbye', translation: 'さようなら' };
const question: PlayerQuestion = {
  problemUuid: 'p-1',
  item,
  body: [item],
  footer: [],
  audio: null,
};
const kind = (prompt: string, compareWords = false) =>
  ({ reviewText: () => prompt, compareWords }) satisfies Pick<
    ExerciseKind<unknown>,
    'reviewText' | 'compareWords'
  >;
const outcome = (fields: Partial<Outcome>): Outcome => ({
  correct: false,
  skipped: false,
  given: null,
  correction: null,
  meaning: null,
  nextAttempt: null,
  learnStatus: null,
  ...fields,
});

describe('reviewRowOf', () => {
  it.each([
    [
      'a wrong choice whose meaning is the right answer: the meaning is not repeated',
      kind('goodbye'),
      outcome({ given: 'こんにちは', correction: 'さようなら', meaning: 'さようなら' }),
      { tone: 'incorrect', given: 'こんにちは', correction: 'さようなら', meaning: null },
    ],
    [
      'a right choice whose meaning is the answer given',
      kind('goodbye'),
      outcome({ correct: true, given: 'さようなら', correction: null, meaning: 'さようなら' }),
      { tone: 'correct', given: 'さようなら', correction: null, meaning: null },
    ],
    [
      'a word to say whose right answer is the word itself (pronunciation)',
      kind('red'),
      outcome({ correction: 'red', meaning: '赤' }),
      { tone: 'incorrect', given: null, correction: null, meaning: '赤' },
    ],
    [
      'the same text in other spacing, width or case',
      kind('Good  morning'),
      outcome({ given: 'good mornin', correction: 'ｇｏｏｄ morning', meaning: 'おはよう' }),
      { tone: 'incorrect', given: 'good mornin', correction: null, meaning: 'おはよう' },
    ],
    [
      'a typed answer one typo away: close, as the sheet said',
      kind('ありがとう', true),
      outcome({ given: 'thank yuo', correction: 'thank you', meaning: 'ありがとう' }),
      { tone: 'close', given: 'thank yuo', correction: 'thank you', meaning: null },
    ],
    [
      "a kind's own close verdict (a reading in the close band)",
      kind('I like cats.'),
      outcome({ verdict: 'close', given: 'I like cat.', meaning: '私はねこが好きです。' }),
      { tone: 'close', given: 'I like cat.', correction: null, meaning: '私はねこが好きです。' },
    ],
    [
      'a far-off typed answer: wrong',
      kind('ありがとう', true),
      outcome({ given: 'see you later', correction: 'thank you' }),
      { tone: 'incorrect', given: 'see you later', correction: 'thank you', meaning: null },
    ],
    [
      'a skip',
      kind('goodbye'),
      outcome({ skipped: true, correction: 'さようなら', meaning: 'さようなら' }),
      { tone: 'skipped', given: null, correction: null, meaning: null },
    ],
    [
      'not judged (a demo line)',
      kind('Nice to meet you.'),
      outcome({ correct: null, meaning: 'はじめまして。' }),
      { tone: 'done', given: null, correction: null, meaning: 'はじめまして。' },
    ],
  ] as const)('%s', (_name, k, o, expected) => {
    expect(reviewRowOf(k, question, o)).toMatchObject(expected);
  });

  it.each([
    ['correct', true, undefined, answeredMessages.correct],
    ['close', false, 'close', answeredMessages.close],
    ['incorrect', false, undefined, answeredMessages.missed],
  ] as const)('words a %s answer as the review does', (_tone, correct, verdict, message) => {
    const row = reviewRowOf(kind('goodbye'), question, outcome({ correct, verdict }));
    expect(row.message).toBe(message);
  });

  it('says an answer saved offline is not marked yet', () => {
    const row = reviewRowOf(kind('goodbye'), question, outcome({ deferred: true, given: 'a' }));
    expect(row.message).toBe(answeredMessages.deferred);
  });
});
