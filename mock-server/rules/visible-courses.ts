import type { CourseSummary } from '../../src/api/generated/model/courseSummary';
import { courses, type CourseRecord } from '../db/courses';
import type { Lang } from '../runtime/language';
import { notFound } from '../runtime/problem';
import { orgCanSeeCourse } from '../seed/content-catalogue';
import { localiseCourse } from './course-localisation';

// Which courses an alias may see: those of its organisation's catalogue (ORG_COURSES). Any other
// course, of another organisation or unknown, is answered 404, never its data.

export function visibleCourse(orgHash: string, courseUuid: string): CourseRecord | undefined {
  return orgCanSeeCourse(orgHash, courseUuid) ? courses.get(courseUuid) : undefined;
}

/** The course, or a 404 problem when the organisation cannot see it. */
export function requireVisibleCourse(orgHash: string, courseUuid: string): CourseRecord {
  const course = visibleCourse(orgHash, courseUuid);
  if (!course) throw notFound('Course');
  return course;
}

/** The list form of a course (no tree), its subtitle and categories in `lang`. */
export function toCourseSummary(course: CourseRecord, lang: Lang): CourseSummary {
  const { uuid, title, subtitle, image, cefrj, categories } = localiseCourse(course, lang);
  return { uuid, title, ...(subtitle === undefined ? {} : { subtitle }), image, cefrj, categories };
}
