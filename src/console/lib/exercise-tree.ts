import type { Course } from '../../api/generated/model/course';

// The exercise chooser's tree (course → chapter → section → exercise) and its search: a query
// keeps the exercises whose title matches, and everything under a course, chapter or section
// whose title matches; empty branches are dropped. Case, width and spacing are ignored.

export type ExerciseRef = { courseUuid: string; exerciseUuid: string };

const normalise = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

export function filterCourses(courses: readonly Course[], query: string): Course[] {
  const wanted = normalise(query);
  if (wanted === '') return [...courses];
  const hit = (title: string) => normalise(title).includes(wanted);
  return courses.flatMap((course) => {
    if (hit(course.title)) return [course];
    const chapters = course.contents.flatMap((chapter) => {
      if (hit(chapter.title)) return [chapter];
      const sections = chapter.contents.flatMap((section) => {
        if (hit(section.title)) return [section];
        const exercises = section.contents.filter((exercise) => hit(exercise.title));
        return exercises.length ? [{ ...section, contents: exercises }] : [];
      });
      return sections.length ? [{ ...chapter, contents: sections }] : [];
    });
    return chapters.length ? [{ ...course, contents: chapters }] : [];
  });
}

/** How many exercises a course holds. */
export function exerciseCount(course: Course): number {
  return course.contents.reduce(
    (sum, chapter) =>
      sum + chapter.contents.reduce((inner, section) => inner + section.contents.length, 0),
    0,
  );
}

export const sameExercise = (a: ExerciseRef, b: ExerciseRef) =>
  a.courseUuid === b.courseUuid && a.exerciseUuid === b.exerciseUuid;

/** The selection with `ref` added at the end, or taken out when it is in it already. */
export function toggled(selection: readonly ExerciseRef[], ref: ExerciseRef): ExerciseRef[] {
  return selection.some((chosen) => sameExercise(chosen, ref))
    ? selection.filter((chosen) => !sameExercise(chosen, ref))
    : [...selection, ref];
}

/** The exercise's title and type in the trees, for the list of chosen exercises. */
export function findExercise(courses: readonly Course[], ref: ExerciseRef) {
  const course = courses.find((c) => c.uuid === ref.courseUuid);
  for (const chapter of course?.contents ?? []) {
    for (const section of chapter.contents) {
      const exercise = section.contents.find((e) => e.uuid === ref.exerciseUuid);
      if (exercise) return { ...exercise, courseTitle: course!.title };
    }
  }
  return undefined;
}
