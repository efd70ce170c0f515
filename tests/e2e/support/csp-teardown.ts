import { failOnViolations } from './csp-reports';
import { API } from './mock-control';

// The e2e run's global teardown (playwright.config.ts): it runs after every spec and before the
// web servers stop, and fails the run when the browser reported any Content-Security-Policy
// violation to the mock (./csp-reports.ts).
export default async function cspTeardown(): Promise<void> {
  // Every worker's mock (playwright.config.ts), else the one of mock-control.
  const origins = (process.env.E2E_MOCK_ORIGINS ?? '').split(' ').filter(Boolean);
  for (const api of origins.length > 0 ? origins.map((origin) => `${origin}/api/v1`) : [API]) {
    await failOnViolations(api);
  }
}
