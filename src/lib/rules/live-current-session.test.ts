import { describe, expect, it } from 'vitest';
import { currentLiveSession, isUpcoming, type CurrentSessionLike } from './live-current-session';

const now = new Date('2026-11-22T00:00:00Z');
type S = CurrentSessionLike & { id: number };
const started = (id: number, limitedMode: S['limitedMode'] = null): S => ({
  id,
  startsAt: '2026-11-21T23:50:00Z',
  limitedMode,
});
const upcoming = (id: number, limitedMode: S['limitedMode'] = null): S => ({
  id,
  startsAt: '2026-11-22T00:10:00Z',
  limitedMode,
});

describe('isUpcoming', () => {
  it.each([
    ['2026-11-22T00:00:01Z', true],
    ['2026-11-22T00:00:00Z', false],
    ['2026-11-21T23:59:59Z', false],
  ])('a start at %s is upcoming: %s', (startsAt, expected) => {
    expect(isUpcoming({ startsAt }, now)).toBe(expected);
  });
});

describe('currentLiveSession', () => {
  it.each([
    { name: 'no sessions', sessions: [], expected: null },
    { name: 'only an upcoming one', sessions: [upcoming(1)], expected: 1 },
    {
      name: 'a started one before an upcoming one',
      sessions: [started(1), upcoming(2)],
      expected: 1,
    },
    {
      name: 'the started one in limited mode over an earlier started one',
      sessions: [started(1), started(2, { id: 9, version: 1 })],
      expected: 2,
    },
    {
      name: 'an upcoming limited mode does not count',
      sessions: [started(1), upcoming(2, { id: 9, version: 1 })],
      expected: 1,
    },
    { name: 'the first of two started ones', sessions: [started(1), started(2)], expected: 1 },
  ])('$name', ({ sessions, expected }) => {
    expect(currentLiveSession(sessions, now)?.id ?? null).toBe(expected);
  });
});
