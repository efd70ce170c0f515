import { describe, expect, it } from 'vitest';
import { COURSE_SOURCES } from '../../../../../mock-server/seed/content/all-courses';
import { soundSpellings } from './sound-spellings';

describe('soundSpellings', () => {
  it.each([
    ['think', ['θ', 'ɪ', 'ŋ', 'k'], ['th', 'i', 'n', 'k']],
    ['weather', ['w', 'ɛ', 'ð', 'ɚ'], ['w', 'ea', 'th', 'er']],
    ['white', ['w', 'aɪ', 't'], ['wh', 'i', 'te']],
    ['green', ['ɡ', 'ɹ', 'iː', 'n'], ['g', 'r', 'ee', 'n']],
    ['purple', ['p', 'ɜː', 'p', 'əl'], ['p', 'ur', 'p', 'le']],
    ['colleague', ['k', 'ɑː', 'l', 'iː', 'ɡ'], ['c', 'o', 'll', 'ea', 'gue']],
    ['museum', ['m', 'j', 'uː', 'z', 'iə', 'm'], ['m', 'u', 'u', 's', 'eu', 'm']],
    ['station', ['s', 't', 'eɪ', 'ʃ', 'ə', 'n'], ['s', 't', 'a', 'ti', 'o', 'n']],
    ['Sunday', ['s', 'ʌ', 'n', 'd', 'eɪ'], ['S', 'u', 'n', 'd', 'ay']],
    ['airport', ['ɛɹ', 'p', 'oːɹ', 't'], ['air', 'p', 'or', 't']],
    ['six', ['s', 'ɪ', 'k', 's'], ['s', 'i', 'x', 'x']],
  ])('finds the letters of each sound of "%s"', (word, sounds, letters) => {
    expect(soundSpellings(word, sounds)).toEqual(letters);
  });

  it('gives up (null) when the sounds cannot be the word', () => {
    expect(soundSpellings('cat', ['d', 'ɔ', 'ɡ'])).toBeNull();
    expect(soundSpellings('cat', [])).toBeNull();
  });

  it('matches every pronunciation card of the content, each sound to some letters', () => {
    const cards = COURSE_SOURCES.flatMap((course) =>
      course.chapters.flatMap((chapter) =>
        chapter.sections.flatMap((section) =>
          section.exercises.flatMap((exercise) => (exercise.type === 6 ? exercise.items : [])),
        ),
      ),
    );
    expect(cards.length).toBeGreaterThan(20);
    for (const card of cards) {
      const letters = soundSpellings(card.word, card.ipa);
      expect(letters, card.word).not.toBeNull();
      expect(letters!.every((group) => group.length > 0)).toBe(true);
    }
  });
});
