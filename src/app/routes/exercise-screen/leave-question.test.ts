import { describe, expect, it } from 'vitest';
import { asksBeforeLeaving } from './leave-question';

describe('asksBeforeLeaving', () => {
  const base = { samePath: false, movedByClass: false };
  it.each([
    ['initial', false, false],
    ['in-progress', false, true],
    ['finished', false, false],
    ['initial', true, true],
    ['in-progress', true, true],
    ['finished', true, false],
  ] as const)('a %s run, in limited mode %s → asks %s', (runStatus, inLimitedMode, asks) => {
    expect(asksBeforeLeaving({ ...base, runStatus, inLimitedMode })).toBe(asks);
  });

  it('never asks for a move within the exercise', () => {
    expect(
      asksBeforeLeaving({
        runStatus: 'in-progress',
        inLimitedMode: true,
        samePath: true,
        movedByClass: false,
      }),
    ).toBe(false);
  });

  it('never asks when the class itself moves the learner to the lobby', () => {
    expect(
      asksBeforeLeaving({
        runStatus: 'initial',
        inLimitedMode: true,
        samePath: false,
        movedByClass: true,
      }),
    ).toBe(false);
  });
});
