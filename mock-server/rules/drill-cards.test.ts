import { describe, expect, it } from 'vitest';
import {
  judgeDrillAnswer,
  selectDrillQuestions,
  variantFits,
  variantOf,
  type DrillKey,
  type DrillQuestion,
} from './drill-cards';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const card = (n: number): DrillQuestion => ({
  uuid: uuid(n),
  type: 4,
  learnedStatus: 0,
  prompt: `word ${n}`,
  translation: null,
  options: [],
  audio: { url: `/a/${n}.mp3`, britishUrl: null },
  ipa: [],
});
const choiceKey: DrillKey = {
  kind: 'choice',
  problemUuid: uuid(1),
  expected: 'りんご',
  practiceOnly: false,
  correctOptionId: 'c',
};
const speechKey: DrillKey = {
  kind: 'pronunciation',
  problemUuid: uuid(1),
  expected: 'cat',
  practiceOnly: false,
  ipa: ['k', 'æ', 't'],
};
const phones = (...marks: boolean[]) =>
  marks.map((isCorrect, i) => ({ ipa: ['k', 'æ', 't', 's'][i]!, isCorrect }));

describe('selectDrillQuestions', () => {
  const cards = [1, 2, 3, 4, 5].map(card);
  const statuses: Record<string, 0 | 1 | 2 | 3> = {
    [uuid(1)]: 3,
    [uuid(2)]: 1,
    [uuid(3)]: 0,
    [uuid(4)]: 2,
    [uuid(5)]: 0,
  };
  const statusOf = (id: string) => statuses[id] ?? 0;
  const pickedOf = (allowed: string[] | null, count: number) =>
    selectDrillQuestions(cards, statusOf, allowed, count).map((q) => [
      Number(q.uuid.slice(-2)),
      q.learnedStatus,
    ]);

  it.each([
    [
      'all cards when enough are asked',
      null,
      10,
      [
        [1, 3],
        [2, 1],
        [3, 0],
        [4, 2],
        [5, 0],
      ],
    ],
    [
      'the weakest cards, in exercise order',
      null,
      3,
      [
        [2, 1],
        [3, 0],
        [5, 0],
      ],
    ],
    [
      'only the cards asked for',
      [uuid(1), uuid(4)],
      10,
      [
        [1, 3],
        [4, 2],
      ],
    ],
    ['the weakest of the cards asked for', [uuid(1), uuid(4)], 1, [[4, 2]]],
  ] as const)('%s', (_name, allowed, count, expected) => {
    expect(pickedOf(allowed as string[] | null, count)).toEqual(expected);
  });
});

describe('judgeDrillAnswer', () => {
  const base = { uuid: uuid(1), logId: 1 };
  it.each([
    [
      'right option',
      choiceKey,
      { ...base, answer: 'c' },
      { isCorrect: true, skipped: false, submittedAnswer: 'c', correction: null },
    ],
    [
      'wrong option',
      choiceKey,
      { ...base, answer: 'a' },
      { isCorrect: false, skipped: false, submittedAnswer: 'a', correction: 'c' },
    ],
    [
      'skipped choice',
      choiceKey,
      { uuid: uuid(1), skipped: true as const, retry: 0 },
      { isCorrect: false, skipped: true, submittedAnswer: null, correction: 'c' },
    ],
    [
      'good pronunciation',
      speechKey,
      { ...base, audio: 'u', retry: 0, evaluation: phones(true, true, true) },
      { isCorrect: true, skipped: false, submittedAnswer: 'kæt', correction: null },
    ],
    [
      'one phone off still passes',
      speechKey,
      { ...base, audio: 'u', retry: 0, evaluation: phones(true, false, true) },
      { isCorrect: true, skipped: false, submittedAnswer: 'kæt', correction: null },
    ],
    [
      'two phones off',
      speechKey,
      { ...base, audio: 'u', retry: 1, evaluation: phones(false, false, true) },
      { isCorrect: false, skipped: false, submittedAnswer: 'kæt', correction: 'kæt' },
    ],
    [
      'too few phones',
      speechKey,
      { ...base, audio: 'u', retry: 0, evaluation: phones(true, true) },
      { isCorrect: false, skipped: false, submittedAnswer: 'kæ', correction: 'kæt' },
    ],
    [
      'evaluation failed',
      speechKey,
      { ...base, audio: null, retry: 0, pettFailed: true as const },
      { isCorrect: false, skipped: false, submittedAnswer: null, correction: 'kæt' },
    ],
  ])('%s', (_name, key, answer, expected) => {
    expect(judgeDrillAnswer(key, answer)).toEqual(expected);
  });
});

describe('variantFits', () => {
  it.each([
    [{ uuid: uuid(1), logId: 1, answer: 'a' }, choiceKey, true],
    [{ uuid: uuid(1), logId: 1, answer: 'a' }, speechKey, false],
    [{ uuid: uuid(1), logId: 1, audio: 'u', retry: 0, evaluation: phones(true) }, speechKey, true],
    [{ uuid: uuid(1), logId: 1, audio: 'u', retry: 0, evaluation: phones(true) }, choiceKey, false],
    [
      { uuid: uuid(1), logId: 1, audio: null, retry: 0, pettFailed: true as const },
      choiceKey,
      false,
    ],
    [{ uuid: uuid(1), skipped: true as const, retry: 0 }, choiceKey, true],
    [{ uuid: uuid(1), skipped: true as const, retry: 0 }, speechKey, true],
  ])('%j on %j → %s', (answer, key, fits) => {
    expect(variantFits(variantOf(answer), key)).toBe(fits);
  });
});
