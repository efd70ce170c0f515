// Unused files, exports and dependencies (`npm run check:unused`, a step of the gate). The entries
// are the project's real ones; knip's plugins add the rest: Vite (index.html → src/main.tsx),
// Vitest, Playwright and ESLint (their configs, setup files and tests) and package.json's scripts
// (mock-server/main.ts through esbuild, scripts/ and pact/ through tsx). src/api/generated/ is
// orval's output, git-ignored, so knip leaves it alone.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The console's own Vite entry (vite.console.config.ts, root console/) → src/console/main.tsx.
    'console/index.html',
    // The static demo's browser mock, loaded by src/main.tsx only when VITE_MOCK_BACKEND=browser.
    'mock-server/browser.ts',
    // `npm run serve:demo` (node --import tsx, which knip does not read) and bench-class's child.
    'scripts/serve-demo.ts',
    // Run by hand to speak the content's lines (README: seed content).
    'scripts/generate-content-audio.ts',
    // Child processes: bench-mock's bare express reference, the pact test's mock verification.
    'scripts/bench/reference-server.ts',
    'pact/provider/verify-mock.ts',
    // The gate's vitest reporter of retried tests (scripts/run-gate.mjs names it on the command line).
    'tests/support/retry-reporter.ts',
  ],
  project: [
    'src/**/*.{ts,tsx}',
    'mock-server/**/*.ts',
    'scripts/**/*.{ts,mjs}',
    'pact/**/*.ts',
    'tests/**/*.ts',
    '*.config.ts',
  ],
  ignoreDependencies: [
    // Not imported: scripts/bench/bench-inp.ts reads its IIFE build from node_modules and injects
    // it into the page it measures.
    'web-vitals',
    // Not imported: pact/support/broker.ts runs its bin (pact-broker.js) with node.
    '@pact-foundation/pact-cli',
    // Not imported: .spectral.yaml extends it (npm run lint:contract).
    '@stoplight/spectral-owasp-ruleset',
  ],
};

export default config;
