import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, runnerImport, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  contentSecurityPolicy,
  cspFiles,
  cspSettingsFromEnv,
} from './scripts/content-security-policy.js';
import { cacheControlFor } from './mock-server/hosting/cache-policy.js';
import { inlineFavicon } from './scripts/inline-favicon.js';
import { servePrecompressed } from './mock-server/hosting/precompressed-assets.js';
import { precompressAssets } from './scripts/precompressed-assets.js';
import { prerenderSignIn } from './scripts/prerender-sign-in.js';

// Where the dev and preview servers send /api and /build-info.json: the mock backend on MOCK_PORT
// (4010), or a real backend given as API_ORIGIN (e.g. API_ORIGIN=https://staging.example.com).
// 127.0.0.1, where the mock listens by default: `localhost` may resolve to ::1 first.
const MOCK_ORIGIN = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;

// The API and the published build info go to the backend, in dev and in preview alike; so does
// the teacher and demo console, which the mock backend serves at /__console/ (its own build,
// never part of this app: vite.console.config.ts).
const proxy = {
  '/__console': { target: MOCK_ORIGIN, changeOrigin: true },
  // The speech websocket (turbo path), upgraded on the backend's port: listed before /api.
  '/api/v1/speech/stream': { target: MOCK_ORIGIN, changeOrigin: true, ws: true },
  '/api': { target: MOCK_ORIGIN, changeOrigin: true },
  '/build-info.json': { target: MOCK_ORIGIN, changeOrigin: true },
};

/** The commit this build is made from: env BUILD_COMMIT_HASH, else git, else 'development'. */
function commitHash(): string {
  if (process.env.BUILD_COMMIT_HASH) return process.env.BUILD_COMMIT_HASH;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'development';
  }
}

/** Writes dist/build-info.json, the file the running app compares its own hash with. */
function buildInfoFile(hash: string): Plugin {
  return {
    name: 'build-info-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build-info.json',
        source: JSON.stringify({
          commitHash: hash,
          maintenanceMode: { active: false, message: null },
        }),
      });
    },
  };
}

const validationStub = fileURLToPath(
  new URL('./src/api/response-validation.prod.ts', import.meta.url),
);

/**
 * Production builds never validate responses (http-client only does in dev and tests), so the
 * validators (and zod with them) are swapped for a no-op and stay out of dist entirely.
 */
export function withoutResponseValidation(): Plugin {
  return {
    name: 'without-response-validation',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './response-validation' && importer?.endsWith('http-client.ts'))
        return validationStub;
      return null;
    },
  };
}

const CATALOGUE_FILE = /\/src\/i18n\/(ja|en)\/(?!index\.ts$)[^/]+\.ts$/;
const noParser = createRequire(import.meta.url).resolve(
  '@formatjs/icu-messageformat-parser/no-parser.js',
);

/**
 * Production builds ship the catalogues as parsed ICU message trees, so the message parser (about
 * 10 kB gzipped) is replaced by formatjs's parser-free entry: nothing is parsed in the browser.
 * `catalogues` picks the catalogue files (the console has its own).
 */
export function precompiledMessages(catalogues: RegExp = CATALOGUE_FILE): Plugin {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'post',
    config() {
      return {
        resolve: {
          alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser }],
        },
      };
    },
    async transform(_code, id) {
      if (!catalogues.test(id)) return null;
      // Loaded through Vite's module runner: a catalogue may build entries from other modules.
      const { module } = await runnerImport<{ default: Record<string, string> }>(id, {
        configFile: false,
        logLevel: 'silent',
      });
      const compiled = Object.fromEntries(
        Object.entries(module.default).map(([key, text]) => [key, parse(text)]),
      );
      return {
        code: `export default ${JSON.stringify(compiled)};`,
        map: null,
      };
    },
  };
}

/**
 * Preview serves the build as a deploy does: with its cache lifetimes
 * (mock-server/hosting/cache-policy.ts) and its precompressed scripts and stylesheets
 * (mock-server/hosting/precompressed-assets.ts).
 */
function previewAsDeployed(): Plugin {
  return {
    name: 'preview-as-deployed',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const value = cacheControlFor(path);
        // The static handler passes its own headers to writeHead, which would win: ours go in there.
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
        res.writeHead = ((...args: unknown[]) => {
          if (!/^\/api\//.test(path)) {
            res.setHeader('Cache-Control', value);
            for (const headers of args) {
              if (!headers || typeof headers !== 'object' || Array.isArray(headers)) continue;
              const record = headers as Record<string, unknown>;
              for (const name of Object.keys(record)) {
                if (name.toLowerCase() === 'cache-control') record[name] = value;
              }
            }
          }
          return writeHead(...args);
        }) as typeof res.writeHead;
        next();
      });
      // The build's Brotli and gzip copies of its scripts and stylesheets, for a request that
      // accepts one, with the preview's own headers (the Content-Security-Policy); the rest as
      // Vite serves it.
      const headers = Object.entries(server.config.preview.headers ?? {}).flatMap(
        ([name, value]): [string, string][] => (value === undefined ? [] : [[name, String(value)]]),
      );
      server.middlewares.use(
        servePrecompressed(
          resolve(server.config.root, server.config.build.outDir),
          Object.fromEntries(headers),
        ),
      );
    },
  };
}

