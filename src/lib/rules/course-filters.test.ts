import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURSE_CATALOGUE } from '../../../mock-server/seed/content-catalogue';
import {
  categoriesOf,
  distinctCourses,
  filterGroupCourses,
  groupOptionsOf,
  isExploreFilterActive,
  matchesExploreFilter,
  scaleOfExamIndex,
  type ExploreFilter,
  type FilterableCourse,
  type GroupFilter,
  withKnownCategories,
} from './course-filters';

const GRAMMAR = { uuid: 'cat-grammar', name: 'Grammar' };
const TALK = { uuid: 'cat-talk', name: 'Conversation' };
const EXAM = { uuid: 'cat-exam', name: 'Exam preparation' };

const course = (
  uuid: string,
  title: string,
  cefrj: number,
  categories = [TALK],
  groupName?: string,
): FilterableCourse => ({
  uuid,
  title,
  cefrj,
  categories,
  ...(groupName === undefined ? {} : { groupName }),
});

const firstSteps = course('c1', 'First Steps in English', 1);
const everyday = course('c3', 'Everyday Conversation', 3);
const grammar = course('c4', 'Junior High Grammar Basics', 4, [GRAMMAR]);
const eiken = course('c6', 'Eiken Grade Pre-2 Practice', 6, [EXAM]);
const discussion = course('c11', 'Discussion and Opinion', 11, [TALK, GRAMMAR]);
const ALL = [firstSteps, everyday, grammar, eiken, discussion];

const explore = (change: Partial<ExploreFilter> = {}): ExploreFilter => ({
  search: '',
  examIndex: 0,
  levelIndexes: [],
  categoryIds: [],
  ...change,
});

const titles = (courses: readonly FilterableCourse[]) => courses.map((c) => c.title);

describe('scaleOfExamIndex', () => {
  it.each([
    [0, 'cefrj'],
    [1, 'eiken'],
    [2, 'toeic'],
    [3, 'cefrj'],
    [-1, 'cefrj'],
  ] as const)('%s → %s', (index, scale) => {
    expect(scaleOfExamIndex(index)).toBe(scale);
  });
});

describe('matchesExploreFilter', () => {
  it.each([
    ['no filter: everything', explore(), ALL],
    ['search is a case-insensitive substring', explore({ search: 'BASIC' }), [grammar]],
    ['search ignores surrounding spaces', explore({ search: '  practice ' }), [eiken]],
    ['search matches category names too', explore({ search: 'grammar' }), [grammar, discussion]],
    ['search matching nothing', explore({ search: 'zzz' }), []],
    [
      'CEFR-J levels A1.2 and C1 (indexes 2 and 10)',
      explore({ levelIndexes: [2, 10] }),
      [everyday, discussion],
    ],
    ['Eiken grade 5 covers CEFR-J 1-2', explore({ examIndex: 1, levelIndexes: [0] }), [firstSteps]],
    [
      'Eiken grade 3 covers CEFR-J 4-7',
      explore({ examIndex: 1, levelIndexes: [2] }),
      [grammar, eiken],
    ],
    [
      'Eiken 4 and pre-1 together',
      explore({ examIndex: 1, levelIndexes: [1, 5] }),
      [everyday, discussion],
    ],
    ['TOEIC 10-120 is CEFR-J 1', explore({ examIndex: 2, levelIndexes: [0] }), [firstSteps]],
    [
      'TOEIC 945-990 covers CEFR-J 11-12',
      explore({ examIndex: 2, levelIndexes: [10] }),
      [discussion],
    ],
    ['level indexes out of range are no choice', explore({ levelIndexes: [40] }), ALL],
    [
      'any selected category matches',
      explore({ categoryIds: [GRAMMAR.uuid, EXAM.uuid] }),
      [grammar, eiken, discussion],
    ],
    [
      'all filters together',
      explore({ search: 'o', levelIndexes: [10], categoryIds: [GRAMMAR.uuid] }),
      [discussion],
    ],
  ])('%s', (_name, filter, expected) => {
    expect(titles(ALL.filter((c) => matchesExploreFilter(c, filter)))).toEqual(titles(expected));
  });
});

describe('matchesExploreFilter: what the search reads', () => {
  const talk = { uuid: 'cat-talk', name: '会話' };
  const travel: FilterableCourse = {
    uuid: 't5',
    title: 'Travel English',
    subtitle: '旅行で使える英語：空港・ホテル・街で',
    cefrj: 5,
    categories: [talk, { uuid: 'cat-travel', name: '旅行' }],
  };
  const toeic: FilterableCourse = {
    uuid: 't7',
    title: 'TOEIC 600: Listening and Vocabulary',
    subtitle: 'TOEIC 600点をめざす：リスニングと単語',
    cefrj: 7,
    categories: [{ uuid: 'cat-exam', name: '試験対策' }],
  };
  const plain = course('t4', 'Junior High Grammar Basics', 4, [{ uuid: 'g', name: '文法' }]);
  const LIST = [travel, toeic, plain];

  it.each([
    ['the title', 'basics', [plain]],
    ['a category name in the screen language', '旅行', [travel]],
    ['a category name of a course without a subtitle', '文法', [plain]],
    ['a Japanese word of the subtitle', '空港', [travel]],
    ['full-width Latin letters and digits', 'ＴＯＥＩＣ　６００', [toeic]],
    ['hiragana for katakana', 'りすにんぐ', [toeic]],
    ['half-width katakana', 'ﾎﾃﾙ', [travel]],
    ['every word, each anywhere', 'english 会話', [travel]],
    ['a word found nowhere', 'english 文法', []],
  ])('%s: %j', (_name, search, expected) => {
    expect(titles(LIST.filter((c) => matchesExploreFilter(c, explore({ search }))))).toEqual(
      titles(expected),
    );
  });
});

