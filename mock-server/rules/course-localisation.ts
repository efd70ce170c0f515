import type { Lang } from '../runtime/language';
import { CATEGORY, CATEGORY_NAMES, type CategoryKey } from '../seed/content-catalogue';

// Course records keep English category names; answers name the categories in the request's
// language (Accept-Language). Works on a Course and on a CourseSummary alike.

const keyByUuid = new Map<string, CategoryKey>(
  (Object.entries(CATEGORY) as [CategoryKey, string][]).map(([key, uuid]) => [uuid, key]),
);

export function localiseCourse<C extends { categories: { uuid: string; name: string }[] }>(
  course: C,
  lang: Lang,
): C {
  return {
    ...course,
    categories: course.categories.map((category) => {
      const key = keyByUuid.get(category.uuid);
      return key ? { ...category, name: CATEGORY_NAMES[key][lang] } : category;
    }),
  };
}
