import { describe, expect, it } from 'vitest';
import { kindOf } from '../../features/exercises/kinds/kind-table';
import { startsOffline } from './offline-start';

describe('startsOffline', () => {
  it('lets the kinds judged on the device or with deferred marking start offline', () => {
    expect([2, 7, 8, 9, 11, 12].every(startsOffline)).toBe(true);
  });

  it('keeps chat, writing, speech, dictation and the drills fed by the start online', () => {
    for (const type of [1, 3, 4, 5, 6, 10, 13]) expect(startsOffline(type)).toBe(false);
    expect(startsOffline(99)).toBe(false);
  });

  it('agrees with how each kind judges an answer offline', () => {
    for (let type = 1; type <= 13; type += 1) {
      const kind = kindOf(type);
      // A kind with its own screen (chat) has no offline judging at all.
      const judgedOffline = Boolean(kind && (kind.judgeOffline || kind.deferredOffline));
      const questionsFromStart = Boolean(kind?.drill);
      expect(startsOffline(type), `type ${type}`).toBe(judgedOffline && !questionsFromStart);
    }
  });
});
