import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCourseResponse } from '../../src/api/generated/zod/courses/courses.zod';
import { GetExerciseResponse } from '../../src/api/generated/zod/exercises/exercises.zod';
import { courses } from '../db/courses';
import {
  exerciseContentSchema,
  exerciseContents,
  testProblemUuids,
  type ExerciseContentRecord,
} from '../db/exercise-content';
import { tables } from '../db/table';
import { toExerciseDetails } from '../rules/exercise-details';
import {
  COURSE,
  COURSE_CATALOGUE,
  EXERCISE,
  EXERCISE_CATALOGUE,
  ORG_COURSES,
} from './content-catalogue';
import { contentCatalogue, seedContent } from './content';
import { ORG } from './demo-identities';

const { courses: builtCourses, exercises: builtExercises, clips } = contentCatalogue();
const publicJson = (exercise: ExerciseContentRecord) =>
  JSON.stringify(toExerciseDetails(exercise, 'ja'));
const exerciseCases = builtExercises.map((exercise) => [exercise.title, exercise] as const);

/** Every string value under a key named like one of `keys`, anywhere in the value. */
function valuesOf(value: unknown, keys: RegExp): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesOf(item, keys));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      keys.test(key) && typeof inner === 'string' ? [inner] : valuesOf(inner, keys),
    );
  }
  return [];
}

describe('the content catalogue', () => {
  it('has every catalogued course, at least 8, spread over CEFR-J 1 to 12', () => {
    expect(builtCourses.map((course) => course.uuid).sort()).toEqual(Object.values(COURSE).sort());
    expect(builtCourses.length).toBeGreaterThanOrEqual(8);
    const levels = builtCourses.map((course) => course.cefrj);
    expect(Math.min(...levels)).toBeLessThanOrEqual(2);
    expect(Math.max(...levels)).toBeGreaterThanOrEqual(11);
    expect(
      new Set(builtCourses.flatMap((course) => course.categories.map((c) => c.name))).size,
    ).toBeGreaterThanOrEqual(4);
  });

  it.each(builtCourses.map((course) => [course.title, course] as const))(
    '%s validates as a getCourse answer',
    (_, course) => {
      expect(GetCourseResponse.safeParse(course).error).toBeUndefined();
      expect(course.contents.length).toBeGreaterThan(0);
      for (const chapter of course.contents) {
        expect(chapter.contents.length).toBeGreaterThan(0);
        for (const section of chapter.contents) expect(section.contents.length).toBeGreaterThan(0);
      }
    },
  );

  it('puts every catalogued exercise in exactly one tree, in its catalogued course and type', () => {
    const nodes = builtCourses.flatMap((course) =>
      course.contents.flatMap((chapter) =>
        chapter.contents.flatMap((section) =>
          section.contents.map((node) => ({ course: course.uuid, node })),
        ),
      ),
    );
    expect(nodes.map(({ node }) => node.uuid).sort()).toEqual(Object.values(EXERCISE).sort());
    for (const [key, entry] of Object.entries(EXERCISE_CATALOGUE)) {
      const found = nodes.find(({ node }) => node.uuid === EXERCISE[key as keyof typeof EXERCISE]);
      expect(found).toMatchObject({
        course: COURSE[entry.course],
        node: { exerciseType: entry.type, title: entry.title },
      });
    }
  });

  it.each(Array.from({ length: 13 }, (_, i) => [i + 1]))(
    'has exercise type %i at least three times',
    (type) => {
      expect(
        builtExercises.filter((exercise) => exercise.type === type).length,
      ).toBeGreaterThanOrEqual(3);
    },
  );

  it('gives every course, chapter, section, exercise, card set and problem its own uuid', () => {
    const uuids = [
      ...builtCourses.flatMap((course) => [
        course.uuid,
        ...course.contents.flatMap((chapter) => [
          chapter.uuid,
          ...chapter.contents.map((section) => section.uuid),
        ]),
      ]),
      ...builtExercises.flatMap((exercise) => [
        exercise.uuid,
        exercise.cardSetUuid,
        ...exercise.problems.map((problem) => problem.problemUuid),
      ]),
    ];
    expect(new Set(uuids).size).toBe(uuids.length);
  });

  it('lets every organisation see some courses and not others, all of them catalogued', () => {
    for (const org of Object.values(ORG)) {
      const visible = ORG_COURSES[org.hash] ?? [];
      expect(visible.length).toBeGreaterThanOrEqual(3);
      expect(visible.length).toBeLessThan(builtCourses.length);
      for (const uuid of visible) expect(Object.values(COURSE)).toContain(uuid);
    }
    const seen = new Set(Object.values(ORG_COURSES).flat());
    expect(seen.size).toBe(Object.keys(COURSE_CATALOGUE).length);
  });
});

