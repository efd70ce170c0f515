import { describe, expect, it } from 'vitest';
import type { Course } from '../../api/generated/model/course';
import { exerciseCount, filterCourses, findExercise, toggled } from './exercise-tree';

function buildCourse(
  uuid: string,
  title: string,
  chapters: [string, [string, string[]][]][],
): Course {
  return {
    uuid,
    title,
    image: '/x.svg',
    cefrj: 1,
    categories: [],
    contents: chapters.map(([chapterTitle, sections], i) => ({
      nodeType: 2,
      uuid: `${uuid}-c${i}`,
      title: chapterTitle,
      contents: sections.map(([sectionTitle, exercises], j) => ({
        nodeType: 3,
        uuid: `${uuid}-c${i}-s${j}`,
        title: sectionTitle,
        contents: exercises.map((exerciseTitle, k) => ({
          nodeType: 11,
          uuid: `${uuid}-c${i}-s${j}-e${k}`,
          title: exerciseTitle,
          exerciseType: 4,
        })),
      })),
    })),
  };
}

const firstSteps = buildCourse('fs', 'First Steps in English', [
  ['Hello!', [['Greetings', ['Hello and Goodbye', 'Greeting Words']]]],
  ['Colours and Numbers', [['Numbers', ['Numbers: Thirteen or Thirty?']]]],
]);
const travel = buildCourse('tr', 'Travel English', [
  [
    'At the Airport',
    [
      ['Check-in', ['Window or Aisle?']],
      ['Greetings at the hotel', ['Hello']],
    ],
  ],
]);
const titles = (courses: Course[]) =>
  courses.map((course) => [
    course.title,
    course.contents.map((chapter) => [
      chapter.title,
      chapter.contents.map((section) => [section.title, section.contents.map((e) => e.title)]),
    ]),
  ]);

describe('filterCourses', () => {
  it('keeps everything for an empty query', () => {
    expect(filterCourses([firstSteps, travel], '  ')).toEqual([firstSteps, travel]);
  });

  it('keeps matching exercises and drops empty branches', () => {
    expect(titles(filterCourses([firstSteps, travel], 'thirteen'))).toEqual([
      [
        'First Steps in English',
        [['Colours and Numbers', [['Numbers', ['Numbers: Thirteen or Thirty?']]]]],
      ],
    ]);
  });

  it('keeps a whole section, chapter or course whose title matches', () => {
    expect(titles(filterCourses([firstSteps, travel], 'GREETINGS'))).toEqual([
      [
        'First Steps in English',
        [['Hello!', [['Greetings', ['Hello and Goodbye', 'Greeting Words']]]]],
      ],
      ['Travel English', [['At the Airport', [['Greetings at the hotel', ['Hello']]]]]],
    ]);
    expect(filterCourses([firstSteps, travel], 'travel')).toEqual([travel]);
  });

  it('ignores full-width letters and extra spaces', () => {
    expect(titles(filterCourses([firstSteps], 'ｇｒｅｅｔｉｎｇ   words'))[0]).toEqual([
      'First Steps in English',
      [['Hello!', [['Greetings', ['Greeting Words']]]]],
    ]);
    expect(filterCourses([firstSteps, travel], 'nothing like this')).toEqual([]);
  });
});

describe('the selection', () => {
  const a = { courseUuid: 'fs', exerciseUuid: 'fs-c0-s0-e1' };
  const b = { courseUuid: 'tr', exerciseUuid: 'tr-c0-s0-e0' };

  it('adds at the end and takes out again', () => {
    expect(toggled([], a)).toEqual([a]);
    expect(toggled([a], b)).toEqual([a, b]);
    expect(toggled([a, b], { ...a })).toEqual([b]);
  });

  it('finds a chosen exercise with its course', () => {
    expect(findExercise([firstSteps, travel], a)).toMatchObject({
      title: 'Greeting Words',
      courseTitle: 'First Steps in English',
    });
    expect(findExercise([firstSteps], b)).toBeUndefined();
  });

  it('counts a course’s exercises', () => {
    expect(exerciseCount(firstSteps)).toBe(3);
  });
});
