import { describe, expect, it } from 'vitest';
import {
  classMove,
  isAnnounced,
  limitedModeChange,
  limitedModeIn,
  type LiveSessionLike,
} from './live-limited-mode';

const now = new Date('2026-11-22T00:00:00Z');
const session = (over: Partial<LiveSessionLike>): LiveSessionLike => ({
  id: 1,
  startsAt: '2026-11-21T23:50:00Z',
  limitedMode: null,
  ...over,
});

describe('limitedModeIn', () => {
  it.each([
    { name: 'no sessions', sessions: [], expected: null },
    { name: 'a session without limited mode', sessions: [session({})], expected: null },
    {
      name: 'a started session with limited mode',
      sessions: [session({ limitedMode: { id: 7, version: 2 } })],
      expected: { sessionId: 1, limitedModeId: 7, version: 2 },
    },
    {
      name: 'an upcoming session with limited mode',
      sessions: [session({ startsAt: '2026-11-22T00:10:00Z', limitedMode: { id: 7, version: 1 } })],
      expected: null,
    },
    {
      name: 'a session under way until its end',
      sessions: [session({ endsAt: '2026-11-22T00:00:01Z', limitedMode: { id: 7, version: 1 } })],
      expected: { sessionId: 1, limitedModeId: 7, version: 1 },
    },
    {
      name: 'a session whose end has passed, still listed',
      sessions: [session({ endsAt: '2026-11-22T00:00:00Z', limitedMode: { id: 7, version: 1 } })],
      expected: null,
    },
    {
      name: 'the first of several',
      sessions: [session({ id: 1 }), session({ id: 2, limitedMode: { id: 9, version: 1 } })],
      expected: { sessionId: 2, limitedModeId: 9, version: 1 },
    },
  ])('$name', ({ sessions, expected }) => {
    expect(limitedModeIn(sessions, now)).toEqual(expected);
  });
});

describe('limitedModeChange', () => {
  const a = { sessionId: 1, limitedModeId: 7, version: 1 };
  it.each([
    [null, null, 'none'],
    [null, a, 'started'],
    [a, null, 'ended'],
    [a, a, 'none'],
    [a, { ...a, version: 2 }, 'changed'],
    [a, { ...a, limitedModeId: 8 }, 'started'],
    [a, { ...a, sessionId: 2 }, 'started'],
  ])('%j → %j: %s', (before, after, expected) => {
    expect(limitedModeChange(before, after)).toBe(expected);
  });
});

describe('isAnnounced', () => {
  const current = { sessionId: 1, limitedModeId: 7, version: 3 };
  it.each([
    ['nothing announced', undefined, current, false],
    ['no limited mode now', { sessionId: 1, limitedModeId: 7 }, null, false],
    [
      'the same limited mode, whatever its version',
      { sessionId: 1, limitedModeId: 7 },
      current,
      true,
    ],
    ['another limited mode of the class', { sessionId: 1, limitedModeId: 8 }, current, false],
    ['another class', { sessionId: 2, limitedModeId: 7 }, current, false],
  ])('%s', (_name, announced, inForce, expected) => {
    expect(isAnnounced(announced, inForce)).toBe(expected);
  });
});

describe('classMove', () => {
  it.each([
    ['none', false, 'user-settings', 'stay'],
    ['ended', false, 'user-settings', 'stay'],
    ['started', false, 'user-settings', 'announce'],
    ['started', true, 'user-settings', 'stay'],
    ['started', false, 'eigoLiveLobby', 'stay'],
    ['started', false, 'exercise', 'stay'],
    ['started', false, 'exercise-root', 'stay'],
    ['started', false, 'vocabulary_practice', 'stay'],
    ['started', false, 'course-explore', 'announce'],
    ['changed', true, 'user-settings', 'showChange'],
    ['changed', true, 'user-privacy-policy', 'showChange'],
    ['changed', true, 'eigoLiveLobby', 'stay'],
    ['changed', true, 'exercise', 'stay'],
    ['changed', true, 'listening_practice', 'stay'],
  ] as const)('%s, announced %s, on %s → %s', (change, announced, route, expected) => {
    expect(classMove(change, announced, route)).toBe(expected);
  });
});