describe('matchesExploreFilter: any substring of a title finds its course (spec 5)', () => {
  const titlesOfTheCatalogue = Object.values(COURSE_CATALOGUE).map((entry) => entry.title);

  it.each([
    ['ravel', 'Travel English'],
    ['l Eng', 'Travel English'],
    ['ps in En', 'First Steps in English'],
  ])('%j finds %s', (search, title) => {
    expect(matchesExploreFilter(course('c', title, 5, []), explore({ search }))).toBe(true);
  });

  it('holds for every substring of every title of the demo catalogue', () => {
    fc.assert(
      fc.property(fc.constantFrom(...titlesOfTheCatalogue), fc.nat(), fc.nat(), (title, a, b) => {
        const start = a % title.length;
        const end = start + 1 + (b % (title.length - start));
        const search = title.slice(start, end);
        return matchesExploreFilter(course('c', title, 5, []), explore({ search }));
      }),
      { numRuns: 500 },
    );
  });
});

describe('isExploreFilterActive', () => {
  it.each([
    [explore(), false],
    [explore({ search: '   ' }), false],
    [explore({ examIndex: 2 }), false],
    [explore({ search: 'a' }), true],
    [explore({ levelIndexes: [0] }), true],
    [explore({ categoryIds: ['x'] }), true],
  ])('%j → %s', (filter, active) => {
    expect(isExploreFilterActive(filter)).toBe(active);
  });
});

describe('group course lists', () => {
  const list = [
    course('g1', 'Grammar', 4, [GRAMMAR], '2-A'),
    course('g2', 'Everyday', 3, [TALK], '2-A'),
    course('g3', 'First Steps', 1, [TALK], '2-B'),
    course('g4', 'Eiken', 6, [EXAM]),
  ];
  const group = (change: Partial<GroupFilter> = {}): GroupFilter => ({
    groupIndex: 0,
    examIndex: 0,
    levelIndexes: [],
    categoryIds: [],
    ...change,
  });

  it('offers every course, each group in order, then the organisation-wide courses', () => {
    expect(groupOptionsOf(list)).toEqual([
      { kind: 'all' },
      { kind: 'group', name: '2-A' },
      { kind: 'group', name: '2-B' },
      { kind: 'organisation' },
    ]);
    expect(groupOptionsOf(list.slice(0, 2))).toEqual([
      { kind: 'all' },
      { kind: 'group', name: '2-A' },
    ]);
    expect(groupOptionsOf([])).toEqual([{ kind: 'all' }]);
  });

  it.each([
    ['every course', group(), ['Grammar', 'Everyday', 'First Steps', 'Eiken']],
    ['group 2-A', group({ groupIndex: 1 }), ['Grammar', 'Everyday']],
    ['group 2-B', group({ groupIndex: 2 }), ['First Steps']],
    ['the organisation-wide courses', group({ groupIndex: 3 }), ['Eiken']],
    [
      'an unknown group index shows everything',
      group({ groupIndex: 9 }),
      ['Grammar', 'Everyday', 'First Steps', 'Eiken'],
    ],
    ['a group and a category', group({ groupIndex: 1, categoryIds: [TALK.uuid] }), ['Everyday']],
    ['an Eiken grade across groups', group({ examIndex: 1, levelIndexes: [1] }), ['Everyday']],
  ])('%s', (_name, filter, expected) => {
    expect(titles(filterGroupCourses(list, filter))).toEqual(expected);
  });
});

describe('distinctCourses', () => {
  it('keeps the first appearance of each course and drops group names', () => {
    const a = [course('x', 'X', 1, [], '2-A'), course('y', 'Y', 2)];
    const b = [course('y', 'Y again', 2), course('z', 'Z', 3)];
    expect(distinctCourses(a, b)).toEqual([
      { uuid: 'x', title: 'X', cefrj: 1, categories: [] },
      { uuid: 'y', title: 'Y', cefrj: 2, categories: [TALK] },
      { uuid: 'z', title: 'Z', cefrj: 3, categories: [TALK] },
    ]);
  });
});

describe('categoriesOf', () => {
  it('lists each category once, sorted by name', () => {
    expect(categoriesOf(ALL, 'en').map((c) => c.name)).toEqual([
      'Conversation',
      'Exam preparation',
      'Grammar',
    ]);
    expect(categoriesOf([], 'ja')).toEqual([]);
  });
});

describe('withKnownCategories', () => {
  it.each([
    [[], []],
    [[GRAMMAR.uuid], [GRAMMAR.uuid]],
    [['gone', GRAMMAR.uuid], [GRAMMAR.uuid]],
    [['gone'], []],
  ])('%j → %j', (chosen, kept) => {
    expect(
      withKnownCategories(explore({ categoryIds: chosen }), [GRAMMAR, TALK]).categoryIds,
    ).toEqual(kept);
  });
});
