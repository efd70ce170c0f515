import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../../mock-server/handlers/index';
import { serveBuiltApp } from '../../mock-server/operations/built-app';
import { consoleUrl, serveConsole } from '../../mock-server/operations/console';
import { createMockApp } from '../../mock-server/server';

// The console at /__console/: served by the mock backend only while the control operations are
// on; a 404 otherwise, also beside the built app of `npm run serve:demo` (never the app's page).

const dir = mkdtempSync(join(tmpdir(), 'console-serving-'));
const consoleDir = join(dir, 'console');
const appDir = join(dir, 'app');
mkdirSync(join(consoleDir, 'assets'), { recursive: true });
mkdirSync(appDir, { recursive: true });
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Console</title>');
writeFileSync(join(consoleDir, 'assets', 'console-abc123.js'), 'console.log(1)');
writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Eigo</title>');

type Running = { server: Server; base: string };

function listen(control: boolean, folder = consoleDir, withApp = false): Promise<Running> {
  const app = createMockApp(createHandlers({ control }), {
    routes: (app) => {
      serveConsole(app, folder, control);
      if (withApp) serveBuiltApp(app, appDir);
    },
  });
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}` });
    });
  });
}

describe('the console at /__console/', () => {
  const running: Running[] = [];
  let on: Running;
  let off: Running;
  let demoOff: Running;
  let notBuilt: Running;

  beforeAll(async () => {
    on = await listen(true);
    off = await listen(false);
    demoOff = await listen(false, consoleDir, true);
    notBuilt = await listen(true, join(dir, 'missing'));
    running.push(on, off, demoOff, notBuilt);
  });
  afterAll(() => {
    for (const { server } of running) server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is served with control on: the page, its assets, a redirect to the slash', async () => {
    const page = await fetch(`${on.base}/__console/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Console</title>');

    const asset = await fetch(`${on.base}/__console/assets/console-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const bare = await fetch(`${on.base}/__console?lang=en`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/__console/?lang=en');

    expect((await fetch(`${on.base}/__console/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${on.base}/__console/../api/v1/__mock/state`)).status).toBe(200);
    expect((await fetch(`${on.base}/__console/%2e%2e/package.json`)).status).toBe(404);
  });

  it('is a 404 with control off, also beside the built app', async () => {
    for (const base of [off.base, demoOff.base]) {
      for (const path of ['/__console/', '/__console', '/__console/assets/console-abc123.js']) {
        const response = await fetch(`${base}${path}`, { redirect: 'manual' });
        expect(response.status, `${base}${path}`).toBe(404);
        expect(await response.text()).not.toContain('Console');
      }
    }
    // The app's own pages are still the app.
    expect(await (await fetch(`${demoOff.base}/user/login`)).text()).toContain('<title>Eigo');
  });

  it('says how to build it when it is not built', async () => {
    const page = await fetch(`${notBuilt.base}/__console/`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build:console');
  });

  it('is announced at a reachable address', () => {
    expect(consoleUrl({ address: '127.0.0.1', port: 4010 })).toBe(
      'http://127.0.0.1:4010/__console/',
    );
    expect(consoleUrl({ address: '::', port: 8080 })).toBe('http://127.0.0.1:8080/__console/');
    expect(consoleUrl({ address: '::1', port: 4010 })).toBe('http://[::1]:4010/__console/');
  });
});
