import { describe, expect, it } from 'vitest';
import { SCORE_THRESHOLDS } from '../../../../../mock-server/rules/trophy';
import en from '../../../../i18n/en/exercise-pronunciation';
import ja from '../../../../i18n/ja/exercise-pronunciation';
import { readingMessages as m } from './messages';
import { READING_BANDS, readingBandOf } from './reading-verdict';

describe('the verdict of a reading score', () => {
  it.each([
    [100, 'excellent', 'correct', m.bandExcellent],
    [90, 'excellent', 'correct', m.bandExcellent],
    [89, 'good', 'correct', m.bandGood],
    [77, 'good', 'correct', m.bandGood],
    [75, 'good', 'correct', m.bandGood],
    [74, 'close', 'close', m.bandClose],
    [50, 'close', 'close', m.bandClose],
    [49, 'tryAgain', 'incorrect', m.bandTryAgain],
    [0, 'tryAgain', 'incorrect', m.bandTryAgain],
    [-5, 'tryAgain', 'incorrect', m.bandTryAgain],
    [Number.NaN, 'tryAgain', 'incorrect', m.bandTryAgain],
  ])('%s points: %s, %s', (score, band, verdict, message) => {
    expect(readingBandOf(score)).toMatchObject({ band, verdict, message });
  });

  it('has one message and one verdict per band, its bands starting at the trophy thresholds', () => {
    const messages = READING_BANDS.map((band) => band.message.id);
    expect(new Set(messages).size).toBe(READING_BANDS.length);
    // Gold, silver and bronze start where excellent, good and close do.
    expect(READING_BANDS.map((band) => band.from)).toEqual([
      SCORE_THRESHOLDS[3],
      SCORE_THRESHOLDS[2],
      SCORE_THRESHOLDS[1],
      0,
    ]);
  });

  // Issue 37, item 8: the sheet comes once the recorder has closed, so no band asks to read
  // again, nor claims the reading matched the model (a word may still have been missed).
  it.each([
    ['ja', ja, /もう一度|お手本のように/],
    ['en', en, /again|just like the model/i],
  ] as const)(
    'no band (%s) asks to read again or says it matched the model',
    (_lang, catalogue, wrong) => {
      for (const band of READING_BANDS) {
        const text = catalogue[band.message.id as keyof typeof catalogue];
        expect(text).toBeTruthy();
        expect(text).not.toMatch(wrong);
      }
    },
  );
});
