import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import express, { type Express } from 'express';

// The teacher and demo console (src/console/, built by `npm run build:console` into
// build/console/): served at /__console/ by the mock backend itself, and only while the control
// operations are on (it is nothing but a face on them). With control off nothing is mounted, so
// /__console/ is a 404 like any path the backend does not serve.

const CONSOLE_PATH = '/__console';

/** The console's folder: MOCK_CONSOLE_DIR, else build/console under the working directory. */
export function consoleFolder(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.MOCK_CONSOLE_DIR || 'build/console');
}

/** Whether a request path is the console's (which the built learner app must leave alone). */
export const isConsolePath = (path: string) =>
  path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`);

/** While there is no build: `npm start` is building it (the page looks again), or nobody built it. */
const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="3">
<title>Console not built</title><p>The console is not built yet. <code>npm start</code> builds it
in a moment; elsewhere run <code>npm run build:console</code>. This page looks again every 3 seconds.</p></html>`;

/**
 * Mounts the console on `app` when `control` is on: `/__console` redirects to `/__console/`,
 * which answers the console's page; its hashed assets are cached for a year; anything else under
 * the path is a 404. The folder is read on each request, so a rebuild shows on the next reload.
 */
export function serveConsole(app: Express, folder: string, control: boolean): void {
  if (!control) return;
  const files = express.static(folder, {
    index: false,
    setHeaders: (res, path) =>
      res.setHeader(
        'Cache-Control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  app.use(CONSOLE_PATH, (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.originalUrl.split('?')[0] === CONSOLE_PATH) {
      const query = req.originalUrl.slice(CONSOLE_PATH.length);
      return res.redirect(301, `${CONSOLE_PATH}/${query}`);
    }
    const index = resolve(folder, 'index.html');
    if (req.path === '/' || req.path === '/index.html') {
      if (!existsSync(index)) return res.status(503).type('html').send(NOT_BUILT);
      res.setHeader('Cache-Control', 'no-cache');
      return res.type('html').send(readFileSync(index, 'utf8'));
    }
    return files(req, res, () => {
      res
        .status(404)
        .type('text')
        .send(`Nothing is served at ${req.originalUrl.split('?')[0]}`);
    });
  });
}

/** The console's address for the start line (this machine's loopback when listening everywhere). */
export function consoleUrl(address: { address: string; port: number }): string {
  const any = address.address === '::' || address.address === '0.0.0.0';
  const host = any ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}${CONSOLE_PATH}/`;
}
