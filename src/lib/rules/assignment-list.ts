// The assignment list (explore) of spec 2.5 and 4.1: a status filter, an academic-year filter on
// the due date (1 April to 31 March, Japan time), a sort order and groups by due month. Pure, so
// the screen and its tests share it; the filters travel in the address (spec 3 keeps none of them
// in storage), read back here without trusting the text.
import { academicYearOf } from './academic-year';
import {
  ASSIGNMENT_STATUS_FILTERS,
  compareAssignments,
  matchesStatusFilter,
  type AssignmentStatus,
  type AssignmentStatusFilter,
} from './assignment-status';
import { japanMonthOf } from './japan-time';

export type ListedAssignment = {
  title: string;
  status: AssignmentStatus;
  startDate: string;
  dueDate: string;
};

export const ASSIGNMENT_SORT_KEYS = ['dueDate', 'startDate', 'title'] as const;
export type AssignmentSortKey = (typeof ASSIGNMENT_SORT_KEYS)[number];

export const ASSIGNMENT_STATUS_FILTER_KEYS = Object.keys(
  ASSIGNMENT_STATUS_FILTERS,
) as AssignmentStatusFilter[];

export type AssignmentListFilters = {
  status: AssignmentStatusFilter;
  /** The academic year (the calendar year of its April). */
  year: number;
  sort: AssignmentSortKey;
};

const defaultListFilters = (currentYear: number): AssignmentListFilters => ({
  status: 'all',
  year: currentYear,
  sort: 'dueDate',
});

/** The assignments whose status passes the filter and whose due date lies in the year. */
export function filterAssignments<T extends ListedAssignment>(
  list: readonly T[],
  { status, year }: Pick<AssignmentListFilters, 'status' | 'year'>,
): T[] {
  return list.filter(
    (assignment) =>
      matchesStatusFilter(assignment.status, status) && academicYearOf(assignment.dueDate) === year,
  );
}

/**
 * The years to offer, newest first: those with an assignment due in them, the current one and
 * the one chosen (which may come from an old link).
 */
export function assignmentYears(
  list: readonly ListedAssignment[],
  currentYear: number,
  chosenYear: number = currentYear,
): number[] {
  const years = new Set([
    currentYear,
    chosenYear,
    ...list.map((assignment) => academicYearOf(assignment.dueDate)),
  ]);
  return [...years].sort((a, b) => b - a);
}

const titleCollator = new Intl.Collator('ja', { numeric: true });
const ms = (iso: string) => Date.parse(iso);

/** Where a status stands in the list: work to do (try, overdue), coming soon, then done. */
const STATUS_BANDS = ['toDo', 'comingSoon', 'done'] as const;
type StatusBand = (typeof STATUS_BANDS)[number];
const bandOf = (status: AssignmentStatus): StatusBand =>
  status === 2 || status === 4 ? 'toDo' : status === 1 ? 'comingSoon' : 'done';
const bandRank = (assignment: ListedAssignment) => STATUS_BANDS.indexOf(bandOf(assignment.status));

const COMPARE: Record<AssignmentSortKey, (a: ListedAssignment, b: ListedAssignment) => number> = {
  // Work still to do by the nearest due date first; done work by the latest due date first.
  dueDate: (a, b) =>
    bandRank(a) - bandRank(b) ||
    (bandOf(a.status) === 'done' ? -1 : 1) * (ms(a.dueDate) - ms(b.dueDate)) ||
    compareAssignments(a, b),
  startDate: (a, b) =>
    ms(a.startDate) - ms(b.startDate) ||
    ms(a.dueDate) - ms(b.dueDate) ||
    titleCollator.compare(a.title, b.title),
  title: (a, b) => titleCollator.compare(a.title, b.title) || compareAssignments(a, b),
};

/**
 * A sorted copy of the whole list. By due date (the default): try and overdue first, then coming
 * soon, then done. By start date or title: that key alone, whatever the status.
 */
export function sortAssignments<T extends ListedAssignment>(
  list: readonly T[],
  key: AssignmentSortKey,
): T[] {
  return [...list].sort(COMPARE[key]);
}

export type DueMonthGroup<T> = {
  /** 'YYYY-MM' of the due month in Japan time. */
  key: string;
  year: number;
  month: number;
  assignments: T[];
};

/** Groups by due month, the months in the order they first appear, each keeping the given order. */
export function groupByDueMonth<T extends ListedAssignment>(
  list: readonly T[],
): DueMonthGroup<T>[] {
  const groups = new Map<string, DueMonthGroup<T>>();
  for (const assignment of list) {
    const { year, month } = japanMonthOf(assignment.dueDate);
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const group = groups.get(key) ?? { key, year, month, assignments: [] };
    group.assignments.push(assignment);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export type AssignmentSection<T> =
  | { kind: 'toDo' | 'comingSoon' | 'all'; key: string; assignments: T[] }
  | ({ kind: 'month' } & DueMonthGroup<T>);

/**
 * The sections of a sorted list. By due date: the work to do, the coming soon, then the done ones
 * by due month (spec 2.5), latest first. By start date or title: one list, so the chosen order
 * runs over every assignment rather than restarting in each month.
 */
export function assignmentSections<T extends ListedAssignment>(
  sorted: readonly T[],
  key: AssignmentSortKey,
): AssignmentSection<T>[] {
  if (key !== 'dueDate') {
    return sorted.length === 0 ? [] : [{ kind: 'all', key: 'all', assignments: [...sorted] }];
  }
  const inBand = (band: StatusBand) => sorted.filter((a) => bandOf(a.status) === band);
  const sections: AssignmentSection<T>[] = [];
  for (const band of ['toDo', 'comingSoon'] as const) {
    const assignments = inBand(band);
    if (assignments.length > 0) sections.push({ kind: band, key: band, assignments });
  }
  for (const group of groupByDueMonth(inBand('done'))) sections.push({ kind: 'month', ...group });
  return sections;
}

const isStatusFilter = (value: string | null): value is AssignmentStatusFilter =>
  value !== null && (ASSIGNMENT_STATUS_FILTER_KEYS as string[]).includes(value);
const isSortKey = (value: string | null): value is AssignmentSortKey =>
  value !== null && (ASSIGNMENT_SORT_KEYS as readonly string[]).includes(value);

/** A year as an integer (spec 5), within any sensible range; anything else is no year. */
export function parseYear(text: string | null): number | null {
  if (text === null || !/^\d{4}$/.test(text.trim())) return null;
  return Number(text.trim());
}

/** The filters in an address query; a missing or malformed value takes its default. */
export function parseListFilters(search: string, currentYear: number): AssignmentListFilters {
  const query = new URLSearchParams(search);
  const fallback = defaultListFilters(currentYear);
  const status = query.get('status');
  const sort = query.get('sort');
  return {
    status: isStatusFilter(status) ? status : fallback.status,
    year: parseYear(query.get('year')) ?? fallback.year,
    sort: isSortKey(sort) ? sort : fallback.sort,
  };
}

/** The query that gives these filters back, leaving out the defaults. */
export function listFiltersQuery(
  filters: AssignmentListFilters,
  currentYear: number,
): Record<string, string> {
  const fallback = defaultListFilters(currentYear);
  const query: Record<string, string> = {};
  if (filters.status !== fallback.status) query.status = filters.status;
  if (filters.year !== fallback.year) query.year = String(filters.year);
  if (filters.sort !== fallback.sort) query.sort = filters.sort;
  return query;
}
