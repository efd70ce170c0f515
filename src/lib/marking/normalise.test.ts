import { describe, expect, it } from 'vitest';
import { matchesAnyAnswer, normaliseAnswer, normalisedWords } from './answer-normalisation';

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
  ])('%s: %j → %j', (_name, input, expected) => {
    expect(normaliseAnswer(input)).toBe(expected);
  });
});

describe('matchesAnyAnswer', () => {
  it.each([
    ['Ｉ’ｍ from Osaka.', ["I'm from Osaka."], true],
    ['i am from osaka', ["I'm from Osaka.", 'I am from Osaka.'], true],
    ['Im from Osaka', ["I'm from Osaka."], false],
    ['I from Osaka', ["I'm from Osaka."], false],
    ['', [''], false],
    ['...', ['.'], false],
  ])('%j against %j → %s', (answer, accepted, expected) => {
    expect(matchesAnyAnswer(answer, accepted)).toBe(expected);
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
