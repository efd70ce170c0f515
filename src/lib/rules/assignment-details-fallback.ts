// Spec 8: when the details of an assignment fail to load — nothing of it loaded, and it is the
// assignment the address names (its last segment) — the learner goes to the course page instead
// and that course loads. The course is the one the learner came from (a `courseUuid` query,
// given by the exercise's way out) or, failing that, the course of a recent exercise played for
// this assignment.

export type DetailsFallbackInput = {
  assignmentId: number;
  /** The address's path; the fallback applies only when its last segment is this assignment. */
  pathname: string;
  failed: boolean;
  loaded: boolean;
  /** Courses known to belong to the assignment, most trusted first. */
  knownCourses: readonly (string | null | undefined)[];
};

const lastSegment = (pathname: string): string => {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return decodeURIComponent(segments[segments.length - 1] ?? '');
};

/** The course to go to instead of the failed details, or null to stay and show the failure. */
export function detailsFallbackCourse({
  assignmentId,
  pathname,
  failed,
  loaded,
  knownCourses,
}: DetailsFallbackInput): string | null {
  if (!failed || loaded || lastSegment(pathname) !== String(assignmentId)) return null;
  return knownCourses.find((course): course is string => !!course) ?? null;
}

/** The assignment id of an address segment: a positive integer, else null (nothing to ask for). */
export function parseAssignmentId(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
