// The open chapters of course details (spec 3 and 4.5): kept per alias, course and chapter; a
// chapter is closed unless remembered open. Toggling returns a new value in which groups left
// empty — a course without open chapters, an alias without courses — are removed, so the stored
// value never grows with courses merely visited.

export type OpenedChapters = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

export function isChapterOpen(
  state: OpenedChapters,
  aliasUuid: string,
  courseUuid: string,
  chapterUuid: string,
): boolean {
  return state[aliasUuid]?.[courseUuid]?.includes(chapterUuid) ?? false;
}

export function toggleChapter(
  state: OpenedChapters,
  aliasUuid: string,
  courseUuid: string,
  chapterUuid: string,
): Record<string, Record<string, string[]>> {
  const courses = state[aliasUuid] ?? {};
  const open = courses[courseUuid] ?? [];
  const nextOpen = open.includes(chapterUuid)
    ? open.filter((uuid) => uuid !== chapterUuid)
    : [...open, chapterUuid];

  const nextCourses: Record<string, string[]> = {};
  for (const [course, chapters] of Object.entries(courses)) {
    if (course !== courseUuid) nextCourses[course] = [...chapters];
  }
  if (nextOpen.length > 0) nextCourses[courseUuid] = nextOpen;

  const next: Record<string, Record<string, string[]>> = {};
  for (const [alias, aliasCourses] of Object.entries(state)) {
    if (alias === aliasUuid) continue;
    next[alias] = Object.fromEntries(
      Object.entries(aliasCourses).map(([course, chapters]) => [course, [...chapters]]),
    );
  }
  if (Object.keys(nextCourses).length > 0) next[aliasUuid] = nextCourses;
  return next;
}
