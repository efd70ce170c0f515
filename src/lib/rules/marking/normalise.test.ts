import { describe, expect, it } from 'vitest';
import { normaliseAnswer, normalisedWords } from './normalise';

describe('normaliseAnswer', () => {
  it.each([
    ['case', 'Hello World', 'hello world'],
    ['final punctuation', 'I like apples.', 'i like apples'],
    ['inner punctuation', 'Yes, I do!', 'yes i do'],
    ['question mark', 'Where are you from?', 'where are you from'],
    ['full-width letters and space', 'Ｉ　ｌｉｋｅ　ｃａｔｓ', 'i like cats'],
    ['full-width punctuation', 'Ｙｅｓ，Ｉ ｄｏ！', 'yes i do'],
    ['full-width digits', 'Ｉ ａｍ １４', 'i am 14'],
    ['curly apostrophe', 'I’m fine', "i'm fine"],
    ['left single quote', 'I‘m fine', "i'm fine"],
    ['curly double quotes', '“Hello,” she said', 'hello she said'],
    ['straight quotes around a word', "'Hello' she said", 'hello she said'],
    ['extra spaces', '  I   like\tcats  ', 'i like cats'],
    ['hyphen', 'a well-known song', 'a well known song'],
    ['dash', 'I see — you are right', 'i see you are right'],
    ['possessive kept', "Ken's bag", "ken's bag"],
    ['empty', '   ', ''],
    ['only punctuation', '...!?', ''],
    ['thousands separator', 'It costs 1,500 yen.', 'it costs 1500 yen'],
    ['decimal point', 'It is 3.5 metres.', 'it is 3 point 5 metres'],
    ['time', 'at 7:30', 'at 7 30'],
  ])('%s: %j → %j', (_name, input, expected) => {
    expect(normaliseAnswer(input)).toBe(expected);
  });
});

describe('normalisedWords', () => {
  it.each([
    ['Nice to meet you!', ['nice', 'to', 'meet', 'you']],
    ['', []],
    ['“Ｏｋ”', ['ok']],
  ])('%j → %j', (input, expected) => {
    expect(normalisedWords(input)).toEqual(expected);
  });
});
