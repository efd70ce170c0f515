import { describe, expect, it } from 'vitest';
import { gradeLevel, pickPracticeCards, type PracticeCandidate } from './personalised-practice';

let order = 0;
const card = (itemUuid: string, overrides: Partial<PracticeCandidate> = {}): PracticeCandidate => ({
  itemUuid,
  word: itemUuid,
  status: null,
  lastMistakeAt: null,
  lastAnsweredAt: null,
  cefrj: 1,
  order: order++,
  ...overrides,
});

describe('pickPracticeCards', () => {
  it.each([
    [
      'lowest status first',
      [card('s2', { status: 2 }), card('s0', { status: 0 }), card('s1', { status: 1 })],
      ['s0', 's1', 's2'],
    ],
    [
      'most recent mistake first within a status',
      [
        card('old', { status: 1, lastMistakeAt: '2026-11-01T00:00:00Z' }),
        card('never', { status: 1 }),
        card('recent', { status: 1, lastMistakeAt: '2026-11-20T00:00:00Z' }),
      ],
      ['recent', 'old', 'never'],
    ],
    [
      'weak cards before unseen ones, unseen before learned ones',
      [
        card('learned', { status: 3, lastAnsweredAt: '2026-11-01T00:00:00Z' }),
        card('unseen'),
        card('weak', { status: 2 }),
      ],
      ['weak', 'unseen', 'learned'],
    ],
    [
      'unseen cards nearest the grade level first',
      [card('c5', { cefrj: 5 }), card('c1', { cefrj: 1 }), card('c3', { cefrj: 3 })],
      ['c1', 'c3', 'c5'],
    ],
    [
      'learned cards practised longest ago first',
      [
        card('recent', { status: 3, lastAnsweredAt: '2026-11-20T00:00:00Z' }),
        card('old', { status: 3, lastAnsweredAt: '2026-10-01T00:00:00Z' }),
      ],
      ['old', 'recent'],
    ],
    ['ties keep catalogue order', [card('a'), card('b'), card('c')], ['a', 'b', 'c']],
    [
      'a word is taken once',
      [
        card('apple-1', { word: 'apple', status: 0 }),
        card('apple-2', { word: 'Apple', status: 1 }),
        card('pear'),
      ],
      ['apple-1', 'pear'],
    ],
  ])('%s', (_name, candidates, expected) => {
    expect(pickPracticeCards(candidates, 10, 5)).toEqual(expected);
  });

  it('takes numCards at most', () => {
    const candidates = Array.from({ length: 15 }, (_, i) => card(`c${i}`));
    expect(pickPracticeCards(candidates, 10, 5)).toHaveLength(10);
    expect(pickPracticeCards(candidates, 3, 5)).toEqual(['c0', 'c1', 'c2']);
  });

  it('prefers the level of the school grade for unseen cards', () => {
    const candidates = [card('easy', { cefrj: 1 }), card('middle', { cefrj: 4 })];
    expect(pickPracticeCards(candidates, 1, 5)).toEqual(['easy']);
    expect(pickPracticeCards(candidates, 1, 13)).toEqual(['middle']);
  });
});

describe('gradeLevel', () => {
  it.each([
    [3, 1],
    [5, 1],
    [6, 1],
    [11, 2],
    [12, 3],
    [13, 4],
    [24, 5],
    [25, 6],
    [31, 7],
  ])('grade %s → CEFR-J %s', (grade, level) => {
    expect(gradeLevel(grade)).toBe(level);
  });
});
