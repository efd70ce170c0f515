import type { LivePlace } from '../../src/api/generated/model/livePlace';
import { liveSessions } from '../db/live-sessions';
import { onStoreChange } from '../db/table';

// Where each learner's app last said she is in each live class (postLiveState's optional
// `place`), with when it said so, for the teacher's room (../rules/live-class-progress.ts).
// Kept in memory only, like the presence beside it (./live-presence.ts): every answer of every
// learner reports a place, which must not write the store. A class's places go with the class
// (ended, or every class cleared by a reset or a restore).

type ReportedPlace = { place: LivePlace; atMs: number };

const places = new Map<number, Map<string, ReportedPlace>>();

/** The learner's app reported `place` in this class at `at`. */
export function reportPlace(
  sessionId: number,
  aliasUuid: string,
  place: LivePlace,
  at: Date,
): void {
  let ofSession = places.get(sessionId);
  if (!ofSession) places.set(sessionId, (ofSession = new Map()));
  ofSession.set(aliasUuid, { place, atMs: at.getTime() });
}

/** The learner's last reported place in this class, or null when her app never sent one. */
export function reportedPlace(sessionId: number, aliasUuid: string): ReportedPlace | null {
  return places.get(sessionId)?.get(aliasUuid) ?? null;
}

/** Forgets every class's places (a reset of the store). */
export function forgetPlaces(): void {
  places.clear();
}

onStoreChange((change) => {
  if (change.table !== liveSessions.name) return;
  if (change.op === 'clear') places.clear();
  else if (change.op === 'remove') places.delete(Number(change.key));
});