describe.each(exerciseCases)('exercise %s', (_, exercise) => {
  const details = toExerciseDetails(exercise, 'en');
  const problemPages = exercise.pages.filter((page) => page.footer[0]!.problemUuid !== null);

  it('is a valid record and, without its answer key, a valid getExercise answer', () => {
    expect(exerciseContentSchema.safeParse(exercise).error).toBeUndefined();
    expect(GetExerciseResponse.safeParse(details).error).toBeUndefined();
    expect(details).not.toHaveProperty('exercise.problems');
  });

  it('has one page per test problem, in order, ending on a page without a problem', () => {
    expect(problemPages.map((page) => page.footer[0]!.problemUuid)).toEqual(
      testProblemUuids(exercise),
    );
    const last = exercise.pages.indexOf(problemPages.at(-1)!);
    expect(exercise.pages[last + 1]?.footer[0]!.problemUuid).toBeNull();
    for (const page of exercise.practicePages.filter((p) => p.footer[0]!.problemUuid !== null)) {
      expect(exercise.problems.map((problem) => problem.problemUuid)).toContain(
        page.footer[0]!.problemUuid,
      );
    }
  });

  it('never sends an answer that the learner has to find', () => {
    const json = publicJson(exercise);
    expect(json).not.toMatch(/correctOptionId|accepted|nextProblemUuid/);
    for (const problem of exercise.problems) {
      if (problem.kind === 'dictation' || (problem.kind === 'sentence' && exercise.type >= 11)) {
        expect(json).not.toContain(JSON.stringify(problem.expected));
      }
      if (problem.kind === 'choice') {
        const page = JSON.stringify(
          exercise.pages.find((p) => p.footer[0]!.problemUuid === problem.problemUuid),
        );
        expect(page).toContain(`"id":"${problem.correctOptionId}"`);
      }
    }
  });

  it('offers distinct options, three chat attempts and model writing within the word limits', () => {
    for (const item of exercise.pages.flatMap((page) => page.body)) {
      const labels =
        item.type === 'PICTURE_MATCH_PROBLEM'
          ? item.options.map((option) => option.imageUrl)
          : item.type === 'LISTENING_QUIZ_PROBLEM'
            ? item.options.map((option) => option.text)
            : item.type === 'DRILL_VOCABULARY' || item.type === 'DRILL_LISTENING'
              ? item.question.options.map((option) => option.text)
              : [];
      expect(new Set(labels).size).toBe(labels.length);
      if (item.type === 'CHAT_PROBLEM') expect(item.attempts).toHaveLength(3);
    }
    for (const problem of exercise.problems) {
      if (problem.kind !== 'writing') continue;
      const words = problem.expected.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(problem.minWords);
      expect(words).toBeLessThanOrEqual(problem.maxWords);
    }
  });

  it('only sends the learner to problems of this exercise, and reaches them all', () => {
    const uuids = testProblemUuids(exercise);
    const reached = new Set<string>();
    const visit = (index: number) => {
      const uuid = uuids[index];
      if (uuid === undefined || reached.has(uuid)) return;
      reached.add(uuid);
      const problem = exercise.problems.find((p) => p.problemUuid === uuid)!;
      const nexts =
        problem.kind === 'chat' ? problem.answers.map((a) => a.nextProblemUuid) : [null];
      for (const next of nexts) visit(next === null ? index + 1 : uuids.indexOf(next));
    };
    visit(0);
    expect([...reached].sort()).toEqual([...uuids].sort());
  });
});

describe('the media', () => {
  const publicDir = join(import.meta.dirname, '../../public');
  const urls = [
    ...builtCourses.map((course) => course.image),
    ...builtExercises.flatMap((exercise) =>
      valuesOf(
        [exercise.pages, exercise.practicePages],
        /^(url|britishUrl|avatar|avatarUrl|imageUrl)$/,
      ),
    ),
  ];

  it('has a file for every audio and image url of the content', () => {
    const missing = [...new Set(urls)].filter((url) => !existsSync(join(publicDir, url)));
    expect(missing).toEqual([]);
  });

  it('speaks every clip in a US and a British voice', () => {
    for (const name of clips.byName.keys()) {
      expect(urls).toContain(`/content/audio/us/${name}.mp3`);
      expect(urls).toContain(`/content/audio/gb/${name}.mp3`);
    }
  });
});

describe('seedContent', () => {
  beforeAll(async () => {
    for (const table of tables) table.clear();
    await seedContent();
  });

  it('stores every course and exercise', () => {
    expect(courses.size).toBe(builtCourses.length);
    expect(exerciseContents.size).toBe(builtExercises.length);
    expect(exerciseContents.get(EXERCISE.greetingsChat)).toMatchObject({
      courseUuid: COURSE.everydayConversation,
      type: 1,
    });
  });
});
