import { describe, expect, it } from 'vitest';
import { isChapterOpen, toggleChapter, type OpenedChapters } from './opened-chapters';

describe('toggleChapter', () => {
  it.each<[string, OpenedChapters, [string, string, string], OpenedChapters]>([
    ['opens a chapter in an empty state', {}, ['a1', 'c1', 'ch1'], { a1: { c1: ['ch1'] } }],
    [
      'opens a second chapter after the first',
      { a1: { c1: ['ch1'] } },
      ['a1', 'c1', 'ch2'],
      { a1: { c1: ['ch1', 'ch2'] } },
    ],
    [
      'closes an open chapter',
      { a1: { c1: ['ch1', 'ch2'] } },
      ['a1', 'c1', 'ch1'],
      { a1: { c1: ['ch2'] } },
    ],
    [
      'removes a course left without open chapters',
      { a1: { c1: ['ch1'], c2: ['x'] } },
      ['a1', 'c1', 'ch1'],
      { a1: { c2: ['x'] } },
    ],
    [
      'removes an alias left without courses',
      { a1: { c1: ['ch1'] }, a2: { c1: ['y'] } },
      ['a1', 'c1', 'ch1'],
      { a2: { c1: ['y'] } },
    ],
    [
      'keeps other aliases apart',
      { a2: { c1: ['ch1'] } },
      ['a1', 'c1', 'ch1'],
      { a2: { c1: ['ch1'] }, a1: { c1: ['ch1'] } },
    ],
  ])('%s', (_name, state, [alias, course, chapter], expected) => {
    const before = structuredClone(state);
    expect(toggleChapter(state, alias, course, chapter)).toEqual(expected);
    expect(state).toEqual(before);
  });
});

describe('isChapterOpen', () => {
  const state: OpenedChapters = { a1: { c1: ['ch1'] } };
  it.each([
    ['a1', 'c1', 'ch1', true],
    ['a1', 'c1', 'ch2', false],
    ['a1', 'c2', 'ch1', false],
    ['a2', 'c1', 'ch1', false],
  ])('%s %s %s → %s', (alias, course, chapter, open) => {
    expect(isChapterOpen(state, alias, course, chapter)).toBe(open);
  });
});
