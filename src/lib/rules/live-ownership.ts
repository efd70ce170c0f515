// Spec 4.4, single-device ownership seen from the client: a started session that no device holds
// is claimed (a forced state call); one held by another device opens the session-owner alert; one
// held by this device, or not started yet, needs nothing.
export type OwnedSessionLike = { startsAt: string; activeDeviceUuid: string | null };

export type OwnershipStep = 'none' | 'claim' | 'alert';

export function ownershipStep(
  session: OwnedSessionLike | null,
  deviceId: string,
  now: Date,
): OwnershipStep {
  if (!session || Date.parse(session.startsAt) > now.getTime()) return 'none';
  if (session.activeDeviceUuid === null) return 'claim';
  return session.activeDeviceUuid === deviceId ? 'none' : 'alert';
}
