import type { z } from 'zod';
import { GetCourseResponse } from '../../src/api/generated/zod/courses/courses.zod';
import { Table } from './table';

// The courses with their chapter → section → exercise trees, stored in the public shape of
// getCourse (category names in English; localiseCourse in ../rules/course-localisation.ts gives
// the Japanese ones). Which organisation sees which course: ORG_COURSES in ../seed/content-catalogue.ts.

const courseSchema = GetCourseResponse;
export type CourseRecord = z.output<typeof courseSchema>;

export const courses = new Table('courses', courseSchema, (course) => course.uuid);
