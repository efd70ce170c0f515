import { z } from 'zod';
import { Table } from './table';

// Courses an organisation set to a group (or, with groupId null, to all its members), and the
// courses recommended to each alias. Both keep the order they were set in (`position`).

const groupCourseSchema = z.object({
  orgHash: z.string(),
  groupId: z.int().nullable(),
  courseUuid: z.uuid(),
  position: z.int().min(0),
});

export const groupCourses = new Table(
  'groupCourses',
  groupCourseSchema,
  (g) => `${g.orgHash}:${g.groupId ?? 'all'}:${g.courseUuid}`,
);

const recommendationSchema = z.object({
  aliasUuid: z.uuid(),
  courseUuid: z.uuid(),
  position: z.int().min(0),
});

export const recommendations = new Table(
  'recommendedCourses',
  recommendationSchema,
  (r) => `${r.aliasUuid}:${r.courseUuid}`,
);
