// The build step that writes Brotli and gzip copies of the built app's scripts and stylesheets
// next to each file (`index-<hash>.js.br`, `index-<hash>.js.gz`), at the highest levels (but for
// a very large file, below), once.
// Which files get copies and how they are served: mock-server/hosting/precompressed-assets.ts
// (why: docs/performance.md).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import {
  ENCODINGS,
  PRECOMPRESSED_PATH,
  type Encoding,
} from '../mock-server/hosting/precompressed-assets.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Above this size a script gets Brotli's quality 7 instead of 11. The one such file is harper's
 * WebAssembly inlined as base64 in the static demo (21.5 MB, fetched once, on the first writing
 * answer: mock-server/rules/writing-checker.ts): quality 11 took 60-70 s of a core for it (three
 * quarters of the demo's build), quality 7 one fortieth of that for a copy 7 % larger (8.6 MB
 * instead of 8.05 MB). Every file of the app itself is far below it.
 */
export const LARGE_ASSET_BYTES = 4_000_000;

/** The Brotli quality for a file of `bytes`. */
export const brotliQuality = (bytes: number) =>
  bytes > LARGE_ASSET_BYTES ? 7 : constants.BROTLI_MAX_QUALITY;

/** Each encoding's compressor. */
const COMPRESSORS: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(data.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipped(data, { level: 9 }),
};

/**
 * Writes the Brotli and gzip copies of every script and stylesheet in `<folder>/assets` (a copy
 * that would not be smaller is not written). Returns how many files it compressed.
 */
export async function precompressFolder(folder: string): Promise<number> {
  const assets = join(folder, 'assets');
  const names = (await readdir(assets)).filter((name) =>
    PRECOMPRESSED_PATH.test(`/assets/${name}`),
  );
  await Promise.all(
    names.map(async (name) => {
      const data = await readFile(join(assets, name));
      for (const encoding of ENCODINGS) {
        const compressed = await COMPRESSORS[encoding.name](data);
        if (compressed.length < data.length) {
          await writeFile(join(assets, name + encoding.extension), compressed);
        }
      }
    }),
  );
  return names.length;
}

/**
 * The build step: once every file is written (the prerendered sign-in page's script too, which
 * scripts/prerender-sign-in.ts writes when the bundle is closed), compresses the build's assets.
 * BUILD_PRECOMPRESS=0 leaves the copies out, for a build that nothing will serve them from: the
 * e2e run's static demo, whose test host serves files as they are (6-9 s of processor time of
 * its build, tests/e2e/support/static-demo.ts).
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (process.env.BUILD_PRECOMPRESS === '0') return;
        await precompressFolder(outDir);
      },
    },
  };
}
