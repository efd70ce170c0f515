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

export const defaultListFilters = (currentYear: number): AssignmentListFilters => ({
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

const COMPARE: Record<AssignmentSortKey, (a: ListedAssignment, b: ListedAssignment) => number> = {
  dueDate: compareAssignments,
  startDate: (a, b) =>
    ms(a.startDate) - ms(b.startDate) ||
    ms(a.dueDate) - ms(b.dueDate) ||
    titleCollator.compare(a.title, b.title),
  title: (a, b) => titleCollator.compare(a.title, b.title) || compareAssignments(a, b),
};

/** A sorted copy: by due date, start date or title, each falling back on the others. */
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

/** Groups by due month in calendar order; inside a group the given order is kept. */
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
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
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
