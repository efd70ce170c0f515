import { describe, expect, it } from 'vitest';
import type { PlayerQuestion } from '../kind';
import { drillPronunciationMessages as m } from './messages';
import { pronunciationOutcome, type PronunciationAnswer } from './pronunciation-answer';
import type { CallResult } from '../../player/call-operations';

// One verdict that agrees with the sounds shown (issue 24: every sound marked "close" under a
// 「正解！」 sheet; issue 37: a sound marked under a count of every sound said well): well said
// only when every sound is good; said, with the marked sounds to practise, when the word passes
// with one to work on; else compare with the model (the recorder is closed: never "say it again").

const card = {
  uuid: '6f0e1d2c-3b4a-4958-8776-655443322110',
  type: 6,
  prompt: 'white',
  translation: '白',
  ipa: ['w', 'aɪ', 't'],
  learnedStatus: 1,
};
const question = {
  problemUuid: card.uuid,
  item: { type: 'DRILL_PRONUNCIATION', question: card },
  body: [],
  footer: [],
  audio: null,
} as unknown as PlayerQuestion;

const answer = (scores: number[]): PronunciationAnswer => ({
  type: 'evaluated',
  recordingUrl: null,
  localUrl: null,
  retry: 0,
  responseTime: 1000,
  phones: scores.map((score, index) => ({
    phoneme: card.ipa[index]!,
    score,
    isCorrect: score > 0.5,
  })),
});
const drillResult = (right: boolean): CallResult<'submitDrillAnswer'> => ({
  operation: 'submitDrillAnswer',
  value: {
    submittedAnswer: 'white',
    correction: right ? null : '/waɪt/',
    learnStatus: { newLearnStatus: 1, hasNewLearnedBadge: false, hasIncreased: right },
  },
});

describe('pronunciationOutcome', () => {
  it.each([
    ['every sound good', [0.9, 0.95, 0.85], true, 'correct', m.verdictGood],
    ['every sound counted, some lower', [0.6, 0.66, 0.7], true, 'correct', m.verdictGood],
    ['one sound to work on', [0.6, 0.4, 0.9], true, 'correct', m.verdictWorkOn],
    ['two sounds missed', [0.3, 0.2, 0.9], false, 'incorrect', m.verdictCompare],
    [
      'every sound heard good, one not heard',
      [0.9, 0.9, 0.9],
      false,
      'incorrect',
      m.verdictNotHeard,
    ],
  ] as const)('%s', (_name, scores, right, verdict, message) => {
    const outcome = pronunciationOutcome(drillResult(right), answer([...scores]), question, 0);
    expect(outcome.correct).toBe(right);
    expect(outcome.verdict).toBe(verdict);
    expect(outcome.verdictMessage).toBe(message);
  });
});
