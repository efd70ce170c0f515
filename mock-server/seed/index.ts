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

const MINUTE_MS = 60_000;

/**
 * The world the last reset laid: its seed, the clock it was laid at, each table's records as they
 * were laid (a copy to lay again, and the store's own objects, to see which are untouched), and
 * the tables changed since (by anyone: handlers, controls).
 */
type LaidTable = { copies: Record<string, unknown>[]; objects: readonly Record<string, unknown>[] };
let laid: {
  seed: SeedName;
  at: number;
  tables: Map<string, LaidTable>;
  changed: Set<string>;
} | null = null;
onStoreChange((change) => laid?.changed.add(change.table));

/**
 * Empties every table and lays the demo world of ../shared/spec/demo-world.md, its dates placed
 * relative to the backend clock: a fixed clock's instant, or on the real clock the start of the
 * current minute (the seeded dates are hours and days apart, so nobody sees the seconds). 'empty'
 * keeps only the accounts. The memory-only state (sign-in counters, activity, recordings' audio,
 * live presence) is forgotten too.
 *
 * A reset with the same seed at the same clock (or within the same minute) as the last one puts
 * back only what changed since, from a copy of what it laid: the records updated in place are
 * laid back in place, the records added after them removed, and a table whose order changed
 * (a seeded record removed or replaced, the table emptied) laid again from the first record out
 * of place. The demo world has about 5,000 records and a test that signed in and answered a few
 * questions changed a handful of them: the same store, a fraction of the time. The test suites
 * reset before every test.
 */
export async function resetStore(seed: SeedName = 'demo'): Promise<void> {
  clearRateLimits();
  clearActivity();
  clearRecordingAudio();
  forgetPresence();
  forgetPlaces();
  const clock = isClockFixed()
    ? now()
    : new Date(Math.floor(now().getTime() / MINUTE_MS) * MINUTE_MS);
  if (laid && laid.seed === seed && laid.at === clock.getTime()) {
    await layChangesBack(laid);
    return;
  }
  laid = null;
  for (const table of tables) table.clear();
  await layWorld(seed, clock);
  laid = {
    seed,
    at: clock.getTime(),
    tables: new Map(
      tables.map((table) => {
        const objects = table.all().slice();
        return [table.name, { copies: objects.map((r) => structuredClone(r)), objects }];
      }),
    ),
    changed: new Set(),
  };
}

/**
 * Past this many records changed in place, a table is laid again whole: `@msw/data` finds the
 * record an update names by scanning its collection, so laying back many records one by one
 * (after a restore of the whole store, say) would cost far more than laying the table again.
 */
const MOST_LAID_BACK_IN_PLACE = 32;

/** Puts every changed table back as it was laid (see resetStore). */
async function layChangesBack(world: NonNullable<typeof laid>): Promise<void> {
  for (const table of tables.filter((t) => world.changed.has(t.name))) {
    // A table made after the world was laid (a module loaded later, a test's own table) had
    // nothing then: it is emptied.
    const { copies, objects } = world.tables.get(table.name) ?? { copies: [], objects: [] };
    const current = table.all().slice();
    // Records in their laid place: untouched, or updated in place (to be laid back in place).
    const inPlace: number[] = [];
    let at = 0;
    for (; at < copies.length && at < current.length; at++) {
      if (current[at] === objects[at]) continue;
      if (table.keyOf(current[at]!) !== table.keyOf(copies[at]!)) break;
      inPlace.push(at);
    }
    if (inPlace.length > MOST_LAID_BACK_IN_PLACE) at = 0;
    else {
      for (const index of inPlace) {
        const copy = copies[index]!;
        await table.update(table.keyOf(copy), (draft: Record<string, unknown>) => {
          for (const field of Object.keys(draft)) if (!(field in copy)) delete draft[field];
          Object.assign(draft, structuredClone(copy));
        });
      }
    }
    // From the first record out of place (or the first one added): removed, and the rest laid.
    if (at === 0) table.clear();
    else for (const record of current.slice(at)) await table.remove(table.keyOf(record));
    for (const copy of copies.slice(at)) await table.insert(structuredClone(copy));
    world.tables.set(table.name, { copies, objects: table.all().slice() });
  }
  world.changed.clear();
}

async function layWorld(seed: SeedName, clock: Date): Promise<void> {
  await seedIdentity();
  if (seed === 'empty') return;
  await seedContent();
  await seedCourseLists(clock);
  await seedAssignments(clock);
  await seedHistory(clock);
  await seedClassmates(clock);
  await seedLive(clock);
  await seedFeatureFlags();
  await seedReleaseNotes();
}
