import { describe, expect, it } from 'vitest';
import {
  clearCspReports,
  listCspReports,
  recordCspReport,
  resetMockState,
} from '../../src/api/generated/endpoints/mock/mock';
import {
  describeViolations,
  failOnViolations,
  recordedViolations,
} from '../e2e/support/csp-reports';
import { apiError } from '../support/api-error';
import { useMockBackend } from '../support/mock-backend';

// The mock's Content-Security-Policy reports (contracts/paths/mock-csp.yaml), where the e2e run's
// browsers report violations, and the check that fails the e2e run when any arrived
// (tests/e2e/support/csp-reports.ts, the Playwright global teardown).

/** What Chromium posts to a report-uri for an inline script it refused. */
const inlineScriptReport = (page: string) => ({
  'csp-report': {
    'document-uri': page,
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; script-src 'self' 'report-sample'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 3,
    'column-number': 12,
    'source-file': 'http://localhost:4173/assets/index-abc.js',
    'status-code': 200,
    'script-sample': 'window.injected = true',
  },
});
const AS_BROWSER = { headers: { 'Content-Type': 'application/csp-report' } };

describe('the CSP report collector', () => {
  useMockBackend();

  it('records a report-uri report as a browser sends it, and lists it', async () => {
    await clearCspReports();
    await recordCspReport(inlineScriptReport('http://localhost:4173/user/login'), AS_BROWSER);
    const { reports } = await listCspReports();
    expect(reports).toEqual([
      {
        id: expect.any(Number),
        receivedAt: expect.any(String),
        documentUrl: 'http://localhost:4173/user/login',
        effectiveDirective: 'script-src-elem',
        blockedUrl: 'inline',
        sourceFile: 'http://localhost:4173/assets/index-abc.js',
        lineNumber: 3,
        columnNumber: 12,
        sample: 'window.injected = true',
        disposition: 'enforce',
      },
    ]);
  });

  it('records Reporting API reports too, only the csp-violation ones', async () => {
    await clearCspReports();
    await recordCspReport(
      [
        {
          type: 'csp-violation',
          url: 'http://localhost:4173/',
          body: {
            documentURL: 'http://localhost:4173/',
            blockedURL: 'https://evil.example/x.js',
            effectiveDirective: 'script-src-elem',
            disposition: 'report',
          },
        },
        { type: 'deprecation', url: 'http://localhost:4173/', body: { id: 'x' } },
      ],
      { headers: { 'Content-Type': 'application/reports+json' } },
    );
    const { reports } = await listCspReports();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      documentUrl: 'http://localhost:4173/',
      blockedUrl: 'https://evil.example/x.js',
      effectiveDirective: 'script-src-elem',
      disposition: 'report',
      sourceFile: null,
    });
  });

  it('keeps the reports across a reset of the store', async () => {
    await clearCspReports();
    await recordCspReport(inlineScriptReport('http://localhost:4173/'), AS_BROWSER);
    await resetMockState({});
    expect((await listCspReports()).reports).toHaveLength(1);
  });

  it('clears all, or only the reports of pages whose address contains a text', async () => {
    await clearCspReports();
    await recordCspReport(inlineScriptReport('http://localhost:4173/?csp-canary=1'), AS_BROWSER);
    await recordCspReport(inlineScriptReport('http://localhost:4173/home'), AS_BROWSER);
    expect(await clearCspReports({ documentUrl: 'csp-canary=1' })).toEqual({ cleared: 1 });
    expect((await listCspReports()).reports.map((r) => r.documentUrl)).toEqual([
      'http://localhost:4173/home',
    ]);
    expect(await clearCspReports()).toEqual({ cleared: 1 });
    expect((await listCspReports()).reports).toEqual([]);
  });

  it('refuses a body that is not a report with a 400 problem, recording nothing', async () => {
    await clearCspReports();
    for (const body of [{ hello: 'world' }, 'a string', null]) {
      const error = await apiError(recordCspReport(body as never, AS_BROWSER));
      expect(error.status).toBe(400);
    }
    expect((await listCspReports()).reports).toEqual([]);
  });
});

describe('the e2e run fails on a violation report', () => {
  useMockBackend();
  const API = 'http://localhost/api/v1';

  it('passes when the mock holds no report', async () => {
    await clearCspReports();
    await expect(failOnViolations(API, { settleMs: 0 })).resolves.toBeUndefined();
  });

  it('fails, naming the page, the directive, what was refused and where, when one arrived', async () => {
    await clearCspReports();
    await recordCspReport(inlineScriptReport('http://localhost:4173/user/login'), AS_BROWSER);
    await expect(failOnViolations(API, { settleMs: 0 })).rejects.toThrow(
      /1 Content-Security-Policy violation during the e2e run[\s\S]*http:\/\/localhost:4173\/user\/login: script-src-elem refused inline \("window.injected = true"\) at http:\/\/localhost:4173\/assets\/index-abc.js:3:12/,
    );
  });

  it('waits for reports still on their way before it looks', async () => {
    await clearCspReports();
    setTimeout(
      () => void recordCspReport(inlineScriptReport('http://localhost:4173/late'), AS_BROWSER),
      20,
    );
    const reports = await recordedViolations(API, { settleMs: 200 });
    expect(reports.map((r) => r.documentUrl)).toEqual(['http://localhost:4173/late']);
    await clearCspReports();
  });

  it('fails when the reports cannot be read (a mock that is gone must not pass the run)', async () => {
    const gone = async () => ({ ok: false, status: 404, json: async () => ({}) });
    await expect(failOnViolations(API, { settleMs: 0, fetch: gone })).rejects.toThrow(
      /Could not read the Content-Security-Policy reports/,
    );
  });

  it('describes a report without a source file or sample plainly', () => {
    expect(
      describeViolations([
        {
          id: 1,
          receivedAt: '2026-11-22T00:00:00.000Z',
          documentUrl: 'http://localhost:4173/',
          effectiveDirective: 'connect-src',
          blockedUrl: 'wss://elsewhere.example/',
        },
      ]),
    ).toBe(
      '- 2026-11-22T00:00:00.000Z http://localhost:4173/: connect-src refused wss://elsewhere.example/',
    );
  });
});
