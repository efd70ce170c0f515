import { describe, expect, it } from 'vitest';
import { drillPronunciationMessages as m } from './messages';
import { HEADING_MESSAGES, soundsVerdict } from './sounds-verdict';

// Issue 37, item 8: 「4 個の音のうち、4 個がうまく言えました」 beside an orange sound under
// 「色のついた音をもう少しはっきり」. One rule now decides each sound (good when its score counts
// correct, above 0.5), and the count, the colours and the heading all read it.

describe('soundsVerdict', () => {
  it.each([
    // name, scores, passed (the backend), levels, good, heading
    ['every sound good', [0.92, 0.85, 0.99], true, ['good', 'good', 'good'], 3, 'all-good'],
    [
      'good at the threshold and over',
      [0.51, 0.74, 0.6],
      true,
      ['good', 'good', 'good'],
      3,
      'all-good',
    ],
    [
      'one sound at the threshold',
      [0.92, 0.5, 0.8],
      true,
      ['good', 'work-on', 'good'],
      2,
      'work-on-some',
    ],
    [
      'one sound missed of four',
      [0.74, 0.9, 0.2, 0.88],
      true,
      ['good', 'good', 'work-on', 'good'],
      3,
      'work-on-some',
    ],
    ['two sounds missed', [0.3, 0.2, 0.9], false, ['work-on', 'work-on', 'good'], 1, 'compare'],
    ['nothing said well', [0.1, 0.2], false, ['work-on', 'work-on'], 0, 'compare'],
    [
      'every sound heard good, a sound not heard',
      [0.9, 0.9],
      false,
      ['good', 'good'],
      2,
      'not-heard',
    ],
    ['no sound heard', [], false, [], 0, 'not-heard'],
    ['a broken score', [Number.NaN, 0.9], false, ['work-on', 'good'], 1, 'compare'],
  ] as const)('%s', (_name, scores, passed, levels, good, heading) => {
    const verdict = soundsVerdict(scores, passed);
    expect(verdict).toEqual({ levels, good, total: scores.length, heading });
    // The count is the number of sounds marked good: never more, never fewer.
    expect(verdict.levels.filter((level) => level === 'good')).toHaveLength(verdict.good);
    // The heading praises every sound only when none is marked to work on.
    if (verdict.heading === 'all-good') expect(verdict.levels).not.toContain('work-on');
    if (verdict.heading === 'work-on-some' || verdict.heading === 'compare')
      expect(verdict.levels).toContain('work-on');
  });

  it('has one heading for each verdict, none of them asking to say the word again', () => {
    expect(HEADING_MESSAGES).toEqual({
      'all-good': m.verdictGood,
      'work-on-some': m.verdictWorkOn,
      compare: m.verdictCompare,
      'not-heard': m.verdictNotHeard,
    });
  });
});
