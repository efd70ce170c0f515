import { describe, expect, it } from 'vitest';
import { countWords, writingFeedback } from './writing-feedback';

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
