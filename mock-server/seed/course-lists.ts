// Seeds bookmarks, group courses and recommended courses. (Filled in by its area's work.)
export async function seedCourseLists(): Promise<void> {}
