import { describe, expect, it } from 'vitest';
import { ownershipStep } from './live-ownership';

const now = new Date('2026-11-22T00:00:00Z');
const THIS = 'device-this';
const OTHER = 'device-other';
const STARTED = '2026-11-21T23:50:00Z';
const STARTS_NOW = '2026-11-22T00:00:00Z';
const UPCOMING = '2026-11-22T00:10:00Z';

describe('ownershipStep', () => {
  it.each([
    { name: 'no session', session: null, expected: 'none' },
    {
      name: 'upcoming, free',
      session: { startsAt: UPCOMING, activeDeviceUuid: null },
      expected: 'none',
    },
    {
      name: 'upcoming, held elsewhere',
      session: { startsAt: UPCOMING, activeDeviceUuid: OTHER },
      expected: 'none',
    },
    {
      name: 'started, free',
      session: { startsAt: STARTED, activeDeviceUuid: null },
      expected: 'claim',
    },
    {
      name: 'starting this instant, free',
      session: { startsAt: STARTS_NOW, activeDeviceUuid: null },
      expected: 'claim',
    },
    {
      name: 'started, held here',
      session: { startsAt: STARTED, activeDeviceUuid: THIS },
      expected: 'none',
    },
    {
      name: 'started, held elsewhere',
      session: { startsAt: STARTED, activeDeviceUuid: OTHER },
      expected: 'alert',
    },
  ] as const)('$name → $expected', ({ session, expected }) => {
    expect(ownershipStep(session, THIS, now)).toBe(expected);
  });
});
