import { failOnViolations } from './csp-reports';
import { API } from './mock-control';

// The e2e run's global teardown (playwright.config.ts): it runs after every spec and before the
// web servers stop, and fails the run when the browser reported any Content-Security-Policy
// violation to the mock (./csp-reports.ts).
export default async function cspTeardown(): Promise<void> {
  await failOnViolations(API);
}
