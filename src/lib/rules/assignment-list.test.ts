import { describe, expect, it } from 'vitest';
import {
  assignmentSections,
  assignmentYears,
  filterAssignments,
  groupByDueMonth,
  listFiltersQuery,
  parseListFilters,
  parseYear,
  sortAssignments,
  type AssignmentListFilters,
  type AssignmentSortKey,
  type ListedAssignment,
} from './assignment-list';
import type { AssignmentStatus, AssignmentStatusFilter } from './assignment-status';

type Row = ListedAssignment & { id: number };

const row = (id: number, overrides: Partial<Row> = {}): Row => ({
  id,
  title: `Assignment ${id}`,
  status: 2,
  startDate: '2026-11-01T00:00:00.000Z',
  dueDate: '2026-11-30T14:59:59.000Z',
  ...overrides,
});

const ids = (list: readonly Row[]) => list.map((item) => item.id);

describe('filterAssignments by status', () => {
  const everyStatus = ([1, 2, 3, 4, 5, 6] as AssignmentStatus[]).map((status) =>
    row(status, { status }),
  );
  it.each<[AssignmentStatusFilter, number[]]>([
    ['all', [1, 2, 3, 4, 5, 6]],
    ['done', [3, 5, 6]],
    ['try', [2]],
    ['overdue', [4]],
    ['comingSoon', [1]],
  ])('%s keeps statuses %j', (status, expected) => {
    expect(ids(filterAssignments(everyStatus, { status, year: 2026 }))).toEqual(expected);
  });
});

describe('filterAssignments by academic year (due date, Japan time)', () => {
  const list = [
    row(1, { dueDate: '2026-03-31T14:59:59.000Z' }), // 31 March 2026 23:59 JST → 2025
    row(2, { dueDate: '2026-03-31T15:00:00.000Z' }), // 1 April 2026 00:00 JST → 2026
    row(3, { dueDate: '2027-01-15T03:00:00.000Z' }), // January 2027 → 2026
    row(4, { dueDate: '2027-03-31T14:59:59.000Z' }), // 31 March 2027 → 2026
    row(5, { dueDate: '2027-03-31T15:00:00.000Z' }), // 1 April 2027 → 2027
    row(6, { dueDate: '2025-06-01T00:00:00.000Z' }), // 2025
  ];
  it.each([
    [2025, [1, 6]],
    [2026, [2, 3, 4]],
    [2027, [5]],
    [2024, []],
  ])('year %i keeps %j', (year, expected) => {
    expect(ids(filterAssignments(list, { status: 'all', year }))).toEqual(expected);
  });

  it('combines both filters', () => {
    const mixed = [
      row(1, { status: 3, dueDate: '2027-02-01T00:00:00.000Z' }),
      row(2, { status: 3, dueDate: '2026-02-01T00:00:00.000Z' }),
      row(3, { status: 4, dueDate: '2027-02-01T00:00:00.000Z' }),
    ];
    expect(ids(filterAssignments(mixed, { status: 'done', year: 2026 }))).toEqual([1]);
  });
});

