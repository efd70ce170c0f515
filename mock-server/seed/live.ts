import { liveSessions } from '../db/live-sessions';
import { addDays, japanDay } from '../rules/learning-history';
import { GROUP } from './demo-identities';

/** The seeded class: group 2-B's lesson tomorrow, 10:00-10:50 Japan time (upcoming, no limited mode). */
export const SEEDED_LIVE_SESSION_ID = 501;

// Seeds live sessions, dates relative to the backend clock. Only an upcoming class, so nobody is
// locked into limited mode by the seed; demos conduct classes with the control operations.
export async function seedLive(now: Date): Promise<void> {
  const tomorrow = addDays(japanDay(now), 1);
  await liveSessions.insert({
    id: SEEDED_LIVE_SESSION_ID,
    version: 1,
    limitedMode: null,
    startsAt: `${tomorrow}T01:00:00.000Z`,
    endsAt: `${tomorrow}T01:50:00.000Z`,
    group: { name: GROUP.sakura2B.name },
    orgHash: GROUP.sakura2B.orgHash,
    groupId: GROUP.sakura2B.id,
    limitedModeExercises: [],
  });
}
