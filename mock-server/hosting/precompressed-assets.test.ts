import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE } from './cache-policy';
import { acceptedEncodings, servePrecompressed } from './precompressed-assets';

const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
const assets = join(dir, 'assets');
const SCRIPT = `export const lines = [${Array.from({ length: 400 }, (_, i) => `'line ${i}'`).join(',')}];\n`;
const STYLES = `body{color:red}\n`.repeat(200);

// A build as scripts/precompressed-assets.ts leaves it: copies of the script and the large
// stylesheet, none of the tiny stylesheet, the image or the page.
beforeAll(() => {
  mkdirSync(assets, { recursive: true });
  for (const [name, text] of [
    ['index-Ab12.js', SCRIPT],
    ['index-Cd34.css', STYLES],
  ] as const) {
    writeFileSync(join(assets, name), text);
    writeFileSync(join(assets, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(assets, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(assets, 'tiny-Ef56.css'), 'a{}');
  writeFileSync(join(assets, 'logo-Gh78.png'), Buffer.alloc(4096));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>'.repeat(100));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip;q=0.5', ['gzip']],
    ['BR', ['br']],
    ['*', ['br', 'gzip']],
    ['*;q=0, br', ['br']],
    ['identity', []],
    ['', []],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });

  it('reads a header given more than once', () => {
    expect(acceptedEncodings(['gzip', 'br'])).toEqual(['br', 'gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

type Answer = { status: number; headers: Record<string, unknown>; body: Buffer };

describe('servePrecompressed', () => {
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    const serve = servePrecompressed(dir, { 'X-Frame-Options': 'DENY' });
    server = createServer((req, res) =>
      serve(req, res, () => {
        res.statusCode = 404;
        res.end('passed on');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  /** The raw answer (fetch would decode the body). */
  const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  it('answers with the Brotli copy when the request accepts it, with the file’s headers', async () => {
    const answer = await ask('/assets/index-Ab12.js?v=1', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('answers with the gzip copy when Brotli is not accepted', async () => {
    const answer = await ask('/assets/index-Cd34.css', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(answer.body).toString()).toBe(STYLES);
  });

  it('answers 304 to a browser that has the copy, and HEAD without a body', async () => {
    const first = await ask('/assets/index-Ab12.js', { 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"br-/);
    const again = await ask('/assets/index-Ab12.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await ask('/assets/index-Ab12.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.body.length));
    expect(head.body.length).toBe(0);
  });

  it.each([
    ['no encoding accepted', '/assets/index-Ab12.js', {}, 'GET'],
    ['no copy of the file', '/assets/tiny-Ef56.css', { 'Accept-Encoding': 'br, gzip' }, 'GET'],
    ['a missing file', '/assets/missing-Zz99.js', { 'Accept-Encoding': 'br' }, 'GET'],
    ['not an asset', '/index.html', { 'Accept-Encoding': 'br' }, 'GET'],
    ['not a script or stylesheet', '/assets/logo-Gh78.png', { 'Accept-Encoding': 'br' }, 'GET'],
    ['a way out of assets/', '/assets/..%2Findex-Ab12.js', { 'Accept-Encoding': 'br' }, 'GET'],
    ['a malformed path', '/assets/%E0%A4%A.js', { 'Accept-Encoding': 'br' }, 'GET'],
    ['a POST', '/assets/index-Ab12.js', { 'Accept-Encoding': 'br' }, 'POST'],
  ])('passes on %s', async (_, path, headers, method) => {
    const answer = await ask(path, headers, method);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe('passed on');
  });
});
