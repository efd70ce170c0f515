// The size budget (`npm run size`, after `npm run build`). File names carry content hashes, so the
// checks are computed from Vite's manifest: the JavaScript a screen needs is its route chunk plus
// every chunk it imports statically, on top of the entry and its static imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const MANIFEST = 'dist/.vite/manifest.json';
if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run npm run build first`);
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

/** The JavaScript files a manifest entry loads before it runs: itself and its static imports. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const files = (keys) =>
  [...new Set([...keys].map((key) => `dist/${manifest[key].file}`))].filter((f) =>
    f.endsWith('.js'),
  );
const entry = closure('index.html');
const screen = (route) => files(closure(`src/app/routes/${route}.tsx`, new Set(entry)));

// Every lazily loaded chunk: the route modules, and what they load on demand (the charts, the
// English catalogue, the legal texts).
const lazyChunks = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({
    name: `lazy chunk ${key.replace(/^src\/(app\/routes\/)?/, '')}`,
    path: `dist/${chunk.file}`,
    limit: '50 kB',
    gzip: true,
  }));

// The prerendered sign-in page (user/login.html) runs a small script of its own first
// (scripts/prerender-sign-in.ts), written beside the bundles but not in the manifest.
const signInPageScripts = readdirSync('dist/assets')
  .filter((name) => /^sign-in-page-[\w-]+\.js$/.test(name))
  .map((name) => `dist/assets/${name}`);

export default [
  {
    // 140 kB before react-router's data router came back (32 kB of it; docs/performance.md);
    // 165 kB before the offline work (the worker's update flow, the offline note: +0.7 kB).
    // 167 kB before issue 36's shell (+0.9 kB): the place the state calls report to the room,
    // one live-class dialog at a time, the push status, the offline-start rule. Issue 39 (fast
    // again on a school phone) is to win it back; the class-end warning loads only in a class.
    // 168 kB before issue 38's shared-device safety (+0.25 kB): the queued answers know whose each
    // call is and follows who is signed in (src/features/exercises/player/signed-in-learner.ts).
    // 168.5 kB before the first screen's loaders waited for their calls (+0.05 kB; issue 39:
    // home warm TBT 1,348 → 873 ms, docs/performance.md). 168.6 kB before issue 38's session
    // store (+0.2 kB): the token, alias and language outside React (src/api/session-store.ts),
    // and the authenticated screens' loaders sending a signed-out visitor to login. 168.8 kB
    // before issue 38's one offline model (+0.1 kB): every call's time limit and whether the
    // backend answers (src/api/network-reachability.ts, in place of the worker's messages), and
    // the shell's look for a learner's waiting calls (waiting-calls.ts) before their code loads.
    name: "sign-in page (entry + login route + the prerendered page's script)",
    path: [...screen('auth-login'), ...signInPageScripts],
    limit: '168.9 kB',
    gzip: true,
  },
  {
    // Home ships in the entry (src/app/router.tsx): this is the entry, with anything home loads.
    // 155 kB before the offline work: the worker's update flow, the offline note, saving the
    // query cache (its storage code loads after the first screen) and the push subscription
    // (+2.1 kB; docs/offline-and-service-worker.md). 158 kB before issue 36's shell (+1.3 kB, as
    // the sign-in page's note says). 159.5 kB before issue 38's shared-device safety (+0.16 kB,
    // as the sign-in page's note says). 160 kB before issue 38's session store (+0.2 kB, as the
    // sign-in page's note says). 160.2 kB before issue 38's one offline model (+0.1 kB, as the
    // sign-in page's note says).
    name: 'home after sign-in (entry + home route)',
    path: screen('home'),
    limit: '160.3 kB',
    gzip: true,
  },
  ...lazyChunks,
];
