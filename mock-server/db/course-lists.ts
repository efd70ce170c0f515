import { z } from 'zod';
import { Table } from './table';

// Courses an organisation set to a group (or, with groupId null, to all its members), and the
// courses recommended to each alias. Both keep the order they were set in (`position`).

export const groupCourseSchema = z.object({
  orgHash: z.string(),
  groupId: z.int().nullable(),
  courseUuid: z.uuid(),
  position: z.int().min(0),
});
export type GroupCourseRecord = z.output<typeof groupCourseSchema>;

export const groupCourses = new Table(
  'groupCourses',
  groupCourseSchema,
  (g) => `${g.orgHash}:${g.groupId ?? 'all'}:${g.courseUuid}`,
);

export const recommendationSchema = z.object({
  aliasUuid: z.uuid(),
  courseUuid: z.uuid(),
  position: z.int().min(0),
});
export type RecommendationRecord = z.output<typeof recommendationSchema>;

export const recommendations = new Table(
  'recommendedCourses',
  recommendationSchema,
  (r) => `${r.aliasUuid}:${r.courseUuid}`,
);
