import { clearRecordingAudio } from '../db/recordings';
import { onStoreChange, tables } from '../db/table';
import { isClockFixed, now } from '../runtime/clock';
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
import { forgetPlaces } from '../runtime/live-places';
import { forgetPresence } from '../runtime/live-presence';
import { clearRateLimits } from '../runtime/rate-limits';

export type SeedName = 'demo' | 'empty';

/**
 * The world the last reset laid: its seed, the clock it was laid at, a copy of every table's
 * records as they were then, and the tables changed since (by anyone: handlers, controls).
 */
let laid: {
  seed: SeedName;
  at: number;
  records: Map<string, Record<string, unknown>[]>;
  changed: Set<string>;
} | null = null;
onStoreChange((change) => laid?.changed.add(change.table));

/**
 * Empties every table and lays the demo world of ../shared/spec/demo-world.md, its dates placed
 * relative to the backend clock. 'empty' keeps only the accounts. The memory-only state (sign-in
 * counters, activity, recordings' audio, live presence) is forgotten too.
 *
 * A reset with the same seed at the same fixed clock as the last one lays only the tables changed
 * since, from a copy of what it laid (kept only while the clock is fixed) (the demo world has about 5,000 records; a test that signed
 * in and answered a few questions changed a handful of tables): the same store, a fraction of the
 * time. The test suites reset before every test.
 */
export async function resetStore(seed: SeedName = 'demo'): Promise<void> {
  clearRateLimits();
  clearActivity();
  clearRecordingAudio();
  forgetPresence();
  forgetPlaces();
  const clock = now();
  if (laid && laid.seed === seed && laid.at === clock.getTime()) {
    const { records, changed } = laid;
    for (const table of tables.filter((t) => changed.has(t.name))) {
      table.clear();
      for (const record of records.get(table.name) ?? [])
        await table.insert(structuredClone(record));
    }
    changed.clear();
    return;
  }
  laid = null;
  for (const table of tables) table.clear();
  await layWorld(seed, clock);
  // On a clock that follows the real time the next reset is at another time, so the copy would
  // never be laid again (it cost a sixth of a reset's time in the e2e runs' mocks).
  if (!isClockFixed()) return;
  laid = {
    seed,
    at: clock.getTime(),
    records: new Map(
      tables.map((table) => [table.name, table.all().map((r) => structuredClone(r))]),
    ),
    changed: new Set(),
  };
}

async function layWorld(seed: SeedName, clock: Date): Promise<void> {
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
