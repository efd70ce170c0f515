import type { Lang } from '../runtime/language';
import {
  CATEGORY,
  CATEGORY_NAMES,
  COURSE,
  COURSE_CATALOGUE,
  type CategoryKey,
  type CourseKey,
} from '../seed/content-catalogue';

// Course records keep English category names and subtitles; answers give them in the request's
// language (Accept-Language). Works on a Course and on a CourseSummary alike.

const keyByUuid = new Map<string, CategoryKey>(
  (Object.entries(CATEGORY) as [CategoryKey, string][]).map(([key, uuid]) => [uuid, key]),
);

const courseKeyByUuid = new Map<string, CourseKey>(
  (Object.entries(COURSE) as [CourseKey, string][]).map(([key, uuid]) => [uuid, key]),
);

export function localiseCourse<
  C extends { uuid: string; subtitle?: string; categories: { uuid: string; name: string }[] },
>(course: C, lang: Lang): C {
  const courseKey = courseKeyByUuid.get(course.uuid);
  return {
    ...course,
    ...(courseKey && course.subtitle !== undefined
      ? { subtitle: COURSE_CATALOGUE[courseKey].subtitle[lang] }
      : {}),
    categories: course.categories.map((category) => {
      const key = keyByUuid.get(category.uuid);
      return key ? { ...category, name: CATEGORY_NAMES[key][lang] } : category;
    }),
  };
}
