import { z } from 'zod';
import { Table } from './table';

// Who holds each learner's lesson in a live class: one record per (session, alias), from the
// learner's first claim (postLiveState), kept when the class ends (its room as it was at the end).
// Each learner of a group holds the class on a device of their own, so a classmate's claim never
// touches this record.

const liveAttendanceSchema = z.object({
  sessionId: z.int(),
  aliasUuid: z.string(),
  /** The device that holds this learner's lesson. */
  deviceUuid: z.string(),
  /** This learner's ownership version: 1 at the first claim, +1 on every take-over. */
  version: z.int().min(1),
  /** When the holding device took the lesson (the first claim, or the last take-over). */
  since: z.string(),
  /** How many times another device of this learner took the lesson over. */
  takeOvers: z.int().min(0),
  lastTakenOverAt: z.string().nullable(),
});

export type LiveAttendance = z.output<typeof liveAttendanceSchema>;

const attendanceKey = (sessionId: number, aliasUuid: string) => `${sessionId} ${aliasUuid}`;

export const liveAttendance = new Table('liveAttendance', liveAttendanceSchema, (a) =>
  attendanceKey(a.sessionId, a.aliasUuid),
);

/** This learner's record in this class, or undefined before their first claim. */
export function attendanceOf(sessionId: number, aliasUuid: string): LiveAttendance | undefined {
  return liveAttendance.get(attendanceKey(sessionId, aliasUuid));
}
