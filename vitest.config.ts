import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The projects, each with the environment it needs (docs/testing.md#vitest-projects):
//
// - rules: the pure rules, the i18n and console helpers, the scripts (node);
// - mock: the mock backend's own tests and the integration tests through the generated client
//   against its handlers (node);
// - ui: the app and its components rendered in jsdom against the same handlers;
// - isolated ui: the few UI files that replace modules (vi.mock, vi.doMock, vi.resetModules) or
//   need the page's module state fresh (a comment `vitest: isolated page`);
// - the Japan-time modules again on devices in zones with daylight saving time.
//
// Files share their worker's module graph (`isolate: false`): importing the app, the handlers and
// the seeded world once per worker instead of once per file is most of the saving (the ui
// project: 156 s → 59 s on 14 files, two cores). What a file must not inherit is reset before each
// test by the setup files (tests/support/ui-setup.ts, node-setup.ts): the mock's store and clock,
// Web Storage; the app's module state ends with the app that made it. A file that replaces
// modules runs isolated, as vitest's module mocks need a module graph of their own.

const UI_TESTS = 'src/**/*.test.tsx';
/**
 * UI test files that replace modules, found by what they call so none is forgotten, and those that
 * need the page's module state fresh (their comment says `vitest: isolated page`): isolated.
 */
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|resetModules)\(|vitest: isolated page/;
const uiFilesThatMock = globSync(UI_TESTS).filter((file) =>
  NEEDS_ISOLATION.test(readFileSync(file, 'utf8')),
);

const ui = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/support/ui-setup.ts'],
  // The first whole-app render of a worker compiles the app's modules: a generous limit.
  testTimeout: 20_000,
  // A failure is tried once more so the gate's summary can tell a flaky test from a broken one;
  // under CI a test that passed only on its retry still fails the gate (docs/testing.md#retries).
  retry: 1,
};

/**
 * Files that take far longer than their size says (a whole conversation at its pace, twenty
 * kill -9 restarts, property runs over every operation): they start first in their project.
 * Without vitest's record of the last run's durations (a clean clone: CI) files go largest first,
 * and these small, slow ones came last: the chat's two files ended the vitest step alone on one of
 * two cores for its last 10-15 s.
 */
const SLOW_FILES = [
  'tests/integration/crash-durability.test.ts',
  'tests/integration/bad-input.property.test.ts',
  'mock-server/persistence/state-store.test.ts',
  'src/features/exercises/kinds/chat/chat-miss-feedback.test.tsx',
  'src/features/exercises/player/try-again.test.tsx',
  'src/features/exercises/kinds/chat/chat-conversation.test.tsx',
  'src/features/exercises/player/exercise-player.test.tsx',
];

/** Vitest's own order (project by project), with each project's SLOW_FILES at its front. */
class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slowRank = (spec: TestSpecification) => {
      const rank = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(file));
      return rank === -1 ? SLOW_FILES.length : rank;
    };
    const projects = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const group = projects.get(spec.project.name) ?? [];
      group.push(spec);
      projects.set(spec.project.name, group);
    }
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return [...projects.values()].flatMap((group) =>
      group.sort((a, b) => slowRank(a) - slowRank(b)),
    );
  }
}

export default defineConfig({
  test: {
    // At least two test files at a time, also on a two-core machine (vitest's default there is
    // one): the whole-app tests mostly wait on timers, effects and the handlers, so a second
    // worker fills the idle core (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: [
            'src/lib/**/*.test.ts',
            'src/i18n/**/*.test.ts',
            'src/console/**/*.test.ts',
            'scripts/**/*.test.ts',
            'src/sw/**/*.test.ts',
            'src/hooks/**/*.test.ts',
          ],
          setupFiles: ['tests/support/node-setup.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'mock',
          environment: 'node',
          include: ['mock-server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          setupFiles: ['tests/support/node-setup.ts'],
          isolate: false,
        },
      },
      {
        test: {
          ...ui,
          name: 'ui',
          include: [UI_TESTS],
          exclude: uiFilesThatMock,
          isolate: false,
        },
      },
      {
        test: {
          ...ui,
          // Vitest queues the files project by project in the order of their names: this one's
          // files (each imports the app afresh, 3-4 s of one core) go first, beside the others,
          // instead of trailing the run two at a time with part of two cores idle.
          name: 'isolated ui',
          include: uiFilesThatMock,
        },
      },
      // The Japan-time modules again on a device in a zone with daylight saving time (its gaps and
      // overlaps must not move a Japan-time label or input).
      ...['Europe/Berlin', 'America/Los_Angeles'].map((zone) => ({
        test: {
          name: `japan time (device in ${zone})`,
          environment: 'node' as const,
          include: [
            'src/lib/rules/japan-time.test.ts',
            'src/i18n/format-class-time.test.ts',
            'src/lib/rules/academic-year.test.ts',
            'src/console/lib/japan-time-input.test.ts',
          ],
          env: { TZ: zone },
          // Pure modules: one worker for the four files, not a worker each.
          isolate: false,
        },
      })),
    ],
  },
});
