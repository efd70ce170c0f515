// The middleware that answers a request for one of the built app's scripts or stylesheets with its
// Brotli or gzip copy, written by the build next to each file (`index-<hash>.js.br`,
// `index-<hash>.js.gz`: scripts/precompressed-assets.ts): `vite preview` (vite.config.ts) and
// `npm run serve:demo` (mock-server/operations/built-app.ts). Compressed once at the highest
// levels rather than on every request at a fast one, the JavaScript of a first visit is about 13 %
// smaller in Brotli than in the preview's on-the-fly gzip (134 kB → 116 kB for home): the largest
// part of what a cold load waits for over a slow link (docs/performance.md). Static hosts that
// compress by themselves (Netlify, Cloudflare Pages) ignore the copies; nginx serves them with
// `brotli_static on;` (ngx_brotli) and `gzip_static on;`.
//
// Only /assets/: the hashed files, the same bytes for a year (./cache-policy.ts), so a copy can
// never be older than its file. Everything else is served as before.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { cacheControlFor } from './cache-policy.js';

/** The URL paths that have compressed copies: the build's scripts and stylesheets. */
export const PRECOMPRESSED_PATH = /^\/assets\/[^/]+\.(?:js|css)$/;

export type Encoding = 'br' | 'gzip';

/** Each encoding's file extension, in the order of preference. */
export const ENCODINGS: readonly { name: Encoding; extension: string }[] = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
];

/**
 * The encodings of ours an Accept-Encoding header accepts, Brotli first: those it names (or
 * covers with `*`) without `q=0`.
 */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [token = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (token === '') continue;
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(token, q === undefined ? 1 : Number(q));
  }
  return ENCODINGS.map((encoding) => encoding.name).filter(
    (name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0,
  );
}

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** The URL's path, decoded; null when it is not a valid one. */
function pathOf(url: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/**
 * A connect/express middleware answering GET and HEAD for an asset of `folder` with its Brotli
 * or gzip copy, when the request accepts one and the copy is there (else it passes the request
 * on): the copy's bytes with Content-Encoding, the file's Content-Type, its Cache-Control, an
 * ETag (304 when the browser has it) and Vary: Accept-Encoding. `headers` go on each answer too.
 */
export function servePrecompressed(folder: string, headers: Record<string, string> = {}) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const path = pathOf(request.url);
    const method = request.method ?? 'GET';
    if ((method !== 'GET' && method !== 'HEAD') || path === null) return next();
    if (!PRECOMPRESSED_PATH.test(path)) return next();
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const answer = async () => {
      for (const { name, extension } of ENCODINGS.filter((each) => accepted.includes(each.name))) {
        const file = join(folder, path + extension);
        const found = await stat(file).catch(() => null);
        if (!found?.isFile()) continue;
        const etag = `W/"${name}-${found.size}-${Math.floor(found.mtimeMs)}"`;
        for (const [header, value] of Object.entries(headers)) response.setHeader(header, value);
        response.setHeader('Content-Type', CONTENT_TYPES[path.split('.').pop() ?? ''] ?? '');
        response.setHeader('Content-Encoding', name);
        response.setHeader('Vary', 'Accept-Encoding');
        response.setHeader('Cache-Control', cacheControlFor(path));
        response.setHeader('ETag', etag);
        if (request.headers['if-none-match'] === etag) {
          response.statusCode = 304;
          response.end();
          return;
        }
        response.statusCode = 200;
        response.setHeader('Content-Length', found.size);
        if (method === 'HEAD') {
          response.end();
          return;
        }
        createReadStream(file)
          .on('error', () => response.destroy())
          .pipe(response);
        return;
      }
      next();
    };
    answer().catch(() => next());
  };
}
