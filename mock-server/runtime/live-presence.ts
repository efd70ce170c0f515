import { liveSessions } from '../db/live-sessions';
import { onStoreChange } from '../db/table';

// When each learner was last heard from in each live class: their last live call concerning it
// (listLiveSessions, getLiveSession, getLimitedMode, postLiveState), for the teacher's live view
// ("away" after a silence). Kept in memory only, never in the store or the state file: a whole
// school polling every 5 seconds must not write the store. A class's entries go with the class
// (ended, or every class cleared by a reset or a restore).

const lastSeen = new Map<number, Map<string, number>>();

/** The learner made a live call concerning this class at `at`. */
export function markSeen(sessionId: number, aliasUuid: string, at: Date): void {
  let ofSession = lastSeen.get(sessionId);
  if (!ofSession) lastSeen.set(sessionId, (ofSession = new Map()));
  ofSession.set(aliasUuid, at.getTime());
}

/** The learner's last live call concerning this class (epoch ms), or null. */
export function lastSeenMs(sessionId: number, aliasUuid: string): number | null {
  return lastSeen.get(sessionId)?.get(aliasUuid) ?? null;
}

/** Forgets every class's presence (a reset of the store). */
export function forgetPresence(): void {
  lastSeen.clear();
}

onStoreChange((change) => {
  if (change.table !== liveSessions.name) return;
  if (change.op === 'clear') lastSeen.clear();
  else if (change.op === 'remove') lastSeen.delete(Number(change.key));
});