/**
 * The app's service worker (src/sw/worker/service-worker.ts, docs/offline-and-service-worker.md), built
 * by vite-plugin-pwa's injectManifest strategy into /service-worker.js with the build's precache
 * list. The app registers it itself (src/app/app-state/service-worker-registration.ts), in
 * production builds only; the manifest is public/manifest.webmanifest, linked from index.html.
 * Not in the static browser demo, whose mock backend is msw's worker on the same scope ('/'):
 * one scope holds one worker, and the app's would replace msw's.
 */
function appServiceWorker({ inPageMock }: { inPageMock: boolean }) {
  return VitePWA({
    disable: inPageMock,
    strategies: 'injectManifest',
    srcDir: 'src/sw/worker',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: false,
    devOptions: { enabled: false },
    // After the prerendered sign-in page is written (its closeBundle is 'post' too and comes
    // first in the plugin list), so the page and its script are in the precache list.
    integration: { closeBundleOrder: 'post' },
    injectManifest: {
      // The shell and the hashed bundles, icons and the manifest; not the precompressed copies
      // (the browser negotiates those), the static hosts' _headers, the build info (asked fresh
      // every 5 minutes), msw's worker or the content media (cached when first played).
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
      globIgnores: [
        '**/*.br',
        '**/*.gz',
        '_headers',
        'build-info.json',
        'mockServiceWorker.js',
        'content/**',
        'audio/**',
        '.vite/**',
      ],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}

export default defineConfig(({ command, mode }) => {
  // The dev server runs against the mock, which publishes 'development' unless told otherwise.
  const hash =
    command === 'build' ? commitHash() : (process.env.BUILD_COMMIT_HASH ?? 'development');
  // The policy's origins: VITE_API_BASE_URL, CSP_CONTENT_ORIGINS, CSP_RECORDING_ORIGINS,
  // CSP_REPORT_URI (from the environment or .env files).
  const env = loadEnv(mode, process.cwd(), '');
  const csp = cspSettingsFromEnv(env);
  // The static browser demo: the mock backend runs in the page (src/main.tsx).
  const inPageMock = env.VITE_MOCK_BACKEND === 'browser';
  return {
    plugins: [
      react(),
      withoutResponseValidation(),
      precompiledMessages(),
      buildInfoFile(hash),
      cspFiles(csp, { meta: inPageMock }),
      inlineFavicon(),
      prerenderSignIn(),
      precompressAssets(),
      previewAsDeployed(),
      appServiceWorker({ inPageMock }),
    ],
    define: { 'import.meta.env.VITE_BUILD_COMMIT_HASH': JSON.stringify(hash) },
    server: {
      port: 5173,
      strictPort: true,
      proxy,
      // build/ holds the mock's bundle and the console's build, which `npm start` rewrites while
      // this server runs; nothing here serves them (the mock does): no reloads when they change.
      watch: { ignored: ['**/build/**'] },
    },
    // The app's one page. Left to itself the dependency scan takes every .html under the root,
    // among them console/index.html (another app) and build/console/index.html, which the
    // console's watch build empties and writes while the scan reads it (ENOENT, then dependencies
    // found on the first page load, which reloads). Its dynamic imports are crawled from here.
    optimizeDeps: { entries: ['index.html'] },
    // The Content-Security-Policy (scripts/content-security-policy.ts) on the built app: a header
    // in preview, a `_headers` file in the build (a <meta> tag too in the static browser demo).
    // Not on the dev server, whose HMR and react-refresh preamble are inline scripts.
    preview: {
      port: 4173,
      strictPort: true,
      proxy,
      headers: { 'Content-Security-Policy': contentSecurityPolicy(csp) },
    },
    build: {
      manifest: true,
      sourcemap: false,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // What every screen runs on load, in two chunks whatever the lazy screens share with
          // it: the libraries (framework), which change rarely and stay cached across releases,
          // and the app's own modules (the entry, index). Only what the first load runs: the
          // parts of the libraries that lazy screens alone use (TanStack Query's mutations…)
          // come with those screens. Without the second group, the few app modules a lazy
          // screen imports too (the button, the preload helper…) became small chunks of their
          // own: 7 requests instead of 5 in front of the first paint of a cold load, over
          // HTTP/1.1's six connections per host (docs/performance.md). Not in the static
          // browser demo, whose entry awaits its in-page mock at the top level (src/main.tsx),
          // which this grouping cannot order: its page would never start.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                tags: ['$initial' as const],
                test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack|react-intl|@formatjs|intl-messageformat)[\\/]/,
                priority: 20,
              },
              ...(inPageMock
                ? []
                : [
                    {
                      name: 'index',
                      tags: ['$initial' as const],
                      test: (id: string) => !id.includes('node_modules'),
                      priority: 10,
                    },
                  ]),
            ],
          },
        },
      },
    },
  };
});
