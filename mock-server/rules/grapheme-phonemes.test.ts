import { describe, expect, it } from 'vitest';
import { textToPhonemes, wordToPhonemes } from './grapheme-phonemes';

describe('wordToPhonemes', () => {
  it.each([
    ['cat', ['k', 'æ', 't']],
    ['make', ['m', 'eɪ', 'k']],
    ['bike', ['b', 'aɪ', 'k']],
    ['think', ['θ', 'ɪ', 'ŋ', 'k']],
    ['sheep', ['ʃ', 'iː', 'p']],
    ['city', ['s', 'ɪ', 't', 'i']],
    ['apple', ['æ', 'p', 'l', 'ɛ']],
    ['queen', ['k', 'w', 'iː', 'n']],
    ['yes', ['j', 'ɛ', 's']],
    ['night', ['n', 'aɪ', 't']],
    ['Hello!', ['h', 'ɛ', 'l', 'oʊ']],
    ["I'm", ['ɪ', 'm']],
    ['123', []],
  ])('%s → %j', (word, phones) => {
    expect(wordToPhonemes(word)).toEqual(phones);
  });
});

describe('textToPhonemes', () => {
  it('joins the words', () => {
    expect(textToPhonemes('red car')).toEqual(['r', 'ɛ', 'd', 'k', 'ɑːr']);
  });
});
