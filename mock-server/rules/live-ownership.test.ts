import { describe, expect, it } from 'vitest';
import { claimSession, startedLimitedMode } from './live-ownership';

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

describe('claimSession', () => {
  it.each([
    // owner, version, claiming device, force → outcome, owner after, version after
    [null, 1, A, false, 'taken', A, 2],
    [null, 1, A, true, 'taken', A, 2],
    [null, 7, B, false, 'taken', B, 8],
    [A, 2, A, false, 'kept', A, 2],
    [A, 2, A, true, 'kept', A, 2],
    [A, 2, B, false, 'conflict', A, 2],
    [A, 2, B, true, 'taken', B, 3],
    [B, 9, A, true, 'taken', A, 10],
  ] as const)(
    'held by %s (v%s), %s claims (force %s) → %s',
    (owner, version, deviceId, force, kind, nextOwner, nextVersion) => {
      const outcome = claimSession({ activeDeviceUuid: owner, version }, { deviceId, force });
      expect(outcome.kind).toBe(kind);
      const after = outcome.kind === 'conflict' ? outcome.owner : outcome.next;
      expect(after).toEqual({ activeDeviceUuid: nextOwner, version: nextVersion });
    },
  );

  it('a sequence of claims only raises the version on a change of owner', () => {
    let state = { activeDeviceUuid: null as string | null, version: 1 };
    const versions: number[] = [];
    for (const [deviceId, force] of [
      [A, false],
      [A, false],
      [B, false],
      [B, true],
      [A, true],
      [A, true],
    ] as const) {
      const outcome = claimSession(state, { deviceId, force });
      if (outcome.kind !== 'conflict') state = outcome.next;
      versions.push(state.version);
    }
    expect(versions).toEqual([2, 2, 2, 3, 4, 4]);
    expect(state.activeDeviceUuid).toBe(A);
  });
});

describe('startedLimitedMode', () => {
  it.each([
    [null, { id: 42, version: 1 }],
    [
      { id: 7, version: 1 },
      { id: 7, version: 2 },
    ],
    [
      { id: 7, version: 5 },
      { id: 7, version: 6 },
    ],
  ] as const)('from %j → %j', (current, expected) => {
    expect(startedLimitedMode(current, () => 42)).toEqual(expected);
  });
});
