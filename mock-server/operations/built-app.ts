import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import express, { type Express } from 'express';

/** What the backend answers: the API and the published build info (with its maintenance flag). */
const isBackendPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.endsWith('/build-info.json');

/**
 * Serves the built app (`npm run build` → dist/) beside the API on the same port: its files
 * (hashed assets cached for a year, everything else revalidated) and, for any other page, its
 * index.html (the app routes on the client).
 */
export function serveBuiltApp(app: Express, folder: string): void {
  const index = resolve(folder, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`no built app in ${folder} (index.html is missing); run npm run build first`);
  }
  // Read once: a new build is a new deploy, which restarts the process.
  const indexHtml = readFileSync(index, 'utf8');
  const files = express.static(folder, {
    index: false,
    setHeaders: (res, path) =>
      res.setHeader(
        'Cache-Control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  app.use((req, res, next) => (isBackendPath(req.path) ? next() : files(req, res, next)));
  app.use((req, res, next) => {
    const page = req.method === 'GET' || req.method === 'HEAD';
    // A missing file (a name with an extension) is a 404, not the app.
    if (!page || isBackendPath(req.path) || /\.[^/]*$/.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(indexHtml);
  });
}
