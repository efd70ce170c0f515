import type { CourseRecord } from '../../../db/courses';
import type { ExerciseContentRecord } from '../../../db/exercise-content';
import { uuidFrom } from '../../../runtime/ids';
import {
  CATEGORY,
  CATEGORY_NAMES,
  COURSE,
  COURSE_CATALOGUE,
  EXERCISE,
  EXERCISE_CATALOGUE,
} from '../../content-catalogue';
import type { CourseSource } from '../source-types';
import { AudioClips } from './audio-clips';
import { imageUrl } from './build-context';
import { kebabCase } from './kebab-case';
import { buildExercise } from './build-exercise';
import { STANDARD_INSTRUCTIONS } from './standard-instructions';

// Builds the course records and exercise records from the course sources, collecting every audio
// clip they play on the way. Pure and deterministic: the same sources give the same records.

export type BuiltCatalogue = {
  courses: CourseRecord[];
  exercises: ExerciseContentRecord[];
  clips: AudioClips;
};

export function buildCatalogue(sources: readonly CourseSource[]): BuiltCatalogue {
  const clips = new AudioClips();
  const courses: CourseRecord[] = [];
  const exercises: ExerciseContentRecord[] = [];
  for (const source of sources) {
    const meta = COURSE_CATALOGUE[source.key];
    const course = { uuid: COURSE[source.key], title: meta.title };
    const chapters = source.chapters.map((chapterSource) => {
      const chapter = {
        uuid: uuidFrom(`chapter:${source.key}:${chapterSource.key}`),
        title: chapterSource.title,
      };
      const sections = chapterSource.sections.map((sectionSource) => {
        const section = {
          uuid: uuidFrom(`section:${source.key}:${chapterSource.key}:${sectionSource.key}`),
          title: sectionSource.title,
        };
        const nodes = sectionSource.exercises.map((exerciseSource) => {
          const entry = EXERCISE_CATALOGUE[exerciseSource.key];
          if (entry.course !== source.key || entry.type !== exerciseSource.type) {
            throw new Error(`${exerciseSource.key} does not match the catalogue (course or type)`);
          }
          const uuid = EXERCISE[exerciseSource.key];
          const built = buildExercise(exerciseSource, {
            key: exerciseSource.key,
            title: entry.title,
            clips,
          });
          exercises.push({
            uuid,
            courseUuid: course.uuid,
            type: entry.type,
            title: entry.title,
            cardSetUuid: uuidFrom(`card-set:${exerciseSource.key}`),
            instructions: exerciseSource.instructions ?? STANDARD_INSTRUCTIONS[entry.type],
            parents: { course, chapter, section },
            ...built,
          });
          return { nodeType: 11 as const, uuid, title: entry.title, exerciseType: entry.type };
        });
        return { nodeType: 3 as const, ...section, contents: nodes };
      });
      return { nodeType: 2 as const, ...chapter, contents: sections };
    });
    courses.push({
      ...course,
      subtitle: meta.subtitle.en,
      image: imageUrl('courses', kebabCase(source.key)),
      cefrj: meta.cefrj,
      categories: meta.categories.map((key) => ({
        uuid: CATEGORY[key],
        name: CATEGORY_NAMES[key].en,
      })),
      contents: chapters,
    });
  }
  return { courses, exercises, clips };
}
