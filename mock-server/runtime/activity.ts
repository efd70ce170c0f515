import type { ActivityEntry } from '../../src/api/generated/model/activityEntry';
import type { ActivityKind } from '../../src/api/generated/model/activityKind';
import { users } from '../db/identity';
import { now } from './clock';

// What happened in the backend (sign-ins, answers, trophies, classes, control operations), for
// the console's log (`listMockActivity`). Kept in memory only, the last MAX_ENTRIES events since
// the start or the last reset: a view of the moment, not part of the store or the state file.

/** How many events are kept; older ones are dropped. */
export const MAX_ENTRIES = 1000;

let entries: ActivityEntry[] = [];
let lastId = 0;

/** Records an event at the backend clock's now; `userUuid` names whose it was (null: nobody's). */
export function recordActivity(
  kind: ActivityKind,
  userUuid: string | null,
  details: ActivityEntry['details'] = {},
): void {
  const user = userUuid === null ? undefined : users.get(userUuid);
  lastId += 1;
  entries.push({
    id: lastId,
    at: now().toISOString(),
    kind,
    user: user ? { uuid: user.uuid, email: user.email, userName: user.userName } : null,
    details,
  });
  if (entries.length > MAX_ENTRIES) entries = entries.slice(entries.length - MAX_ENTRIES);
}

export type ActivityQuery = { userEmail?: string; after?: number; limit?: number };

/** The events newest first: one user's (by e-mail, any case), newer than `after`, at most `limit`. */
export function listActivity({ userEmail, after = 0, limit = 200 }: ActivityQuery = {}) {
  const email = userEmail?.trim().toLowerCase();
  const found: ActivityEntry[] = [];
  for (let i = entries.length - 1; i >= 0 && found.length < limit; i--) {
    const entry = entries[i]!;
    if (entry.id <= after) break;
    if (email && entry.user?.email.toLowerCase() !== email) continue;
    found.push(entry);
  }
  return found;
}

/** Forgets every event (a reset of the store); ids keep growing, so a client's `after` stays sound. */
export function clearActivity(): void {
  entries = [];
}
