// Content-Security-Policy violations during the e2e run. The preview server, and any server a
// spec starts itself (serve:demo, the static browser demo), send the app's policy with a
// report-uri at the mock's recordCspReport (CSP_REPORT_URI, set by playwright.config.ts), so the
// browser reports every violation of every page there, however the page was opened (the
// config's browser, a fake microphone's own Chromium, a spec's own server). At the end of the run
// the global teardown (./csp-teardown.ts) fails the run if any report is left. Plain fetch, no
// Playwright: the vitest suite tests this logic too (tests/integration/csp-reports.test.ts).

/** A recorded violation, as listCspReports answers it (contracts/paths/mock-csp.yaml). */
export type RecordedViolation = {
  id: number;
  receivedAt: string;
  documentUrl: string;
  effectiveDirective: string;
  blockedUrl: string;
  sourceFile?: string | null;
  lineNumber?: number | null;
  columnNumber?: number | null;
  sample?: string | null;
};

/** The mock's violation reports under an API base URL (`http://127.0.0.1:4010/api/v1`). */
export const cspReportsUrl = (apiBase: string) => `${apiBase}/__mock/csp-reports`;

/** One line per violation: the page, what refused what, and where. */
export function describeViolations(reports: RecordedViolation[]): string {
  return reports
    .map((r) => {
      const where = r.sourceFile
        ? ` at ${r.sourceFile}${r.lineNumber ? `:${r.lineNumber}` : ''}${r.columnNumber ? `:${r.columnNumber}` : ''}`
        : '';
      const sample = r.sample ? ` (${JSON.stringify(r.sample)})` : '';
      return `- ${r.receivedAt} ${r.documentUrl}: ${r.effectiveDirective} refused ${r.blockedUrl || '(nothing named)'}${sample}${where}`;
    })
    .join('\n');
}

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export type ViolationCheckOptions = {
  fetch?: Fetch;
  /** How long to keep asking for reports still on their way (a page closed just after one). */
  settleMs?: number;
};

/** The reports the mock holds, after letting late ones arrive. */
export async function recordedViolations(
  apiBase: string,
  { fetch: get = fetch, settleMs = 1_000 }: ViolationCheckOptions = {},
): Promise<RecordedViolation[]> {
  if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
  const response = await get(cspReportsUrl(apiBase));
  if (!response.ok) {
    throw new Error(
      `Could not read the Content-Security-Policy reports (${cspReportsUrl(apiBase)}: ${response.status})`,
    );
  }
  return ((await response.json()) as { reports: RecordedViolation[] }).reports;
}

/** Throws, listing them, when the mock holds any violation report: the run fails. */
export async function failOnViolations(
  apiBase: string,
  options: ViolationCheckOptions = {},
): Promise<void> {
  const reports = await recordedViolations(apiBase, options);
  if (reports.length === 0) return;
  const error = new Error(
    `${reports.length} Content-Security-Policy violation${reports.length === 1 ? '' : 's'} during the e2e run (the browser reported them to the mock; SECURITY.md):\n${describeViolations(reports)}`,
  );
  error.stack = error.message; // the list is the whole story; no stack under it
  throw error;
}
