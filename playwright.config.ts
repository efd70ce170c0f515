import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The e2e run: the mock backend and the BUILT app (vite preview, proxying /api and
// /build-info.json to the mock) in Debian's Chromium. Ports can be moved with MOCK_PORT and
// E2E_APP_PORT when the defaults are taken.
const MOCK_PORT = process.env.MOCK_PORT ?? '4010';
const APP_PORT = process.env.E2E_APP_PORT ?? '4173';
/** Each run builds into its own folder, so a parallel `npm run build` cannot swap files mid-run. */
const OUT_DIR = `node_modules/.cache/e2e-app-${APP_PORT}`;
/** The console (vite.console.config.ts) likewise, served by the mock at /__console/. */
const CONSOLE_DIR = resolve(`node_modules/.cache/e2e-console-${APP_PORT}`);
/** The build and the mock publish the same hash, so no reload alert appears unless a test asks. */
const E2E_BUILD_HASH = 'e2e-build';
/**
 * Where the app's Content-Security-Policy reports violations during the run: the mock's
 * recordCspReport. The preview gets it below; servers a spec starts itself (serve:demo, the
 * static browser demo) inherit it from the environment. The global teardown fails the run when
 * any report arrived (tests/e2e/support/csp-reports.ts).
 */
const CSP_REPORT_URI = `http://127.0.0.1:${MOCK_PORT}/api/v1/__mock/csp-reports`;
process.env.CSP_REPORT_URI = CSP_REPORT_URI;

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' })
      .toString()
      .trim();
  } catch {
    throw new Error('No Chromium found: install Debian chromium or set CHROMIUM_PATH');
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/support/csp-teardown.ts',
  // Traces and screenshots per run as well, so runs on other ports never delete each other's.
  outputDir: `test-results/e2e-${APP_PORT}`,
  // One mock backend holds the state every spec changes (maintenance, build hash): one at a time.
  workers: 1,
  fullyParallel: false,
  // On CI a failed spec is run once more (reported as flaky) so a timing hiccup on a loaded
  // machine does not decide the gate; locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    locale: 'ja-JP',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `npx vite build --config vite.console.config.ts --outDir ${CONSOLE_DIR} --emptyOutDir --logLevel warn && npx tsx mock-server/main.ts`,
      // The mock listens on 127.0.0.1 only (`localhost` may resolve to ::1 first).
      url: `http://127.0.0.1:${MOCK_PORT}/build-info.json`,
      env: { MOCK_PORT, MOCK_BUILD_HASH: E2E_BUILD_HASH, MOCK_CONSOLE_DIR: CONSOLE_DIR },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite build --outDir ${OUT_DIR} --emptyOutDir && npx vite preview --outDir ${OUT_DIR} --port ${APP_PORT} --strictPort`,
      url: `http://localhost:${APP_PORT}/`,
      env: { MOCK_PORT, BUILD_COMMIT_HASH: E2E_BUILD_HASH, CSP_REPORT_URI },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
