import { describe, expect, it } from 'vitest';
import { blankWords, dictationAttempts, plainSentence } from './dictation-slots';

describe('dictation slots', () => {
  it.each([
    ['I [walk] to school.', 'I walk to school.', ['walk']],
    [
      "It's about a [five]-minute [walk] from here.",
      "It's about a five-minute walk from here.",
      ['five', 'walk'],
    ],
    ['We came home at [six].', 'We came home at six.', ['six']],
  ])('%s is heard as "%s" with blanks %j', (source, heard, blanks) => {
    expect(plainSentence(source)).toBe(heard);
    expect(blankWords(source)).toEqual(blanks);
  });

  it('gives three attempts: lengths only, then the first letter, then the first half', () => {
    const attempts = dictationAttempts('I [usually] walk [to]-day.');
    expect(attempts.map((attempt) => attempt.slots)).toEqual([
      [
        { fixed: true, text: 'I', letters: 1, hint: null },
        { fixed: false, text: null, letters: 7, hint: null },
        { fixed: true, text: 'walk', letters: 4, hint: null },
        { fixed: false, text: null, letters: 2, hint: null },
        { fixed: true, text: '-day.', letters: 5, hint: null },
      ],
      [
        { fixed: true, text: 'I', letters: 1, hint: null },
        { fixed: false, text: null, letters: 7, hint: 'u' },
        { fixed: true, text: 'walk', letters: 4, hint: null },
        { fixed: false, text: null, letters: 2, hint: 't' },
        { fixed: true, text: '-day.', letters: 5, hint: null },
      ],
      [
        { fixed: true, text: 'I', letters: 1, hint: null },
        { fixed: false, text: null, letters: 7, hint: 'usua' },
        { fixed: true, text: 'walk', letters: 4, hint: null },
        { fixed: false, text: null, letters: 2, hint: 't' },
        { fixed: true, text: '-day.', letters: 5, hint: null },
      ],
    ]);
  });

  it('refuses a sentence with nothing to write', () => {
    expect(() => dictationAttempts('Nothing to write here.')).toThrow(/no \[word\]/);
  });
});
