import { clearRecordingAudio } from '../db/recordings';
import { tables } from '../db/table';
import { now } from '../runtime/clock';
import { seedIdentity } from './identity';
import { seedContent } from './content';
import { seedCourseLists } from './course-lists';
import { seedAssignments } from './assignments';
import { seedHistory } from './history';
import { seedClassmates } from './classmates-history';
import { seedLive } from './live';
import { seedFeatureFlags } from './feature-flags';
import { seedReleaseNotes } from './release-notes';
import { clearActivity } from '../runtime/activity';
import { clearRateLimits } from '../runtime/rate-limits';

export type SeedName = 'demo' | 'empty';

/**
 * Empties every table and lays the demo world of ../shared/spec/demo-world.md, its dates placed
 * relative to the backend clock. 'empty' keeps only the accounts.
 */
export async function resetStore(seed: SeedName = 'demo'): Promise<void> {
  for (const table of tables) table.clear();
  clearRateLimits();
  clearActivity();
  clearRecordingAudio();
  const clock = now();
  await seedIdentity();
  if (seed === 'empty') return;
  await seedContent();
  await seedCourseLists();
  await seedAssignments(clock);
  await seedHistory(clock);
  await seedClassmates(clock);
  await seedLive(clock);
  await seedFeatureFlags();
  await seedReleaseNotes();
}
