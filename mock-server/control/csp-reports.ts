import { http, HttpResponse } from 'msw';
import type { CspReport } from '../../src/api/generated/model/cspReport';
import { ClearCspReportsQueryParams } from '../../src/api/generated/zod/mock/mock.zod';
import { json, requestText } from '../runtime/bodies';
import { MAX_JSON_BODY_BYTES, parseQuery } from '../runtime/parse';
import { badRequest } from '../runtime/problem';
import { api, controlRoute } from '../runtime/route';
import { payloadTooLarge } from '../runtime/body-limits';

// Content-Security-Policy violation reports (contracts/paths/mock-csp.yaml): the e2e run points
// the policy's report-uri here (CSP_REPORT_URI, scripts/content-security-policy.ts), and the
// Playwright run fails when any report is left at its end (tests/e2e/support/csp-teardown.ts).
// Kept in memory only and never cleared by `reset`: every spec resets the store, and a violation
// must outlive that.

/** How many reports are kept; a run with more than this has bigger problems. */
const MAX_CSP_REPORTS = 1000;

let reports: CspReport[] = [];
let lastId = 0;

type Fields = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A violation as reported through report-uri (CSP Level 2 field names). */
function fromReportUri(report: Fields): Omit<CspReport, 'id' | 'receivedAt'> {
  return {
    documentUrl: text(report['document-uri']) ?? '',
    effectiveDirective:
      text(report['effective-directive']) ?? text(report['violated-directive']) ?? '',
    blockedUrl: text(report['blocked-uri']) ?? '',
    sourceFile: text(report['source-file']),
    lineNumber: whole(report['line-number']),
    columnNumber: whole(report['column-number']),
    sample: text(report['script-sample']),
    disposition: report.disposition === 'report' ? 'report' : 'enforce',
  };
}

/** A violation as reported through the Reporting API (report-to). */
function fromReportingApi(url: unknown, body: Fields): Omit<CspReport, 'id' | 'receivedAt'> {
  return {
    documentUrl: text(body.documentURL) ?? text(url) ?? '',
    effectiveDirective: text(body.effectiveDirective) ?? '',
    blockedUrl: text(body.blockedURL) ?? '',
    sourceFile: text(body.sourceFile),
    lineNumber: whole(body.lineNumber),
    columnNumber: whole(body.columnNumber),
    sample: text(body.sample),
    disposition: body.disposition === 'report' ? 'report' : 'enforce',
  };
}

/** The violations a report body carries, in either format; a body that is neither is a 400. */
function violationsOf(body: unknown): Omit<CspReport, 'id' | 'receivedAt'>[] {
  if (isObject(body) && isObject(body['csp-report'])) return [fromReportUri(body['csp-report'])];
  if (Array.isArray(body)) {
    return body.flatMap((entry) =>
      isObject(entry) && entry.type === 'csp-violation' && isObject(entry.body)
        ? [fromReportingApi(entry.url, entry.body)]
        : [],
    );
  }
  throw badRequest({
    body: ['Not a violation report: a {"csp-report": {…}} object or a list of reports'],
  });
}

/** Keeps the violations of one report body. */
function recordCspViolations(body: unknown): number {
  const found = violationsOf(body);
  const receivedAt = new Date().toISOString();
  for (const violation of found) {
    lastId += 1;
    reports.push({ id: lastId, receivedAt, ...violation });
  }
  if (reports.length > MAX_CSP_REPORTS) reports = reports.slice(reports.length - MAX_CSP_REPORTS);
  return found.length;
}

/** The reports kept, oldest first. */
const cspReports = (): CspReport[] => [...reports];

/** Forgets the reports (those of pages whose address contains `documentUrl`); how many went. */
function clearCspReports(documentUrl?: string): number {
  const before = reports.length;
  reports = documentUrl ? reports.filter((r) => !r.documentUrl.includes(documentUrl)) : [];
  return before - reports.length;
}

export const cspReportHandlers = [
  http.post(
    api('/__mock/csp-reports'),
    controlRoute(async ({ request }) => {
      // application/csp-report or application/reports+json: JSON either way, whatever the type.
      const body = await requestText(request);
      if (body.length > MAX_JSON_BODY_BYTES) throw payloadTooLarge(MAX_JSON_BODY_BYTES);
      let value: unknown;
      try {
        value = JSON.parse(body);
      } catch {
        throw badRequest({ body: ['The body is not valid JSON'] });
      }
      recordCspViolations(value);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  http.get(
    api('/__mock/csp-reports'),
    controlRoute(() => json({ reports: cspReports() })),
  ),
  http.delete(
    api('/__mock/csp-reports'),
    controlRoute(({ request }) => {
      const { documentUrl } = parseQuery(ClearCspReportsQueryParams, request);
      return json({ cleared: clearCspReports(documentUrl) });
    }),
  ),
];
