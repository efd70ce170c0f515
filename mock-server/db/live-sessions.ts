import { z } from 'zod';
import { GetLiveSessionResponse } from '../../src/api/generated/zod/live/live.zod';
import { withLock } from '../runtime/locks';
import { Table } from './table';

// Live classes a teacher conducts for a group. A session holds the exercises of its limited mode
// (the API answers them with getLimitedMode); it is removed when the teacher ends it.

export const limitedModeExerciseSchema = z.object({
  courseUuid: z.uuid(),
  exerciseUuid: z.uuid(),
  exerciseType: z.int().min(1).max(13),
});

export const liveSessionSchema = GetLiveSessionResponse.extend({
  orgHash: z.string(),
  groupId: z.int(),
  /** The exercises of the limited mode in force, in the teacher's order (empty without one). */
  limitedModeExercises: z.array(limitedModeExerciseSchema),
  /**
   * Whose device holds the session (the alias that claimed it with postLiveState) and since when,
   * for the teacher's live view; null while no device holds it (absent in older state files).
   */
  holder: z.object({ aliasUuid: z.string(), since: z.string() }).nullable().default(null),
});

export type LiveSessionRecord = z.output<typeof liveSessionSchema>;
export type LiveSessionResource = z.output<typeof GetLiveSessionResponse>;

export const liveSessions = new Table('liveSessions', liveSessionSchema, (s) => s.id);

/** The API shape of a session (without the internal fields). */
export function toLiveSession(record: LiveSessionRecord): LiveSessionResource {
  const { id, version, activeDeviceUuid, limitedMode, startsAt, endsAt, group } = record;
  return { id, version, activeDeviceUuid, limitedMode, startsAt, endsAt, group };
}

/** Serialises the read-decide-write of one session (ownership claims and the teacher's changes). */
export function withSessionLock<T>(sessionId: number, work: () => Promise<T> | T): Promise<T> {
  return withLock(`liveSession:${sessionId}`, work);
}
