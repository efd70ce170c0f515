import { describe, expect, it } from 'vitest';
import { ProblemError } from '../runtime/problem';
import { countWords, requireWritingEffort, writingFeedback } from './writing-feedback';

const prompt = { minWords: 5, maxWords: 12, usefulPhrases: ['I like', 'because'] };
const codes = (text: string) => writingFeedback(text, prompt, 'en').feedback.map((f) => f.code);

describe('writingFeedback', () => {
  it.each([
    [
      'a good answer',
      'My name is Hana. I like music because it is fun.',
      ['GOOD_LENGTH', 'USED_PHRASE'],
    ],
    ['too short', 'Hello there.', ['TOO_SHORT']],
    [
      'too long',
      'One two three four five six seven eight nine ten eleven twelve thirteen.',
      ['TOO_LONG'],
    ],
    ['exactly the minimum', 'One two three four five.', ['GOOD_LENGTH']],
    [
      'exactly the maximum',
      'One two three four five six seven eight nine ten eleven twelve.',
      ['GOOD_LENGTH'],
    ],
    ['lower-case start', 'my name is Hana and I am fourteen.', ['GOOD_LENGTH', 'CAPITAL_LETTER']],
    [
      'second sentence lower case',
      'My name is Hana. my friend is Ken.',
      ['GOOD_LENGTH', 'CAPITAL_LETTER'],
    ],
    [
      'no final punctuation',
      'My name is Hana and I am fourteen',
      ['GOOD_LENGTH', 'END_PUNCTUATION'],
    ],
    ['lower-case i', 'My name is Hana and i am fourteen.', ['GOOD_LENGTH', 'LOWERCASE_I']],
    ["lower-case i'm", "My name is Hana and i'm fourteen.", ['GOOD_LENGTH', 'LOWERCASE_I']],
    ['repeated word', 'My name is is Hana, a student.', ['GOOD_LENGTH', 'REPEATED_WORD']],
    ['full-width text', 'Ｍｙ ｎａｍｅ ｉｓ Ｈａｎａ ｔｏｄａｙ．', ['GOOD_LENGTH']],
  ])('%s', (_name, text, expected) => {
    expect(codes(text)).toEqual(expected);
  });

  it('answers in the requested language', () => {
    expect(writingFeedback('Hi.', prompt, 'ja').feedback[0]).toEqual({
      code: 'TOO_SHORT',
      message: '5語以上で書きましょう。',
    });
    expect(writingFeedback('Hi.', prompt, 'en').feedback[0]).toEqual({
      code: 'TOO_SHORT',
      message: 'Write at least 5 words.',
    });
  });
});

describe('countWords', () => {
  it.each([
    ["I don't know.", 3],
    ['  ', 0],
    ['well-known places', 3],
    ['Ｉ ａｍ １４', 3],
  ])('%j has %s words', (text, count) => {
    expect(countWords(text)).toBe(count);
  });
});

describe('requireWritingEffort', () => {
  const refusal = (text: string, minWords: number) => {
    try {
      requireWritingEffort(text, minWords);
    } catch (error) {
      if (error instanceof ProblemError) return error;
      throw error;
    }
    return null;
  };

  it('lets a real answer through', () => {
    expect(refusal('My name is Hana. I like music because it is fun.', 5)).toBeNull();
  });

  it.each([
    [
      '"blah" thirty times',
      Array.from({ length: 30 }, () => 'blah').join(' '),
      20,
      ['REPEATED_WORDS'],
      '同じ言葉がくり返されています。ほかの言葉も使いましょう。',
      'The same word is repeated; use other words too.',
    ],
    [
      'too few words',
      'I like music.',
      15,
      ['TOO_FEW_WORDS'],
      'あと12語書いてから送りましょう。',
      'Write 12 more words before sending.',
    ],
    [
      'Japanese',
      '私は音楽が好きです。',
      1,
      ['NOT_ENGLISH'],
      '英語（アルファベット）で書きましょう。',
      'Write in English, in Latin letters.',
    ],
  ])('refuses %s with 422 saying what to add', (_name, text, minWords, codes, ja, en) => {
    const problem = refusal(text, minWords);
    expect(problem?.status).toBe(422);
    const ofJa = problem!.toBody('ja');
    expect(ofJa).toMatchObject({ type: 'https://eigo.example/problems/writing-effort' });
    expect((ofJa.issues as { code: string }[]).map((issue) => issue.code)).toEqual(codes);
    expect(ofJa.detail).toBe(`まだ送れません。${ja}`);
    expect(problem!.toBody('en').detail).toBe(`Not ready to send. ${en}`);
  });
});
