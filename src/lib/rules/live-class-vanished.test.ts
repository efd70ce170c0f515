import { describe, expect, it } from 'vitest';
import { anyStarted, vanishedClass } from './live-class-vanished';

const seenAt = new Date('2026-11-22T00:00:00Z');

describe('anyStarted', () => {
  it('is false while every session starts later than the poll', () => {
    expect(anyStarted([{ startsAt: '2026-11-22T00:00:01Z' }], seenAt)).toBe(false);
    expect(anyStarted([], seenAt)).toBe(false);
  });

  it('is true once one session has reached its start', () => {
    const sessions = [{ startsAt: '2026-11-22T00:10:00Z' }, { startsAt: '2026-11-22T00:00:00Z' }];
    expect(anyStarted(sessions, seenAt)).toBe(true);
  });
});

describe('vanishedClass', () => {
  it('ends a class that had started and calls off one that had not', () => {
    expect(vanishedClass(true)).toBe('ended');
    expect(vanishedClass(false)).toBe('cancelled');
  });
});
