import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesEveryWord } from './search-text';

describe('foldForSearch', () => {
  it.each([
    ['upper case', 'Travel ENGLISH', 'travel english'],
    ['full-width Latin letters, digits and space', 'ＴＯＥＩＣ　６００', 'toeic 600'],
    ['katakana to hiragana', 'リスニング', 'りすにんぐ'],
    ['half-width katakana', 'ﾎﾃﾙ', 'ほてる'],
    ['the long-vowel mark stays', 'ビジネス・メール', 'びじねす・めーる'],
    ['kanji stay', '英検準２級', '英検準2級'],
  ])('%s: %s → %s', (_name, text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});

describe('matchesEveryWord', () => {
  const texts = ['Travel English', '旅行で使える英語', '会話'];
  it.each([
    ['an empty query', '', true],
    ['spaces only', ' 　 ', true],
    ['a substring of one text', 'ravel', true],
    ['another text', '旅行', true],
    ['every word, each in any text', 'english　会話', true],
    ['one word found nowhere', 'english 文法', false],
    ['a word does not run across two texts', 'english旅行', false],
    ['hiragana for katakana and full width for Latin', 'ＥＮＧＬＩＳＨ', true],
  ])('%s: %j → %s', (_name, query, found) => {
    expect(matchesEveryWord(texts, query)).toBe(found);
  });
});
