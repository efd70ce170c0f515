import { courses } from '../db/courses';
import { exerciseContents } from '../db/exercise-content';
import { COURSE_SOURCES } from './content/all-courses';
import { buildCatalogue, type BuiltCatalogue } from './content/build/build-catalogue';

// Seeds the courses (chapter, section and exercise trees) and every exercise's content with its
// answer key, built from the course sources in ./content/.

let built: BuiltCatalogue | undefined;

/** The built content; built once, since the sources do not change while the backend runs. */
export function contentCatalogue(): BuiltCatalogue {
  built ??= buildCatalogue(COURSE_SOURCES);
  return built;
}

export async function seedContent(): Promise<void> {
  const catalogue = contentCatalogue();
  // Copies, so that a change to a stored record never reaches the built catalogue.
  for (const course of catalogue.courses) await courses.insert(structuredClone(course));
  for (const exercise of catalogue.exercises)
    await exerciseContents.insert(structuredClone(exercise));
}
