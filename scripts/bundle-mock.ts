// `npm run mock:bundle`: the mock backend (mock-server/main.ts) as one ES module for Node, as
// `npm run mock`, `npm start` and the tests that start it as a process run it. The packages stay
// in node_modules (imported at run time), except date-fns and @date-fns/tz: Node would load the
// whole of date-fns's index (its ~250 functions, a file each: 1.8 s of every start on this
// machine) where the bundle keeps the few functions the mock uses (docs/testing.md).
import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** Where `npm run mock` finds the bundle. */
export const MOCK_BUNDLE = 'build/mock-server/main.mjs';

/** Packages bundled rather than imported at run time. */
const BUNDLED = /^(date-fns|@date-fns\/tz)(\/|$)/;

/** Every bare import (a package, a node: module) stays external but those of BUNDLED. */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      BUNDLED.test(path) ? undefined : { path, external: true },
    );
  },
};

/** Bundles mock-server/main.ts into `outfile`. */
export async function bundleMock(outfile: string = MOCK_BUNDLE): Promise<void> {
  await build({
    entryPoints: ['mock-server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    plugins: [packagesExternal],
    outfile,
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleMock();
