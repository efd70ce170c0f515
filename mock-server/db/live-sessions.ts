import { z } from 'zod';
import { GetLiveSessionResponse } from '../../src/api/generated/zod/live/live.zod';
import { withLock } from '../runtime/locks';
import { learnerOwnership } from '../rules/live-ownership';
import type { LiveAttendance } from './live-attendance';
import { onStoreChange, Table } from './table';

// Live classes a teacher conducts for a group. A session holds the exercises of its limited mode
// (the API answers them with getLimitedMode) and every exercise chosen during the class (its
// report). It is kept when it ends: ending moves its end to now (../control/live.ts). Which
// device holds each learner's lesson is in ./live-attendance.ts, one record per learner.

const limitedModeExerciseSchema = z.object({
  courseUuid: z.uuid(),
  exerciseUuid: z.uuid(),
  exerciseType: z.int().min(1).max(13),
});

// Older state files carry a class-wide `activeDeviceUuid` and `holder`: the object drops them.
const liveSessionSchema = GetLiveSessionResponse.omit({ activeDeviceUuid: true }).extend({
  orgHash: z.string(),
  groupId: z.int(),
  /** The exercises of the limited mode in force, in the teacher's order (empty without one). */
  limitedModeExercises: z.array(limitedModeExerciseSchema),
  /** Every exercise chosen during the class, in the order first chosen (older files: none). */
  chosenExercises: z.array(limitedModeExerciseSchema).default([]),
});

export type LiveSessionRecord = z.output<typeof liveSessionSchema>;
export type LiveSessionResource = z.output<typeof GetLiveSessionResponse>;

export const liveSessions = new Table('liveSessions', liveSessionSchema, (s) => s.id);

/**
 * The API shape of a session as one learner sees it, with the device that holds their lesson
 * (none: as the teacher's operations answer it).
 */
export function toLiveSession(
  record: LiveSessionRecord,
  holding?: Pick<LiveAttendance, 'deviceUuid' | 'version'>,
): LiveSessionResource {
  const { id, limitedMode, startsAt, endsAt, group } = record;
  return { id, ...learnerOwnership(record.version, holding), limitedMode, startsAt, endsAt, group };
}

/** Serialises the read-decide-write of one session (ownership claims and the teacher's changes). */
export function withSessionLock<T>(sessionId: number, work: () => Promise<T> | T): Promise<T> {
  return withLock(`liveSession:${sessionId}`, work);
}

// The sessions of each group, so a learner's poll reads their groups' classes only.
const idsByGroup = new Map<number, Set<number>>();
onStoreChange((change) => {
  if (change.table !== liveSessions.name) return;
  if (change.op === 'clear') idsByGroup.clear();
  else if (change.op === 'remove')
    for (const ids of idsByGroup.values()) ids.delete(Number(change.key));
  else if (change.op === 'insert') {
    const { id, groupId } = change.record as LiveSessionRecord;
    let ids = idsByGroup.get(groupId);
    if (!ids) idsByGroup.set(groupId, (ids = new Set()));
    ids.add(id);
  }
});

/** The sessions of these groups (over or not), in no particular order. */
export function sessionsOfGroups(groupIds: readonly number[]): LiveSessionRecord[] {
  return groupIds.flatMap((groupId) =>
    [...(idsByGroup.get(groupId) ?? [])].flatMap((id) => liveSessions.get(id) ?? []),
  );
}
