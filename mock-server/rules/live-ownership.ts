// Single-device ownership of a live session and the versions of its changes (spec 4.4):
// - no device holds the session → the claiming device takes it;
// - the holding device claims again → nothing changes (idempotent, the version stays);
// - another device holds it → conflict, unless `force`, which takes it over;
// - every change (owner, limited mode started, changed or lifted) raises the session version by 1;
//   a limited mode keeps its id while the teacher changes it (its own version goes up) and gets a
//   new id when started afresh.

export type Ownership = { activeDeviceUuid: string | null; version: number };
export type Claim = { deviceId: string; force: boolean };
export type ClaimOutcome =
  | { kind: 'taken'; next: Ownership }
  | { kind: 'kept'; next: Ownership }
  | { kind: 'conflict'; owner: Ownership };

export function claimSession(current: Ownership, { deviceId, force }: Claim): ClaimOutcome {
  const { activeDeviceUuid, version } = current;
  if (activeDeviceUuid === deviceId) return { kind: 'kept', next: { activeDeviceUuid, version } };
  if (activeDeviceUuid !== null && !force)
    return { kind: 'conflict', owner: { activeDeviceUuid, version } };
  return { kind: 'taken', next: { activeDeviceUuid: deviceId, version: version + 1 } };
}

export type LimitedModeRef = { id: number; version: number };

/** The limited mode after the teacher (re)starts it: same id, next version; or a new one. */
export function startedLimitedMode(
  current: LimitedModeRef | null,
  newId: () => number,
): LimitedModeRef {
  return current ? { id: current.id, version: current.version + 1 } : { id: newId(), version: 1 };
}
