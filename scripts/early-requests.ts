import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// The build's part of src/boot/early-requests.ts, the script that asks for the session's first
// answers (aliases, profile, feature flags) while the app's JavaScript is still downloading. It is
// emitted as a chunk of its own and loaded by a tag just before the entry's in index.html, `async`
// so that it runs as soon as it has arrived, without waiting for the document or the entry.
//
// That only pays if the script is small and stands alone: a script it imported would be one more
// round trip before the first request, so a built chunk that imports anything fails the build.
// The tag is an external same-origin module script, which the Content-Security-Policy
// (script-src 'self', scripts/content-security-policy.ts) allows; nothing inline is added.
//
// Not in the static browser demo (VITE_MOCK_BACKEND=browser), whose mock backend is a service
// worker that starts with the app: requests made before it would go to a server that is not
// there. Not in the console's build either (vite.console.config.ts does not register it).

/** The script's module: a chunk of its own, never part of a shared chunk (vite.config.ts). */
export const EARLY_SCRIPT = fileURLToPath(
  new URL('../src/boot/early-requests.ts', import.meta.url),
);

/**
 * `html` with a module script tag for `src` just before the first module script (Vite's entry).
 * Throws when there is no module script: the page would not load the app at all.
 */
export function injectEarlyScript(html: string, src: string): string {
  const entry = /<script\b[^>]*\btype=["']?module\b[^>]*>/i.exec(html);
  if (!entry)
    throw new Error('early-requests: no <script type="module"> (the entry) in index.html');
  const indent = /[ \t]*$/.exec(html.slice(0, entry.index))?.[0] ?? '';
  const tag = `<script type="module" async crossorigin src="${src}"></script>`;
  return `${html.slice(0, entry.index)}${tag}\n${indent}${html.slice(entry.index)}`;
}

/**
 * The import statements, re-exports and dynamic imports in a built chunk's code, each up to its
 * end (an empty list when the chunk stands alone). `import.meta` is no import.
 */
export function importsIn(code: string): string[] {
  const statements =
    /(?<![\w$.])(?:import\s*(?:[\w$]+\s*(?:,|from\b)|[{*]|["'`(])|export\s*(?:\*|\{[^}]*\})\s*from\b)[^;\n]{0,80}/g;
  return [...code.matchAll(statements)].map((match) => match[0]);
}

/**
 * Emits src/boot/early-requests.ts as its own chunk and puts its tag in index.html before the
 * entry; fails the build when the written chunk imports anything. `enabled: false` leaves the
 * build as it was (the static browser demo).
 */
export function earlyRequests({ enabled }: { enabled: boolean }): Plugin {
  let base = '/';
  let reference: string | null = null;
  return {
    name: 'early-requests',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      reference = enabled
        ? this.emitFile({ type: 'chunk', id: EARLY_SCRIPT, name: 'early-requests' })
        : null;
    },
    generateBundle(_options, bundle) {
      if (reference === null) return;
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('early-requests: the build has no index.html');
      html.source = injectEarlyScript(String(html.source), base + this.getFileName(reference));
    },
    async writeBundle(options, bundle) {
      if (reference === null) return;
      const fileName = this.getFileName(reference);
      const chunk = bundle[fileName];
      const code = await readFile(join(options.dir ?? 'dist', fileName), 'utf8');
      const chunks = chunk?.type === 'chunk' ? [...chunk.imports, ...chunk.dynamicImports] : [];
      const statements = importsIn(code);
      if (chunks.length > 0 || statements.length > 0) {
        this.error(
          `early-requests: ${fileName} must stand alone, but it imports ` +
            `${[...chunks, ...statements.map((statement) => `\`${statement}\``)].join(', ')}. ` +
            'src/boot/early-requests.ts may import types only: anything else is one more ' +
            'download before the early requests can start.',
        );
      }
    },
  };
}
