import { isUpcoming } from './live-current-session';

// Spec 4.4: when all of the alias's sessions vanish, the learner is told why. A class that had
// started (its start was not later than the poll that last saw it) has ended; one that was still
// upcoming every time it was seen never took place: the teacher cancelled it.
export type VanishedClass = 'ended' | 'cancelled';

/** Whether any of the sessions seen at `seenAt` had started by then. */
export function anyStarted(sessions: readonly { startsAt: string }[], seenAt: Date): boolean {
  return sessions.some((session) => !isUpcoming(session, seenAt));
}

export function vanishedClass(startedWhenLastSeen: boolean): VanishedClass {
  return startedWhenLastSeen ? 'ended' : 'cancelled';
}
