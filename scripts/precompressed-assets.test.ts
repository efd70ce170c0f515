import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliQuality, LARGE_ASSET_BYTES, precompressFolder } from './precompressed-assets';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
const assets = join(dir, 'assets');
const SCRIPT = `export const lines = [${Array.from({ length: 400 }, (_, i) => `'line ${i}'`).join(',')}];\n`;

beforeAll(async () => {
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(assets, 'index-Ab12.js'), SCRIPT);
  writeFileSync(join(assets, 'index-Cd34.css'), `body{color:red}\n`.repeat(200));
  writeFileSync(join(assets, 'tiny-Ef56.css'), 'a{}');
  writeFileSync(join(assets, 'logo-Gh78.png'), Buffer.alloc(4096));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>'.repeat(100));
  expect(await precompressFolder(dir)).toBe(3);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes a Brotli and a gzip copy of each script and stylesheet in assets/, the same bytes', () => {
    for (const name of ['index-Ab12.js', 'index-Cd34.css']) {
      const original = readFileSync(join(assets, name));
      expect(brotliDecompressSync(readFileSync(join(assets, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(assets, `${name}.gz`)))).toEqual(original);
    }
  });

  it('leaves out copies that would not be smaller, other files, and files outside assets/', () => {
    expect(existsSync(join(assets, 'tiny-Ef56.css.br'))).toBe(false);
    expect(existsSync(join(assets, 'tiny-Ef56.css.gz'))).toBe(false);
    expect(existsSync(join(assets, 'logo-Gh78.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
  });
});

describe('brotliQuality', () => {
  it("is Brotli's highest for every file of the app, and 7 for a file of several megabytes", () => {
    expect(brotliQuality(1_000_000)).toBe(11);
    expect(brotliQuality(LARGE_ASSET_BYTES)).toBe(11);
    expect(brotliQuality(LARGE_ASSET_BYTES + 1)).toBe(7);
    expect(brotliQuality(21_500_000)).toBe(7);
  });
});
