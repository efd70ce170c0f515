import { describe, expect, it } from 'vitest';
import {
  assignmentStatus,
  compareAssignments,
  isActiveAssignment,
  isAssignmentOpenable,
  matchesStatusFilter,
  showsSubmissionDate,
  type AssignmentStatus,
  type AssignmentStatusFilter,
} from './assignment-status';

const start = '2026-11-01T00:00:00.000Z';
const due = '2026-11-20T14:59:59.000Z';
const justBefore = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();
const justAfter = (iso: string) => new Date(Date.parse(iso) + 1).toISOString();

describe('assignmentStatus', () => {
  it.each([
    // now, submitted, expected
    ['long before the start', '2026-10-01T00:00:00.000Z', null, 1],
    ['1 ms before the start', justBefore(start), null, 1],
    ['at the start instant', start, null, 2],
    ['between start and due', '2026-11-10T00:00:00.000Z', null, 2],
    ['at the due instant (inclusive)', due, null, 2],
    ['1 ms after the due instant', justAfter(due), null, 4],
    ['long after the due instant', '2027-02-01T00:00:00.000Z', null, 4],
    ['submitted, before due', '2026-11-10T00:00:00.000Z', '2026-11-09T00:00:00.000Z', 3],
    ['submitted at the due instant, now at it', due, due, 3],
    ['submitted at the due instant, now 1 ms after', justAfter(due), due, 5],
    [
      'submitted on time, due long passed',
      '2027-02-01T00:00:00.000Z',
      '2026-11-09T00:00:00.000Z',
      5,
    ],
    ['submitted 1 ms late', justAfter(due), justAfter(due), 6],
    ['submitted late, long after', '2027-02-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', 6],
    ['submitted before the start (submission wins)', justBefore(start), justBefore(start), 3],
  ] as const)('%s → %s', (_label, now, submitted, expected) => {
    expect(assignmentStatus({ startDate: start, dueDate: due, submitted }, now)).toBe(expected);
  });

  it('takes Date values as well as ISO strings', () => {
    expect(
      assignmentStatus(
        { startDate: new Date(start), dueDate: new Date(due), submitted: null },
        new Date(due),
      ),
    ).toBe(2);
  });
});

describe('isActiveAssignment', () => {
  const now = '2026-11-22T00:00:00.000Z';
  it.each([
    // status, submitted, active
    [1, null, true],
    [2, null, true],
    [4, null, true],
    [3, '2026-11-21T00:00:00.000Z', true],
    [5, '2026-11-15T00:00:00.000Z', true], // exactly 7 days ago
    [5, justBefore('2026-11-15T00:00:00.000Z'), false],
    [6, '2026-11-20T00:00:00.000Z', true],
    [6, '2026-10-01T00:00:00.000Z', false],
    [3, '2026-11-01T00:00:00.000Z', false],
  ] as const)('status %s submitted %s → %s', (status, submitted, expected) => {
    expect(isActiveAssignment({ status, submitted }, now)).toBe(expected);
  });
});

describe('status filters and display', () => {
  it.each([
    ['all', [1, 2, 3, 4, 5, 6]],
    ['done', [3, 5, 6]],
    ['try', [2]],
    ['overdue', [4]],
    ['comingSoon', [1]],
  ] as const)('filter %s keeps %j', (filter: AssignmentStatusFilter, kept) => {
    const statuses: AssignmentStatus[] = [1, 2, 3, 4, 5, 6];
    expect(statuses.filter((s) => matchesStatusFilter(s, filter))).toEqual(kept);
  });

  it.each([
    [1, false, false],
    [2, false, true],
    [3, true, true],
    [4, false, true],
    [5, true, true],
    [6, true, true],
  ] as const)(
    'status %s: shows submission date %s, openable %s',
    (status, submissionDate, openable) => {
      expect(showsSubmissionDate(status)).toBe(submissionDate);
      expect(isAssignmentOpenable(status)).toBe(openable);
    },
  );
});

describe('compareAssignments', () => {
  const a = (title: string, startDate: string, dueDate: string) => ({ title, startDate, dueDate });
  it.each([
    [
      'earlier due first',
      a('B', start, '2026-11-10T00:00:00Z'),
      a('A', start, '2026-11-11T00:00:00Z'),
      -1,
    ],
    [
      'same due, earlier start first',
      a('B', '2026-11-01T00:00:00Z', due),
      a('A', '2026-11-02T00:00:00Z', due),
      -1,
    ],
    ['same dates, by title', a('A', start, due), a('B', start, due), -1],
    ['later due last', a('A', start, '2026-12-01T00:00:00Z'), a('B', start, due), 1],
    ['equal', a('A', start, due), a('A', start, due), 0],
  ] as const)('%s', (_label, left, right, sign) => {
    expect(Math.sign(compareAssignments(left, right))).toBe(sign);
  });
});
