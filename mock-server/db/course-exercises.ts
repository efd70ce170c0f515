import { courses } from './courses';

// Read-side lookup of one exercise in the course trees: what the history and live areas show for
// a logged or chosen exercise (titles are the course material's own, in English).

export type CourseExerciseInfo = {
  courseTitle: string;
  exerciseTitle: string;
  exerciseType: number;
};

export function findCourseExercise(
  courseUuid: string,
  exerciseUuid: string,
): CourseExerciseInfo | undefined {
  const course = courses.get(courseUuid);
  if (!course) return undefined;
  for (const chapter of course.contents) {
    for (const section of chapter.contents) {
      const exercise = section.contents.find((node) => node.uuid === exerciseUuid);
      if (exercise) {
        return {
          courseTitle: course.title,
          exerciseTitle: exercise.title,
          exerciseType: exercise.exerciseType,
        };
      }
    }
  }
  return undefined;
}
