// Spec 4.4, the parts the shell acts on: which limited mode is in force given the live sessions,
// what changed since the last poll, and where that takes the learner.
import { isExerciseOrLobby } from './limited-mode-routes';

export type LiveSessionLike = {
  id: number;
  startsAt: string;
  /** When the class is over, whatever a list that still names it says (a late or saved answer). */
  endsAt?: string;
  limitedMode: { id: number; version: number } | null;
};

export type LimitedModeState = { sessionId: number; limitedModeId: number; version: number };

/**
 * The limited mode of the first session under way that has one: an upcoming one does not count,
 * nor one whose end has passed on this device's clock (a list answered late, before the backend
 * dropped the class, must not hold a learner in a class that is over).
 */
export function limitedModeIn(
  sessions: readonly LiveSessionLike[],
  now: Date,
): LimitedModeState | null {
  for (const session of sessions) {
    const started = new Date(session.startsAt).getTime() <= now.getTime();
    const over =
      session.endsAt !== undefined && new Date(session.endsAt).getTime() <= now.getTime();
    if (started && !over && session.limitedMode) {
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

/**
 * What a limited mode that started or changed does to a learner on `routeName` (spec 4.4):
 * - stay: nothing ended or was new, the class was announced on this device before (a reload), or
 *   the learner is in the lobby, an exercise (the lock lets a chosen one go on and moves them out
 *   of any other) or skills practice (allowed during a class, spec 2.2);
 * - announce: the class started: the "class started" modal, and to the lobby;
 * - showChange: the teacher changed the exercises: to the lobby, which says so.
 */
export type ClassMove = 'stay' | 'announce' | 'showChange';

export function classMove(
  change: LimitedModeChange,
  announced: boolean,
  routeName: string | undefined,
): ClassMove {
  if (change === 'none' || change === 'ended') return 'stay';
  if (isExerciseOrLobby(routeName)) return 'stay';
  if (change === 'changed') return 'showChange';
  return announced ? 'stay' : 'announce';
}
