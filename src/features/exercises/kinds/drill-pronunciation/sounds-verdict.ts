import type { MessageDescriptor } from 'react-intl';
import { drillPronunciationMessages as m } from './messages';
import { levelOf, type PhoneLevel, type ShownPhone } from './phones';

// One verdict for a pronounced word, read by everything the feedback sheet says about it: each
// sound's level (its colour and mark), the count of the sounds said well, and the sheet's
// heading. A sound is good or to work on by one rule (levelOf: the threshold marking counts a
// phone correct with), so the heading never praises a sound the colours mark, nor the count
// count one. Whether the word passed is the backend's judgement (spec 5: enough phones, fewer than
// 2 to work on), which reads the same threshold.

export type SoundsHeading =
  /** Passed, every sound good. */
  | 'all-good'
  /** Passed, with a sound to work on. */
  | 'work-on-some'
  /** Not passed: sounds to work on, to compare with the model. */
  | 'compare'
  /** Not passed though every sound heard was good: not every sound was heard. */
  | 'not-heard';

export type SoundsVerdict = {
  /** Each sound's level, in the word's order. */
  levels: PhoneLevel[];
  /** How many sounds were said well. */
  good: number;
  total: number;
  heading: SoundsHeading;
};

export const HEADING_MESSAGES: Record<SoundsHeading, MessageDescriptor> = {
  'all-good': m.verdictGood,
  'work-on-some': m.verdictWorkOn,
  compare: m.verdictCompare,
  'not-heard': m.verdictNotHeard,
};

/** The verdict on the sounds said (scores 0-1) of a word the backend passed or not. */
export function soundsVerdict(scores: readonly number[], passed: boolean): SoundsVerdict {
  const levels = scores.map(levelOf);
  const good = levels.filter((level) => level === 'good').length;
  const total = levels.length;
  const allGood = total > 0 && good === total;
  const heading: SoundsHeading = passed
    ? allGood
      ? 'all-good'
      : 'work-on-some'
    : allGood || total === 0
      ? 'not-heard'
      : 'compare';
  return { levels, good, total, heading };
}

/** The sounds shown with the verdict's levels (the colours read the same rule as the count). */
export function soundsWithVerdict(phones: readonly ShownPhone[], verdict: SoundsVerdict) {
  return phones.map((phone, index) => ({ ...phone, level: verdict.levels[index] ?? null }));
}
