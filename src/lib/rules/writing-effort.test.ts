import { describe, expect, it } from 'vitest';
import { COURSE_SOURCES } from '../../../mock-server/seed/content/all-courses';
import type { WritingSource } from '../../../mock-server/seed/content/source-types';
import { countWords, writingEffortIssues } from './writing-effort';

const codesOf = (text: string, minWords: number) =>
  writingEffortIssues(text, minWords).map((issue) => issue.code);

const WRITING_PROMPTS: WritingSource['prompts'] = COURSE_SOURCES.flatMap((course) =>
  course.chapters.flatMap((chapter) =>
    chapter.sections.flatMap((section) =>
      section.exercises.flatMap((exercise) => (exercise.type === 13 ? exercise.prompts : [])),
    ),
  ),
);

const repeat = (word: string, times: number) => Array.from({ length: times }, () => word).join(' ');

describe('writing effort', () => {
  it('has writing prompts in the content to try', () => {
    expect(WRITING_PROMPTS.length).toBeGreaterThanOrEqual(4);
  });

  it.each(WRITING_PROMPTS.map((prompt) => [prompt.en.slice(0, 40), prompt] as const))(
    'passes the model answer of "%s…"',
    (_, prompt) => {
      expect(writingEffortIssues(prompt.model, prompt.minWords)).toEqual([]);
    },
  );

  it.each([
    [
      'a plain beginner answer',
      'I like dogs. I like cats. I like fish. I like music. I like games.',
      12,
    ],
    ['a short self-introduction', "Hello. My name is Ken. I'm 14. I like soccer and ramen.", 10],
    [
      'a name in kanji among English',
      'My name is 佐藤はる. I live in Osaka and I like music very much.',
      10,
    ],
    ['full-width letters', 'Ｉ ｌｉｋｅ ｍｕｓｉｃ ａｎｄ ｓｏｃｃｅｒ ｖｅｒｙ ｍｕｃｈ．', 5],
    ['numbers and dates', 'We can deliver 300 units by June 1 and 200 by June 15.', 10],
    [
      'a word said twice for stress',
      'It was very very good, and I want to go again next year.',
      10,
    ],
    ['"Mr." and a short closing', 'Dear Mr. Lee, thank you for your email. Best regards, Haru', 10],
  ])('passes %s', (_, text, minWords) => {
    expect(codesOf(text, minWords)).toEqual([]);
  });

  it.each([
    ['"blah" thirty times', repeat('blah', 30), 20, ['REPEATED_WORDS']],
    ['"blah blah" with a few words', `I think ${repeat('blah', 12)}.`, 10, ['REPEATED_WORDS']],
    ['one sentence copied over and over', repeat('I like cats.', 10), 20, ['REPEATED_WORDS']],
    ['"aaaa" over and over', repeat('aaaa', 25), 20, ['NOT_WORDS', 'REPEATED_WORDS']],
    ['key mashing', 'asdf qwrt zxcv hjkl sdfg wxyz bnmk ghjk tyui lkjh', 10, ['NOT_WORDS']],
    ['single letters', 'b c d e f g h j k l m n', 10, ['NOT_WORDS']],
    [
      'Japanese',
      '私は毎日学校に行きます。友だちと話すのが好きです。',
      3,
      ['NOT_ENGLISH', 'TOO_FEW_WORDS'],
    ],
    [
      'Japanese with a few English words',
      '私は soccer が好きです。毎日 practice しています。',
      3,
      ['NOT_ENGLISH'],
    ],
    ['only digits', '1 2 3 4 5 6 7 8 9 10 11 12', 10, ['NOT_ENGLISH']],
  ])('holds back %s', (_, text, minWords, codes) => {
    expect(codesOf(text, minWords)).toEqual(codes);
  });

  it('says how many words are missing', () => {
    expect(writingEffortIssues('I played tennis.', 20)).toEqual([
      { code: 'TOO_FEW_WORDS', missing: 17 },
    ]);
    expect(writingEffortIssues('', 3)).toEqual([{ code: 'TOO_FEW_WORDS', missing: 3 }]);
    expect(writingEffortIssues('I played tennis.', 3)).toEqual([]);
  });

  it('counts words the way the backend does', () => {
    expect(countWords('')).toBe(0);
    expect(countWords("I don't know, well-known!")).toBe(5);
    expect(countWords('Ｉ ｌｉｋｅ it')).toBe(3);
    expect(countWords('I don’t')).toBe(2);
  });
});
