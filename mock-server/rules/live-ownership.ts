import type { LiveAttendance } from '../db/live-attendance';

// Single-device ownership of a learner's lesson in a live class, and the versions of its changes
// (spec 4.4). Each learner of the group holds the class on one device of their own:
// - no device of this learner holds it → the claiming device takes it (the learner joins);
// - the holding device claims again → nothing changes (idempotent, the version stays);
// - another device of this learner holds it → conflict, unless `force`, which takes it over;
// - a classmate's claim is another learner's record: it never changes this one.
// The version a learner sees is the session's (raised by the teacher: limited mode started,
// changed or lifted) plus their own ownership version (raised by each claim that changes the
// holder), so it rises on every change this learner can see. A limited mode keeps its id while
// the teacher changes it (its own version goes up) and gets a new id when started afresh.

export type Holding = Omit<LiveAttendance, 'sessionId' | 'aliasUuid'>;
export type Ownership = { activeDeviceUuid: string | null; version: number };
export type Claim = { deviceId: string; force: boolean };
export type ClaimOutcome =
  { kind: 'joined' | 'takenOver' | 'kept'; next: Holding } | { kind: 'conflict' };

/** The outcome of a claim at `at` (ISO 8601) on this learner's holding (null before they joined). */
export function claimLesson(
  current: Holding | null,
  { deviceId, force }: Claim,
  at: string,
): ClaimOutcome {
  if (current === null) {
    return {
      kind: 'joined',
      next: { deviceUuid: deviceId, version: 1, since: at, takeOvers: 0, lastTakenOverAt: null },
    };
  }
  if (current.deviceUuid === deviceId) return { kind: 'kept', next: current };
  if (!force) return { kind: 'conflict' };
  return {
    kind: 'takenOver',
    next: {
      deviceUuid: deviceId,
      version: current.version + 1,
      since: at,
      takeOvers: current.takeOvers + 1,
      lastTakenOverAt: at,
    },
  };
}

/** What one learner sees of a session's ownership: their own device, and the combined version. */
export function learnerOwnership(
  sessionVersion: number,
  holding: Pick<Holding, 'deviceUuid' | 'version'> | null | undefined,
): Ownership {
  return {
    activeDeviceUuid: holding?.deviceUuid ?? null,
    version: sessionVersion + (holding?.version ?? 0),
  };
}

export type LimitedModeRef = { id: number; version: number };

/** The limited mode after the teacher (re)starts it: same id, next version; or a new one. */
export function startedLimitedMode(
  current: LimitedModeRef | null,
  newId: () => number,
): LimitedModeRef {
  return current ? { id: current.id, version: current.version + 1 } : { id: newId(), version: 1 };
}
