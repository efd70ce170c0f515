import { z } from 'zod';
import { ListAssignmentsResponseItem } from '../../src/api/generated/zod/assignments/assignments.zod';
import type { Alias } from './identity';
import { Table } from './table';

// Assignments a teacher set to a group, and each alias's submission of them. Status and progress
// are per alias and derived when answering (rules/assignment-view.ts), never stored.

const assignmentSchema = ListAssignmentsResponseItem.pick({
  id: true,
  title: true,
  startDate: true,
  dueDate: true,
}).extend({
  groupId: z.int(),
  /** The exercises in the teacher's order. */
  exercises: z.array(z.object({ courseUuid: z.uuid(), exerciseUuid: z.uuid() })).min(1),
});
export type AssignmentRecord = z.output<typeof assignmentSchema>;

export const assignments = new Table('assignments', assignmentSchema, (a) => a.id);

/** Recorded once, when the alias ends the last unfinished exercise of the assignment. */
const submissionSchema = z.object({
  assignmentId: z.int(),
  aliasUuid: z.uuid(),
  submittedAt: z.iso.datetime({ offset: true }),
});

export const submissionKey = (assignmentId: number, aliasUuid: string) =>
  `${assignmentId}:${aliasUuid}`;

export const submissions = new Table('assignmentSubmissions', submissionSchema, (s) =>
  submissionKey(s.assignmentId, s.aliasUuid),
);

/** Every assignment set to one of the alias's groups. */
export function assignmentsOfAlias(alias: Alias): AssignmentRecord[] {
  return assignments.filter((a) => alias.groupIds.includes(a.groupId));
}

/** The assignment if it was set to one of the alias's groups (others, of any org, are unknown). */
export function findAssignmentOfAlias(alias: Alias, id: number): AssignmentRecord | undefined {
  const assignment = assignments.get(id);
  return assignment && alias.groupIds.includes(assignment.groupId) ? assignment : undefined;
}
