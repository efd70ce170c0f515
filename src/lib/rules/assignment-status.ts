// Assignment status (spec 4.1), decided by the backend from its clock; the client only shows,
// filters and sorts by it. Pure: the mock backend computes with it, the client filters with it.
//
// Boundaries (the due instant itself still counts as "before due"):
// - now < startDate, not submitted                       → 1 coming soon
// - startDate ≤ now ≤ dueDate, not submitted             → 2 try
// - now > dueDate, not submitted                         → 4 overdue
// - submitted ≤ dueDate (on time), now ≤ dueDate         → 3 done before due
// - submitted ≤ dueDate (on time), now > dueDate         → 5 done, due date since passed
// - submitted > dueDate                                  → 6 done late
// A submission decides between 3, 5 and 6 whatever the start date says.

export type AssignmentStatus = 1 | 2 | 3 | 4 | 5 | 6;

const ASSIGNMENT_STATUS = {
  COMING_SOON: 1,
  TRY: 2,
  DONE_BEFORE_DUE: 3,
  OVERDUE: 4,
  DONE_DUE_PASSED: 5,
  DONE_LATE: 6,
} as const satisfies Record<string, AssignmentStatus>;

/** A timestamp as the API sends it (ISO 8601) or as a Date. */
export type Instant = Date | string;

const toMs = (value: Instant): number =>
  typeof value === 'string' ? Date.parse(value) : value.getTime();

export type AssignmentDates = {
  startDate: Instant;
  dueDate: Instant;
  submitted: Instant | null;
};

/** The status of an assignment at `now` (see the boundaries above). */
export function assignmentStatus(
  { startDate, dueDate, submitted }: AssignmentDates,
  now: Instant,
): AssignmentStatus {
  const due = toMs(dueDate);
  const at = toMs(now);
  if (submitted !== null) {
    if (toMs(submitted) > due) return ASSIGNMENT_STATUS.DONE_LATE;
    return at <= due ? ASSIGNMENT_STATUS.DONE_BEFORE_DUE : ASSIGNMENT_STATUS.DONE_DUE_PASSED;
  }
  if (at < toMs(startDate)) return ASSIGNMENT_STATUS.COMING_SOON;
  return at <= due ? ASSIGNMENT_STATUS.TRY : ASSIGNMENT_STATUS.OVERDUE;
}

/** How long a submitted assignment stays on the home dashboard after its submission. */
const RECENT_SUBMISSION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the home dashboard shows the assignment ("active"): every one still to do (1, 2, 4),
 * and submitted ones (3, 5, 6) for RECENT_SUBMISSION_DAYS after the submission, inclusive.
 */
export function isActiveAssignment(
  { status, submitted }: { status: AssignmentStatus; submitted: Instant | null },
  now: Instant,
): boolean {
  if (submitted === null) return status === 1 || status === 2 || status === 4;
  return toMs(now) - toMs(submitted) <= RECENT_SUBMISSION_DAYS * DAY_MS;
}

/** The status filters of the assignment list (spec 4.1). */
export const ASSIGNMENT_STATUS_FILTERS = {
  all: [1, 2, 3, 4, 5, 6],
  done: [3, 5, 6],
  try: [2],
  overdue: [4],
  comingSoon: [1],
} as const satisfies Record<string, readonly AssignmentStatus[]>;

export type AssignmentStatusFilter = keyof typeof ASSIGNMENT_STATUS_FILTERS;

export function matchesStatusFilter(
  status: AssignmentStatus,
  filter: AssignmentStatusFilter,
): boolean {
  return (ASSIGNMENT_STATUS_FILTERS[filter] as readonly AssignmentStatus[]).includes(status);
}

/** Done statuses show the submission date (month/day); the others show start and due dates. */
export function showsSubmissionDate(status: AssignmentStatus): boolean {
  return status === 3 || status === 5 || status === 6;
}

/** A card opens the assignment's details unless it has not started yet. */
export function isAssignmentOpenable(status: AssignmentStatus): boolean {
  return status !== ASSIGNMENT_STATUS.COMING_SOON;
}

/** The list order of spec 4.1: due date, then start date, then title. */
export function compareAssignments(
  a: { dueDate: Instant; startDate: Instant; title: string },
  b: { dueDate: Instant; startDate: Instant; title: string },
): number {
  return (
    toMs(a.dueDate) - toMs(b.dueDate) ||
    toMs(a.startDate) - toMs(b.startDate) ||
    a.title.localeCompare(b.title)
  );
}
