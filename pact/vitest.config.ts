import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Vitest for the pacts: project "consumer" (the specs per tag, then the check that the committed
// pact file is current) and project "provider" (verification against the mock backend).
// `npm run pact:consumer -- --update` (or PACT_UPDATE=1) rewrites the committed pact file.

const FRESHNESS_CHECK = 'pact/consumer/pact-file-current.test.ts';

/** The consumer specs write one shared pact file: one at a time, the freshness check last. */
class PactSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const last = (file: TestSpecification) => (file.moduleId.endsWith(FRESHNESS_CHECK) ? 1 : 0);
    return [...files].sort((a, b) => last(a) - last(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

const update =
  process.env.PACT_UPDATE === '1' ||
  process.argv.some((arg) => arg === '-u' || arg.startsWith('--update'));

export default defineConfig({
  root: resolve(import.meta.dirname, '..'),
  test: {
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    sequence: { sequencer: PactSequencer },
    env: { PACT_UPDATE: update ? '1' : '0' },
    projects: [
      {
        extends: true,
        test: {
          name: 'consumer',
          include: ['pact/consumer/**/*.pact.test.ts', FRESHNESS_CHECK],
          globalSetup: ['pact/consumer/support/clean-output.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          include: ['pact/provider/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
