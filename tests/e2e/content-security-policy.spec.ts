import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  contentSecurityPolicy,
  cspMetaTag,
  cspSettingsFromEnv,
} from '../../scripts/content-security-policy';
import { cspReportsUrl, type RecordedViolation } from './support/csp-reports';
import { expectHome, submitLogin } from './support/login-form';
import { API } from './support/mock-control';
import { buildStaticDemo, closeHost, DEMO_DIR, originOf, staticHost } from './support/static-demo';

// The app's Content-Security-Policy (scripts/content-security-policy.ts) on the built app: the
// preview sends it with a report-uri at the mock (playwright.config.ts), and the run fails when
// any violation is reported (tests/e2e/support/csp-teardown.ts). Here: the built page has no
// inline script and carries the policy; a deliberate violation is refused, reported and caught;
// the static browser demo works under the policy from its meta tag alone and with its _headers.

const APP_DIR = process.env.E2E_APP_DIR!;
const POLICY = contentSecurityPolicy(cspSettingsFromEnv(process.env));

/** The violations the page itself saw (securitypolicyviolation), whatever its policy's reporting. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI} ${event.sample}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('the built app has no inline script and carries the policy, here and for static hosts', async ({
  request,
}) => {
  expect(POLICY).toContain('report-uri http://127.0.0.1:');
  const page = await request.get('/');
  expect(page.headers()['content-security-policy']).toBe(POLICY);
  const html = await page.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc="\/assets\/[^"]+\.js"/);
    expect(body!.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handlers either
  expect(html).not.toContain('http-equiv="Content-Security-Policy"'); // a header here, no meta

  const asset = scripts[0]![1]!.match(/src="([^"]+)"/)![1]!;
  expect((await request.get(asset)).headers()['content-security-policy']).toBe(POLICY);
  expect((await request.get('/user/settings')).headers()['content-security-policy']).toBe(POLICY);

  // The same policy for static hosts (Netlify, Cloudflare Pages) in the build's _headers file,
  // with the report-uri of the environment the app was built in: the first worker's mock when
  // the run builds it (each worker's preview reports to its own), none from the gate's build step
  // (playwright.config.ts, E2E_PREBUILT).
  const headers = readFileSync(join(APP_DIR, '_headers'), 'utf8');
  const withoutReports = (policy: string) => policy.replace(/; report-uri \S+/, '');
  const written = /^\/\*\n {2}Content-Security-Policy: (.+)$/m.exec(headers)?.[1] ?? '';
  expect(withoutReports(written)).toBe(withoutReports(POLICY));
  expect(written).toMatch(
    process.env.E2E_PREBUILT === '1'
      ? /'none'$/
      : /; report-uri http:\/\/127\.0\.0\.1:\d+\/api\/v1\/__mock\/csp-reports$/,
  );
});

test('a violation is refused, reported to the mock and would fail the run', async ({
  page,
  request,
}) => {
  const canary = `csp-canary-${Date.now()}`;
  const seen = await watchViolations(page);
  await page.goto(`/user/login?${canary}`);
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();

  // What an injected <script> (an XSS) would do: refused, and reported with its first characters.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.cspCanaryRan = true;';
    document.head.append(script);
  });
  await expect.poll(seen).toEqual([expect.stringMatching(/^script-src-elem refused inline/)]);
  expect(await page.evaluate(() => 'cspCanaryRan' in window)).toBe(false);

  const reports = async () => {
    const response = await request.get(cspReportsUrl(API));
    expect(response.ok()).toBe(true);
    const { reports } = (await response.json()) as { reports: RecordedViolation[] };
    return reports.filter((report) => report.documentUrl.includes(canary));
  };
  await expect.poll(reports, { timeout: 10_000 }).toEqual([
    expect.objectContaining({
      effectiveDirective: 'script-src-elem',
      blockedUrl: 'inline',
      sample: expect.stringContaining('window.cspCanaryRan = true'),
    }),
  ]);

  // Left there, the global teardown would fail the run with it; this one was meant.
  const cleared = await request.delete(cspReportsUrl(API), { params: { documentUrl: canary } });
  expect(await cleared.json()).toEqual({ cleared: 1 });
});

test.describe('the static browser demo', () => {
  // Its backend is msw's worker in the page.
  test.use({ serviceWorkers: 'allow' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await buildStaticDemo();
  });

  for (const withHeaders of [false, true]) {
    test(`works under the policy ${withHeaders ? 'of its _headers file and its meta tag' : 'of its meta tag alone'}`, async ({
      page,
    }) => {
      test.slow();
      const html = readFileSync(join(DEMO_DIR, 'index.html'), 'utf8');
      expect(html).toContain(cspMetaTag(cspSettingsFromEnv(process.env)));
      const server = await staticHost(DEMO_DIR, withHeaders);
      try {
        const origin = originOf(server);
        const seen = await watchViolations(page);
        const response = await page.goto(`${origin}/user/login`);
        expect(response!.headers()['content-security-policy']).toBe(
          withHeaders ? POLICY : undefined,
        );
        // msw's service worker answers the API in the page: hana signs in and sees home.
        await submitLogin(page, 'hana@sakura.example', 'sakura2026');
        await expectHome(page, 'Hana Sato');
        expect(await seen()).toEqual([]);
      } finally {
        await closeHost(server);
      }
    });
  }
});
