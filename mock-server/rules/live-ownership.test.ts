import { describe, expect, it } from 'vitest';
import { claimLesson, learnerOwnership, startedLimitedMode, type Holding } from './live-ownership';

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const JOINED = '2026-11-22T00:01:00.000Z';
const AT = '2026-11-22T00:05:00.000Z';

const heldBy = (deviceUuid: string, version: number, takeOvers = version - 1): Holding => ({
  deviceUuid,
  version,
  since: JOINED,
  takeOvers,
  lastTakenOverAt: takeOvers > 0 ? JOINED : null,
});

describe('claimLesson', () => {
  it.each([
    // holding, claiming device, force → outcome, device after, version after, take-overs after
    [null, A, false, 'joined', A, 1, 0],
    [null, A, true, 'joined', A, 1, 0],
    [heldBy(A, 1), A, false, 'kept', A, 1, 0],
    [heldBy(A, 1), A, true, 'kept', A, 1, 0],
    [heldBy(A, 1), B, false, 'conflict', A, 1, 0],
    [heldBy(A, 1), B, true, 'takenOver', B, 2, 1],
    [heldBy(B, 4), A, true, 'takenOver', A, 5, 4],
  ] as const)(
    'held by %j, %s claims (force %s) → %s',
    (holding, deviceId, force, kind, device, version, takeOvers) => {
      const outcome = claimLesson(holding, { deviceId, force }, AT);
      expect(outcome.kind).toBe(kind);
      const after = outcome.kind === 'conflict' ? holding : outcome.next;
      expect(after).toMatchObject({ deviceUuid: device, version, takeOvers });
    },
  );

  it('dates a join and a take-over at the claim, and keeps the dates of a repeated claim', () => {
    expect(claimLesson(null, { deviceId: A, force: false }, AT)).toEqual({
      kind: 'joined',
      next: { deviceUuid: A, version: 1, since: AT, takeOvers: 0, lastTakenOverAt: null },
    });
    expect(claimLesson(heldBy(A, 1), { deviceId: B, force: true }, AT)).toEqual({
      kind: 'takenOver',
      next: { deviceUuid: B, version: 2, since: AT, takeOvers: 1, lastTakenOverAt: AT },
    });
    expect(claimLesson(heldBy(A, 3), { deviceId: A, force: true }, AT)).toEqual({
      kind: 'kept',
      next: heldBy(A, 3),
    });
  });

  it('a sequence of claims only raises the version on a change of device', () => {
    let holding: Holding | null = null;
    const versions: number[] = [];
    for (const [deviceId, force] of [
      [A, false],
      [A, false],
      [B, false],
      [B, true],
      [A, true],
      [A, true],
    ] as const) {
      const outcome = claimLesson(holding, { deviceId, force }, AT);
      if (outcome.kind !== 'conflict') holding = outcome.next;
      versions.push(holding!.version);
    }
    expect(versions).toEqual([1, 1, 1, 2, 3, 3]);
    expect(holding).toMatchObject({ deviceUuid: A, takeOvers: 2 });
  });
});

describe('learnerOwnership', () => {
  it.each([
    ['before the learner joins: no device, the session’s version', 1, undefined, null, 1],
    ['after the first claim', 1, { deviceUuid: A, version: 1 }, A, 2],
    [
      'after two take-overs and three changes of the teacher',
      4,
      { deviceUuid: B, version: 3 },
      B,
      7,
    ],
  ] as const)('%s', (_name, sessionVersion, holding, activeDeviceUuid, version) => {
    expect(learnerOwnership(sessionVersion, holding)).toEqual({ activeDeviceUuid, version });
  });

  it('rises with every change the learner can see, the teacher’s and their own', () => {
    const seen = [
      learnerOwnership(1, null),
      learnerOwnership(1, { deviceUuid: A, version: 1 }),
      learnerOwnership(2, { deviceUuid: A, version: 1 }),
      learnerOwnership(2, { deviceUuid: B, version: 2 }),
      learnerOwnership(3, { deviceUuid: B, version: 2 }),
    ].map((o) => o.version);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
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
