// A vitest reporter that writes down every test that needed more than one try (vitest's own JSON
// report does not say): `{ passedOnRetry, failedAfterRetry }` with each test's file, full name and
// tries, in the file RETRY_REPORT names (`.gate/vitest-retries.json` by default). Used as
// `vitest run --reporter=default --reporter=./tests/support/retry-reporter.ts`. The gate (scripts/run-gate.mjs) names them in its
// closing summary and fails under CI=true when any test passed only on a retry
// (docs/testing.md#retries).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** A test that needed more than one try, with what its failed tries reported (the race's trace). */
export type RetriedTest = { file: string; name: string; tries: number; errors: string[] };
export type RetryReport = { passedOnRetry: RetriedTest[]; failedAfterRetry: RetriedTest[] };

/** How much of a failed try's message is kept: the page's markup Testing Library prints. */
const MESSAGE_LIMIT = 60_000;

type Attempt = { state: string; errors?: Array<{ message?: string; stack?: string }> };

export default class RetryReporter implements Reporter {
  private readonly file = process.env.RETRY_REPORT ?? '.gate/vitest-retries.json';

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const report: RetryReport = { passedOnRetry: [], failedAfterRetry: [] };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const retries = test.diagnostic()?.retryCount ?? 0;
        if (retries === 0) continue;
        // Each try's errors (vitest keeps them on the runner's task, which TestCase types as internal).
        const { task } = test as unknown as { task: { result?: { attempts?: Attempt[] } } };
        const attempts = task.result?.attempts ?? [];
        const entry = {
          file: relative(process.cwd(), module.moduleId),
          name: test.fullName,
          tries: retries + 1,
          errors: attempts
            .filter((attempt) => attempt.state === 'fail')
            .flatMap((attempt) => attempt.errors ?? [])
            // The whole message (Testing Library's includes the page as it was: the race's
            // picture), then where it was thrown.
            .map((error) =>
              [
                (error.message ?? '').slice(0, MESSAGE_LIMIT),
                ...(error.stack ?? '')
                  .split('\n')
                  .filter((line) => /^\s+at /.test(line))
                  .slice(0, 8),
              ].join('\n'),
            ),
        };
        const state = test.result().state;
        if (state === 'passed') report.passedOnRetry.push(entry);
        else if (state === 'failed') report.failedAfterRetry.push(entry);
      }
    }
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(report, null, 2));
  }
}