describe('assignmentYears', () => {
  it.each([
    ['none: the current year only', [], 2026, [2026]],
    [
      'years with assignments and the current, newest first, once each',
      ['2025-05-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
      2026,
      [2026, 2025],
    ],
    [
      'a current year without assignments still offered',
      ['2024-10-01T00:00:00.000Z'],
      2026,
      [2026, 2024],
    ],
    ['an assignment due in a later year', ['2027-04-10T00:00:00.000Z'], 2026, [2027, 2026]],
  ])('%s', (_name, dues, current, expected) => {
    const list = dues.map((dueDate, i) => row(i + 1, { dueDate }));
    expect(assignmentYears(list, current)).toEqual(expected);
  });

  it('also offers the chosen year', () => {
    expect(assignmentYears([row(1, { dueDate: '2025-05-01T00:00:00.000Z' })], 2026, 2019)).toEqual([
      2026, 2025, 2019,
    ]);
  });
});

describe('sortAssignments', () => {
  // One of each status, due dates deliberately out of status order.
  const list = [
    row(1, {
      status: 5,
      title: 'Done long ago',
      startDate: '2026-07-01T00:00:00Z',
      dueDate: '2026-07-10T00:00:00Z',
    }),
    row(2, {
      status: 2,
      title: 'Try B',
      startDate: '2026-11-15T00:00:00Z',
      dueDate: '2026-11-27T00:00:00Z',
    }),
    row(3, {
      status: 1,
      title: 'Coming soon',
      startDate: '2026-11-25T00:00:00Z',
      dueDate: '2026-12-02T00:00:00Z',
    }),
    row(4, {
      status: 4,
      title: 'Overdue',
      startDate: '2026-11-01T00:00:00Z',
      dueDate: '2026-11-20T00:00:00Z',
    }),
    row(5, {
      status: 3,
      title: 'Alphabet done',
      startDate: '2026-11-10T00:00:00Z',
      dueDate: '2026-11-26T00:00:00Z',
    }),
    row(6, {
      status: 6,
      title: 'Late done',
      startDate: '2026-10-01T00:00:00Z',
      dueDate: '2026-10-17T00:00:00Z',
    }),
    row(7, {
      status: 2,
      title: 'Try A',
      startDate: '2026-11-16T00:00:00Z',
      dueDate: '2026-11-24T00:00:00Z',
    }),
  ];
  it.each<[AssignmentSortKey, string, number[]]>([
    // Try and overdue by due date, then coming soon, then done ones, the latest due first.
    ['dueDate', 'work to do first, then coming soon, then done', [4, 7, 2, 3, 5, 6, 1]],
    ['startDate', 'the whole list by start date, whatever the status', [1, 6, 4, 5, 2, 7, 3]],
    ['title', 'the whole list by title, whatever the status', [5, 3, 1, 6, 4, 7, 2]],
  ])('by %s: %s', (key, _name, expected) => {
    expect(ids(sortAssignments(list, key))).toEqual(expected);
  });

  const a = row(1, {
    title: 'Unit 10 words',
    startDate: '2026-11-05T00:00:00Z',
    dueDate: '2026-11-20T00:00:00Z',
  });
  const b = row(2, {
    title: 'Unit 2 listening',
    startDate: '2026-11-01T00:00:00Z',
    dueDate: '2026-11-25T00:00:00Z',
  });
  const c = row(3, {
    title: 'Chat practice',
    startDate: '2026-11-03T00:00:00Z',
    dueDate: '2026-11-20T00:00:00Z',
  });
  const d = row(4, {
    title: 'Alphabet',
    startDate: '2026-11-05T00:00:00Z',
    dueDate: '2026-11-20T00:00:00Z',
  });
  it.each<[AssignmentSortKey, number[]]>([
    ['dueDate', [3, 4, 1, 2]], // same status: due, then start, then title
    ['startDate', [2, 3, 4, 1]], // start, then due, then title
    ['title', [4, 3, 2, 1]], // numbers compare as numbers: Unit 2 before Unit 10
  ])('ties by %s → %j', (key, expected) => {
    expect(ids(sortAssignments([a, b, c, d], key))).toEqual(expected);
  });

  it('leaves the input as it was', () => {
    const input = [b, a];
    sortAssignments(input, 'dueDate');
    expect(ids(input)).toEqual([2, 1]);
  });
});

describe('assignmentSections', () => {
  const list = [
    row(1, { status: 4, dueDate: '2026-11-20T00:00:00Z' }),
    row(2, { status: 2, dueDate: '2026-11-27T00:00:00Z' }),
    row(3, { status: 1, dueDate: '2026-12-02T00:00:00Z' }),
    row(4, { status: 3, dueDate: '2026-11-26T00:00:00Z' }),
    row(5, { status: 6, dueDate: '2026-11-17T00:00:00Z' }),
    row(6, { status: 5, dueDate: '2026-07-10T00:00:00Z' }),
  ];
  it.each<[AssignmentSortKey, string, [string, number[]][]]>([
    [
      'dueDate',
      'work to do, coming soon, then the done ones by due month, latest first',
      [
        ['toDo', [1, 2]],
        ['comingSoon', [3]],
        ['2026-11', [4, 5]],
        ['2026-07', [6]],
      ],
    ],
    ['startDate', 'one list in the given order', [['all', [1, 2, 3, 4, 5, 6]]]],
    ['title', 'one list in the given order', [['all', [1, 2, 3, 4, 5, 6]]]],
  ])('by %s: %s', (key, _name, expected) => {
    expect(assignmentSections(list, key).map((s) => [s.key, ids(s.assignments)])).toEqual(expected);
  });

  it('leaves out empty sections', () => {
    const done = [row(1, { status: 3, dueDate: '2026-11-26T00:00:00Z' })];
    expect(assignmentSections(done, 'dueDate').map((s) => s.key)).toEqual(['2026-11']);
    expect(assignmentSections([], 'title')).toEqual([]);
  });
});

describe('groupByDueMonth', () => {
  it.each([
    ['empty', [], []],
    [
      'months in the order they first appear, Japan time',
      [
        '2027-01-10T00:00:00Z',
        '2026-04-30T15:00:00Z',
        '2026-04-30T14:59:59Z',
        '2026-12-01T00:00:00Z',
        '2027-01-02T00:00:00Z',
      ],
      [
        ['2027-01', [1, 5]],
        ['2026-05', [2]],
        ['2026-04', [3]],
        ['2026-12', [4]],
      ],
    ],
    [
      'the given order kept inside a month',
      ['2026-11-30T00:00:00Z', '2026-11-02T00:00:00Z', '2026-11-15T00:00:00Z'],
      [['2026-11', [1, 2, 3]]],
    ],
  ])('%s', (_name, dues, expected) => {
    const list = dues.map((dueDate, i) => row(i + 1, { dueDate }));
    expect(groupByDueMonth(list).map((group) => [group.key, ids(group.assignments)])).toEqual(
      expected,
    );
  });

  it('gives the year and month of each group', () => {
    const [group] = groupByDueMonth([row(1, { dueDate: '2027-03-31T14:59:59Z' })]);
    expect(group).toMatchObject({ key: '2027-03', year: 2027, month: 3 });
  });
});

describe('parseYear', () => {
  it.each([
    ['2026', 2026],
    [' 2025 ', 2025],
    ['26', null],
    ['2026.5', null],
    ['abcd', null],
    ['', null],
    [null, null],
  ])('%j → %j', (text, expected) => {
    expect(parseYear(text)).toBe(expected);
  });
});

describe('parseListFilters and listFiltersQuery', () => {
  const defaults: AssignmentListFilters = { status: 'all', year: 2026, sort: 'dueDate' };
  it.each<[string, AssignmentListFilters]>([
    ['', defaults],
    ['?status=done&year=2025&sort=title', { status: 'done', year: 2025, sort: 'title' }],
    ['?status=comingSoon', { ...defaults, status: 'comingSoon' }],
    ['?status=finished&year=last&sort=random', defaults],
    ['?year=2027&sort=startDate', { ...defaults, year: 2027, sort: 'startDate' }],
  ])('%j → %j', (search, expected) => {
    expect(parseListFilters(search, 2026)).toEqual(expected);
  });

  it.each<[AssignmentListFilters, Record<string, string>]>([
    [defaults, {}],
    [{ status: 'overdue', year: 2026, sort: 'dueDate' }, { status: 'overdue' }],
    [
      { status: 'all', year: 2024, sort: 'title' },
      { year: '2024', sort: 'title' },
    ],
  ])('%j → query %j and back', (filters, query) => {
    expect(listFiltersQuery(filters, 2026)).toEqual(query);
    expect(parseListFilters(`?${new URLSearchParams(query)}`, 2026)).toEqual(filters);
  });
});
