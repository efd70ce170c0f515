import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screenshots`: every screen at 360 px and 1280 px, in Japanese and English, light and
// dark, and every exercise kind step by step at 360 px (`-g kinds` for those alone), written to
// screenshots/ (not committed). Own ports, so it can run beside the e2e suite.
process.env.MOCK_PORT ??= '4610';
process.env.E2E_APP_PORT ??= '4773';
const MOCK_PORT = process.env.MOCK_PORT;
const APP_PORT = process.env.E2E_APP_PORT;
const OUT_DIR = `node_modules/.cache/e2e-app-${APP_PORT}`;
// Violations go to this run's mock (the base config's teardown reads them there).
const CSP_REPORT_URI = `http://127.0.0.1:${MOCK_PORT}/api/v1/__mock/csp-reports`;
process.env.CSP_REPORT_URI = CSP_REPORT_URI;
// The base config's teardown asks every mock of the run for reports: here there is one.
process.env.E2E_MOCK_ORIGINS = `http://127.0.0.1:${MOCK_PORT}`;

export default defineConfig({
  ...base,
  testDir: 'tests/screenshots',
  outputDir: `test-results/screenshots-${APP_PORT}`,
  // One worker: this config starts one mock and one preview.
  workers: 1,
  retries: 0,
  timeout: 600_000,
  reporter: 'list',
  use: { ...base.use, baseURL: `http://localhost:${APP_PORT}` },
  webServer: [
    {
      command: 'npx tsx mock-server/main.ts',
      url: `http://127.0.0.1:${MOCK_PORT}/build-info.json`,
      env: { MOCK_PORT, MOCK_BUILD_HASH: 'e2e-build' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite build --outDir ${OUT_DIR} --emptyOutDir && npx vite preview --outDir ${OUT_DIR} --port ${APP_PORT} --strictPort`,
      url: `http://localhost:${APP_PORT}/`,
      env: { MOCK_PORT, BUILD_COMMIT_HASH: 'e2e-build', CSP_REPORT_URI },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
