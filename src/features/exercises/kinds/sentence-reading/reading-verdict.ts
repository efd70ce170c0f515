import type { MessageDescriptor } from 'react-intl';
import type { Outcome } from '../kind';
import { readingMessages as m } from './messages';

// One verdict per reading: the score (0-100) falls in one band, and the band alone decides the
// words, the colour and whether the reading counts as right, wherever the result speaks (the
// sheet's heading, the score's colour, the review, the practice counts). The bands are the
// trophy thresholds of a scored exercise (mock-server/rules/trophy.ts): gold from 90, silver
// from 75, bronze from 50, so the sheet never disagrees with the trophy that follows.

type ReadingBand = 'excellent' | 'good' | 'close' | 'tryAgain';
type ReadingVerdict = NonNullable<Outcome['verdict']>;

type BandInfo = {
  band: ReadingBand;
  /** The lowest score of the band. */
  from: number;
  verdict: ReadingVerdict;
  message: MessageDescriptor;
};

/** The bands, best first. */
export const READING_BANDS: readonly BandInfo[] = [
  { band: 'excellent', from: 90, verdict: 'correct', message: m.bandExcellent },
  { band: 'good', from: 75, verdict: 'correct', message: m.bandGood },
  { band: 'close', from: 50, verdict: 'close', message: m.bandClose },
  { band: 'tryAgain', from: 0, verdict: 'incorrect', message: m.bandTryAgain },
];

/** The band of a score (a score out of range counts as the nearest end). */
export function readingBandOf(score: number): BandInfo {
  const value = Number.isFinite(score) ? score : 0;
  return READING_BANDS.find((band) => value >= band.from) ?? READING_BANDS.at(-1)!;
}
