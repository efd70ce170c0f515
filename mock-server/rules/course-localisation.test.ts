import { describe, expect, it } from 'vitest';
import { CATEGORY, COURSE, COURSE_CATALOGUE } from '../seed/content-catalogue';
import { localiseCourse } from './course-localisation';

describe('localiseCourse', () => {
  const course = {
    uuid: 'c',
    categories: [
      { uuid: CATEGORY.grammar, name: 'Grammar' },
      { uuid: CATEGORY.examPreparation, name: 'Exam preparation' },
      { uuid: 'not-a-category', name: 'Kept as it is' },
    ],
  };

  it.each([
    ['ja', ['文法', '試験対策', 'Kept as it is']],
    ['en', ['Grammar', 'Exam preparation', 'Kept as it is']],
  ] as const)('names the categories in %s', (lang, names) => {
    expect(localiseCourse(course, lang).categories.map((category) => category.name)).toEqual(names);
  });

  it.each(['ja', 'en'] as const)('gives a seeded course its subtitle in %s', (lang) => {
    const travel = { ...course, uuid: COURSE.travelEnglish, subtitle: 'stored in English' };
    expect(localiseCourse(travel, lang).subtitle).toBe(
      COURSE_CATALOGUE.travelEnglish.subtitle[lang],
    );
  });

  it('adds no subtitle to a course stored without one', () => {
    expect(localiseCourse({ ...course, uuid: COURSE.travelEnglish }, 'ja')).not.toHaveProperty(
      'subtitle',
    );
  });

  it('leaves the stored course alone', () => {
    localiseCourse(course, 'ja');
    expect(course.categories[0]!.name).toBe('Grammar');
  });
});
