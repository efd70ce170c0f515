// Spec 4.4, the parts the shell acts on: which limited mode is in force given the live sessions,
// and what changed since the last poll.
export type LiveSessionLike = {
  id: number;
  startsAt: string;
  limitedMode: { id: number; version: number } | null;
};

export type LimitedModeState = { sessionId: number; limitedModeId: number; version: number };

/** The limited mode of the first started session that has one (an upcoming one does not count). */
export function limitedModeIn(
  sessions: readonly LiveSessionLike[],
  now: Date,
): LimitedModeState | null {
  for (const session of sessions) {
    const started = new Date(session.startsAt).getTime() <= now.getTime();
    if (started && session.limitedMode) {
      return {
        sessionId: session.id,
        limitedModeId: session.limitedMode.id,
        version: session.limitedMode.version,
      };
    }
  }
  return null;
}

export type LimitedModeChange = 'none' | 'started' | 'changed' | 'ended';

export function limitedModeChange(
  before: LimitedModeState | null,
  after: LimitedModeState | null,
): LimitedModeChange {
  if (!before && !after) return 'none';
  if (!before) return 'started';
  if (!after) return 'ended';
  if (before.sessionId !== after.sessionId || before.limitedModeId !== after.limitedModeId)
    return 'started';
  return before.version === after.version ? 'none' : 'changed';
}

/** Whether `current` is the limited mode already announced: the same session and limited mode. */
export function isAnnounced(
  announced: { sessionId: number; limitedModeId: number } | undefined,
  current: LimitedModeState | null,
): boolean {
  return (
    announced !== undefined &&
    current !== null &&
    announced.sessionId === current.sessionId &&
    announced.limitedModeId === current.limitedModeId
  );
}
