// The course explore filters of spec 2.5 and 5: a search (each word a case-insensitive substring
// of the title, the subtitle or a category name, folded as ./search-text.ts; issue 12 widened it
// from the title alone, so that 旅行 finds the travel course), a level choice (an exam index picking the scale — CEFR-J, Eiken or TOEIC, as
// LEVEL_SCALE_ORDER — and some of its options, mapped to CEFR-J levels as spec 9) and categories
// (a course matches when it has any selected category). The group course list adds a group
// choice. Indexes are what storage keeps (spec 3), so each is read defensively: an index out of
// range counts as "no choice" rather than hiding every course.
import { LEVEL_SCALE_ORDER, cefrjOfOptions, type LevelScale } from './level-scales';
import { matchesEveryWord } from './search-text';

export type FilterableCourse = {
  uuid: string;
  title: string;
  /** A line under the title in the screen language: in Japanese, the words learners look for. */
  subtitle?: string;
  cefrj: number;
  categories: readonly { uuid: string; name: string }[];
  groupName?: string;
};

/** The level and category choice shared by the explore and the group filters. */
export type LevelCategoryFilter = {
  examIndex: number;
  levelIndexes: number[];
  categoryIds: string[];
};

export type ExploreFilter = LevelCategoryFilter & { search: string };

export type GroupFilter = LevelCategoryFilter & { groupIndex: number };

/** The scale an exam index picks; an unknown index falls back to CEFR-J (index 0). */
export function scaleOfExamIndex(examIndex: number): LevelScale {
  return LEVEL_SCALE_ORDER[examIndex] ?? 'cefrj';
}

function matchesLevel(course: FilterableCourse, filter: LevelCategoryFilter): boolean {
  if (filter.levelIndexes.length === 0) return true;
  const levels = cefrjOfOptions(scaleOfExamIndex(filter.examIndex), filter.levelIndexes);
  return levels.length === 0 || levels.includes(course.cefrj);
}

function matchesCategory(course: FilterableCourse, filter: LevelCategoryFilter): boolean {
  if (filter.categoryIds.length === 0) return true;
  return course.categories.some((category) => filter.categoryIds.includes(category.uuid));
}

function matchesSearch(course: FilterableCourse, search: string): boolean {
  return matchesEveryWord(
    [course.title, course.subtitle ?? '', ...course.categories.map((category) => category.name)],
    search,
  );
}

export function matchesExploreFilter(course: FilterableCourse, filter: ExploreFilter): boolean {
  return (
    matchesSearch(course, filter.search) &&
    matchesLevel(course, filter) &&
    matchesCategory(course, filter)
  );
}

/** Whether the explore filter narrows anything down (the search results show only then). */
export function isExploreFilterActive(filter: ExploreFilter): boolean {
  return (
    filter.search.trim() !== '' || filter.levelIndexes.length > 0 || filter.categoryIds.length > 0
  );
}

/** One choice of the group select: every course, one group's, or the organisation-wide ones. */
export type GroupOption =
  { kind: 'all' } | { kind: 'group'; name: string } | { kind: 'organisation' };

/**
 * The group choices of a group course list, as the group index counts them: 0 every course, then
 * each group in the list's order, then the courses set to the whole organisation (when any).
 */
export function groupOptionsOf(courses: readonly FilterableCourse[]): GroupOption[] {
  const names: string[] = [];
  let organisationWide = false;
  for (const course of courses) {
    if (course.groupName === undefined) organisationWide = true;
    else if (!names.includes(course.groupName)) names.push(course.groupName);
  }
  return [
    { kind: 'all' },
    ...names.map((name) => ({ kind: 'group' as const, name })),
    ...(organisationWide ? [{ kind: 'organisation' as const }] : []),
  ];
}

function matchesGroup(course: FilterableCourse, option: GroupOption): boolean {
  if (option.kind === 'all') return true;
  if (option.kind === 'organisation') return course.groupName === undefined;
  return course.groupName === option.name;
}

export function filterGroupCourses<C extends FilterableCourse>(
  courses: readonly C[],
  filter: GroupFilter,
): C[] {
  const option = groupOptionsOf(courses)[filter.groupIndex] ?? { kind: 'all' };
  return courses.filter(
    (course) =>
      matchesGroup(course, option) &&
      matchesLevel(course, filter) &&
      matchesCategory(course, filter),
  );
}

/**
 * The courses of several lists once each (first appearance wins, without its group name): what
 * the explore search runs over, since the alias reaches courses only through these lists.
 */
export function distinctCourses<C extends FilterableCourse>(
  ...lists: readonly (readonly C[])[]
): Omit<C, 'groupName'>[] {
  const seen = new Set<string>();
  const out: Omit<C, 'groupName'>[] = [];
  for (const course of lists.flat()) {
    if (seen.has(course.uuid)) continue;
    seen.add(course.uuid);
    const { groupName: _groupName, ...rest } = course;
    out.push(rest);
  }
  return out;
}

/**
 * The filter without the categories no listed course has any more (stored choices of another
 * alias, say): they have no checkbox to clear them, so they must not hide every course.
 */
export function withKnownCategories<F extends LevelCategoryFilter>(
  filter: F,
  categories: readonly { uuid: string }[],
): F {
  const known = filter.categoryIds.filter((id) => categories.some((c) => c.uuid === id));
  return known.length === filter.categoryIds.length ? filter : { ...filter, categoryIds: known };
}

/** Every category the courses are filed under, once each, sorted by name in the screen language. */
export function categoriesOf(
  courses: readonly FilterableCourse[],
  locale: string,
): { uuid: string; name: string }[] {
  const byUuid = new Map<string, string>();
  for (const course of courses) {
    for (const category of course.categories) {
      if (!byUuid.has(category.uuid)) byUuid.set(category.uuid, category.name);
    }
  }
  return [...byUuid]
    .map(([uuid, name]) => ({ uuid, name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
