import { describe, expect, it } from 'vitest';
import { endWarningThreshold, minutesLeft, nextEndWarningChange } from './live-class-end-warning';

const END = Date.parse('2026-11-27T00:40:00.000Z');
const before = (ms: number) => END - ms;
const MIN = 60_000;

describe('the class-end warning due', () => {
  it.each([
    [10 * MIN, null],
    [5 * MIN + 1, null],
    [5 * MIN, 5],
    [2 * MIN, 5],
    [MIN + 1, 5],
    [MIN, 1],
    [1, 1],
    [0, null],
    [-MIN, null],
  ])('%d ms before the end: %s', (left, due) => {
    expect(endWarningThreshold(END, before(left))).toBe(due);
  });

  it('changes next at five minutes, one minute and the end', () => {
    expect(nextEndWarningChange(END, before(20 * MIN))).toBe(before(5 * MIN));
    expect(nextEndWarningChange(END, before(5 * MIN))).toBe(before(MIN));
    expect(nextEndWarningChange(END, before(30_000))).toBe(END);
    expect(nextEndWarningChange(END, END)).toBeNull();
  });

  it('says the whole minutes left, at least one', () => {
    expect(minutesLeft(END, before(5 * MIN))).toBe(5);
    expect(minutesLeft(END, before(3.5 * MIN))).toBe(4);
    expect(minutesLeft(END, before(10_000))).toBe(1);
  });
});
