import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspSettingsFromEnv } from '../../scripts/content-security-policy';

// Where the app's Content-Security-Policy is set: `npm run serve:demo` (scripts/serve-demo.ts, as
// a process) and the Vite preview server (vite.config.ts, started through Vite's API) send the
// policy that scripts/content-security-policy.ts builds from the same settings, on the app's
// pages and files, never on the API's answers. The e2e run checks the real build
// (tests/e2e/content-security-policy.spec.ts).

const ENV = {
  CSP_CONTENT_ORIGINS: 'https://cdn.eigo.example',
  CSP_RECORDING_ORIGINS: 'https://storage.eigo.example',
  CSP_REPORT_URI: '/api/v1/__mock/csp-reports',
};
const POLICY = contentSecurityPolicy(cspSettingsFromEnv(ENV));

const dir = mkdtempSync(join(tmpdir(), 'csp-serving-'));
const appDir = join(dir, 'app');
mkdirSync(join(appDir, 'assets'), { recursive: true });
writeFileSync(
  join(appDir, 'index.html'),
  '<!doctype html><title>Eigo</title><script type="module" src="/assets/index-abc.js"></script>',
);
writeFileSync(join(appDir, 'assets', 'index-abc.js'), 'console.log(1)');
// The build's Brotli copy of a script (scripts/precompressed-assets.ts), answered in its place.
writeFileSync(join(appDir, 'assets', 'index-def.js'), 'console.log(2)');
writeFileSync(join(appDir, 'assets', 'index-def.js.br'), brotliCompressSync('console.log(2)'));

/** A script that has a Brotli copy is answered with it, the policy on it too. */
async function expectBrotliCopy(base: string) {
  const response = await fetch(`${base}/assets/index-def.js`, {
    headers: { 'Accept-Encoding': 'gzip, br' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-encoding')).toBe('br');
  expect(await response.text()).toBe('console.log(2)');
  expect(response.headers.get('content-security-policy')).toBe(POLICY);
}
writeFileSync(join(appDir, 'build-info.json'), '{"commitHash":"csp-test"}');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run serve:demo` on an ephemeral port over the small app; resolves once it has said where. */
async function startDemo(): Promise<{ child: ChildProcess; base: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...ENV };
  for (const name of [
    'MOCK_HOST',
    'HOST',
    'MOCK_CONTROL',
    'MOCK_PUBLIC_ORIGIN',
    'VITE_API_BASE_URL',
  ])
    delete env[name];
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/serve-demo.ts',
      '--port',
      '0',
      '--control',
      '--app-dir',
      appDir,
      '--state-file',
      join(dir, 'demo.json'),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env },
  );
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start line in 30 s:\n${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const base = /\[demo\] app and API on (http:\/\/\S+:\d+) /.exec(output)?.[1];
      if (base) {
        clearTimeout(timer);
        resolve({ child, base });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve:demo exited (${code}) at start:\n${output}`));
    });
  });
}

describe('npm run serve:demo', () => {
  let demo: { child: ChildProcess; base: string };
  beforeAll(async () => {
    demo = await startDemo();
  }, 40_000);
  afterAll(async () => {
    if (demo.child.exitCode !== null) return;
    const exited = new Promise((resolve) => demo.child.once('exit', resolve));
    demo.child.kill('SIGTERM');
    await exited;
  });

  it("sends the policy on the app's pages and files", async () => {
    for (const path of ['/', '/user/settings', '/exercise/a/b/c', '/assets/index-abc.js']) {
      const response = await fetch(`${demo.base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toBe(POLICY);
    }
  });

  it("answers a script with the build's Brotli copy", () => expectBrotliCopy(demo.base));

  it("leaves the API's answers and the health check alone", async () => {
    for (const path of ['/api/v1/__mock/state', '/build-info.json', '/healthz']) {
      const response = await fetch(`${demo.base}${path}`);
      expect(response.headers.get('content-security-policy'), path).toBeNull();
    }
  });

  it('takes a violation report as a browser posts it (application/csp-report)', async () => {
    const reports = `${demo.base}/api/v1/__mock/csp-reports`;
    const posted = await fetch(reports, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${demo.base}/`,
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
        },
      }),
    });
    expect(posted.status).toBe(204);
    const { reports: kept } = (await (await fetch(reports)).json()) as {
      reports: { documentUrl: string; effectiveDirective: string }[];
    };
    expect(kept).toMatchObject([
      { documentUrl: `${demo.base}/`, effectiveDirective: 'script-src-elem' },
    ]);
  });
});

describe('vite preview (vite.config.ts)', () => {
  let server: PreviewServer;
  let base: string;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    for (const [name, value] of Object.entries(ENV)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    server = await preview({
      configFile: 'vite.config.ts',
      logLevel: 'silent',
      build: { outDir: appDir },
      preview: { port: 0, strictPort: false, open: false },
    });
    base = `http://localhost:${(server.httpServer.address() as AddressInfo).port}`;
  }, 30_000);
  afterAll(async () => {
    await server.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("sends the same policy on the app's pages and files", async () => {
    for (const path of ['/', '/user/settings', '/assets/index-abc.js']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toBe(POLICY);
    }
  });

  it("answers a script with the build's Brotli copy", () => expectBrotliCopy(base));
});
