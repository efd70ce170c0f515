import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import express, { type Express } from 'express';
import { cacheControlFor } from '../hosting/cache-policy';
import { servePrecompressed } from '../hosting/precompressed-assets';
import { isConsolePath } from './console';

/**
 * What the backend answers: the API, the published build info (with its maintenance flag) and
 * the console's path (served only with control on; never the app's page, so a 404 without it).
 */
const isBackendPath = (path: string) =>
  path === '/api' ||
  path.startsWith('/api/') ||
  path.endsWith('/build-info.json') ||
  isConsolePath(path);

/**
 * Serves the built app (`npm run build` → dist/) beside the API on the same port: its files
 * (hashed assets cached for a year, everything else revalidated) and, for any other page, its
 * index.html (the app routes on the client). `headers` go on all of them (the
 * Content-Security-Policy of npm run serve:demo), never on the API's answers.
 */
export function serveBuiltApp(
  app: Express,
  folder: string,
  headers: Record<string, string> = {},
): void {
  const index = resolve(folder, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`no built app in ${folder} (index.html is missing); run npm run build first`);
  }
  // Read once: a new build is a new deploy, which restarts the process.
  const indexHtml = readFileSync(index, 'utf8');
  const files = express.static(folder, {
    index: false,
    // A page the build prerendered (user/login.html for /user/login: scripts/prerender-sign-in.ts).
    extensions: ['html'],
    setHeaders: (res, path) => {
      const urlPath = `/${relative(folder, path).split(sep).join('/')}`;
      res.setHeader('Cache-Control', cacheControlFor(urlPath));
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    },
  });
  // A script or stylesheet in the build's Brotli or gzip copy when the request accepts one
  // (../hosting/precompressed-assets.ts), else every file as it is on the disk.
  const precompressed = servePrecompressed(folder, headers);
  app.use((req, res, next) =>
    isBackendPath(req.path) ? next() : precompressed(req, res, () => files(req, res, next)),
  );
  app.use((req, res, next) => {
    const page = req.method === 'GET' || req.method === 'HEAD';
    // A missing file (a name with an extension) is a 404, not the app.
    if (!page || isBackendPath(req.path) || /\.[^/]*$/.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.type('html').send(indexHtml);
  });
}
