import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';

// The static browser demo (VITE_MOCK_BACKEND=browser: the mock's handlers in msw's worker, its
// store in IndexedDB) as a static host serves it: built once per run for the specs that need it
// (content-security-policy, static-demo), and a tiny host over the folder.

export const DEMO_DIR = `node_modules/.cache/e2e-browser-demo-${process.env.E2E_APP_PORT ?? '4173'}`;
const MARK = join(DEMO_DIR, '.e2e-run');
const LOCK = `${DEMO_DIR}.building`;

/** Inside the lock: the run whose worker holds it. */
const LOCK_OWNER = join(LOCK, 'run');
const RUN_ID = process.env.E2E_RUN_ID ?? '';

const builtThisRun = () => existsSync(MARK) && readFileSync(MARK, 'utf8') === RUN_ID;

/**
 * Whether the lock was left by another run: one stopped while it built (Ctrl+C), as two runs
 * cannot share DEMO_DIR (it is named after the app's port, which one run holds). A lock that names
 * no run yet is being taken, unless it is older than any build.
 */
function staleLock(): boolean {
  const lock = statSync(LOCK, { throwIfNoEntry: false });
  if (!lock) return false;
  let owner = '';
  try {
    owner = readFileSync(LOCK_OWNER, 'utf8');
  } catch {
    // not named yet, or released meanwhile
  }
  return owner ? owner !== RUN_ID : Date.now() - lock.mtimeMs > 300_000;
}

/** Builds the demo into DEMO_DIR unless this run has built it (another spec, another worker). */
export async function buildStaticDemo(): Promise<void> {
  for (;;) {
    if (builtThisRun()) return;
    try {
      mkdirSync(LOCK);
    } catch {
      // Another worker of this run is building it; a stopped run's lock is dropped at once (it
      // used to hold the next run's build for five minutes, longer than the specs wait for it).
      if (staleLock()) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    writeFileSync(LOCK_OWNER, RUN_ID);
    break;
  }
  try {
    if (builtThisRun()) return;
    await promisify(execFile)(
      'npx',
      ['vite', 'build', '--outDir', DEMO_DIR, '--emptyOutDir', '--logLevel', 'warn'],
      {
        env: {
          ...process.env,
          VITE_MOCK_BACKEND: 'browser',
          BUILD_COMMIT_HASH: 'e2e-demo',
          // The host below serves files as they are: no Brotli and gzip copies to write.
          BUILD_PRECOMPRESS: '0',
        },
      },
    );
    writeFileSync(MARK, RUN_ID);
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * A static host over `folder`: its files, index.html for any other page (the SPA fallback every
 * static host offers), and with `withHeaders` the headers of its _headers file on every answer
 * (Netlify, Cloudflare Pages); without, none (a host that cannot set headers).
 */
export function staticHost(folder: string, withHeaders: boolean): Promise<Server> {
  const headers: Record<string, string> = {};
  if (withHeaders) {
    for (const line of readFileSync(join(folder, '_headers'), 'utf8').split('\n')) {
      const header = /^\s+([\w-]+):\s*(.+)$/.exec(line);
      if (header) headers[header[1]!] = header[2]!;
    }
  }
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.mp3': 'audio/mpeg',
    '.webmanifest': 'application/manifest+json',
  };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname));
    let file = join(folder, path);
    if (path.includes('..') || !existsSync(file) || !extname(file)) {
      if (extname(path)) {
        res.writeHead(404).end();
        return;
      }
      file = join(folder, 'index.html');
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The origin a host listens on. */
export const originOf = (server: Server) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export const closeHost = (server: Server) => new Promise((resolve) => server.close(resolve));
