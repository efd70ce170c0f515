import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import consoleConfig from '../vite.console.config';
import { earlyRequests, importsIn, injectEarlyScript } from './early-requests';

// The build's part of the early requests (src/boot/early-requests.ts): its tag goes into
// index.html before the entry's, and a chunk that imports anything fails the build. The hooks are
// called here with a stand-in for Rolldown's plugin context; the real build was checked by hand
// (`npx vite build --outDir <a temporary folder>`: the tag is there, the chunk imports nothing).

const BUILT_HTML = [
  '<!doctype html>',
  '<html lang="ja">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <title>Eigo</title>',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/framework-def.js">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const EARLY_TAG =
  '<script type="module" async crossorigin src="/assets/early-requests-xyz.js"></script>';

describe('injectEarlyScript', () => {
  // An external file only: the Content-Security-Policy (script-src 'self') refuses inline script.
  it('puts the async module tag just before the entry, on its own line, with the same indent', () => {
    const html = injectEarlyScript(BUILT_HTML, '/assets/early-requests-xyz.js');
    expect(html).toBe(
      BUILT_HTML.replace(
        '    <script type="module" crossorigin src="/assets/index-abc.js">',
        `    ${EARLY_TAG}\n    <script type="module" crossorigin src="/assets/index-abc.js">`,
      ),
    );
    expect(html.indexOf(EARLY_TAG)).toBeLessThan(html.indexOf('/assets/index-abc.js'));
  });

  it('looks for the first module script, whatever the order of its attributes', () => {
    const page =
      '<head><script async src="/assets/other.js"></script>' +
      '<script crossorigin type=module src="/assets/index-abc.js"></script></head>';
    expect(injectEarlyScript(page, '/e.js')).toBe(
      '<head><script async src="/assets/other.js"></script>' +
        '<script type="module" async crossorigin src="/e.js"></script>\n' +
        '<script crossorigin type=module src="/assets/index-abc.js"></script></head>',
    );
  });

  it('refuses a page without a module script', () => {
    expect(() => injectEarlyScript('<head><title>x</title></head>', '/e.js')).toThrow(
      /no <script type="module">/,
    );
  });
});

describe('importsIn', () => {
  it('finds every form of import a built chunk can have', () => {
    expect(importsIn('import{t as e}from"./alias-selection-abc.js";var n=1;')).toEqual([
      'import{t as e}from"./alias-selection-abc.js"',
    ]);
    for (const code of [
      'import"./side-effect.js";',
      'import e from"./default.js";',
      'import e,{t}from"./both.js";',
      'import*as e from"./namespace.js";',
      'var e=()=>import("./lazy.js");',
      'export*from"./all.js";',
      'export{t as e}from"./some.js";',
      'var a=1;\nimport { b } from "./spaced.js";',
    ])
      expect(importsIn(code), code).toHaveLength(1);
  });

  it('finds none in a chunk that stands alone', () => {
    expect(
      importsIn(
        'var e=import.meta.url,t={reimport:1};function n(){return t.reimport}export{n as start};n();',
      ),
    ).toEqual([]);
  });
});

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: keyof Plugin): Hook => {
  const value = plugin[name] as Hook | { handler: Hook };
  return typeof value === 'function' ? value : value.handler;
};

const FILE = 'assets/early-requests-xyz.js';

/** A stand-in for the plugin context: emitted chunks recorded, errors thrown. */
function context() {
  const emitted: unknown[] = [];
  return {
    emitted,
    emitFile: (file: unknown) => {
      emitted.push(file);
      return 'reference-1';
    },
    getFileName: (reference: string) => (reference === 'reference-1' ? FILE : 'unknown'),
    error: (message: string) => {
      throw new Error(message);
    },
  };
}

const htmlBundle = () => ({
  'index.html': { type: 'asset' as const, fileName: 'index.html', source: BUILT_HTML },
});

describe('earlyRequests (the Vite plugin)', () => {
  let dir: string | null = null;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  it('runs in builds only, after the other plugins', () => {
    const plugin = earlyRequests({ enabled: true });
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('post');
  });

  it('emits the early script as its own chunk and tags it in index.html before the entry', () => {
    const plugin = earlyRequests({ enabled: true });
    const ctx = context();
    hook(plugin, 'configResolved').call(ctx, { base: '/' });
    hook(plugin, 'buildStart').call(ctx);
    expect(ctx.emitted).toEqual([
      {
        type: 'chunk',
        id: expect.stringMatching(/[\\/]src[\\/]boot[\\/]early-requests\.ts$/) as unknown,
        name: 'early-requests',
      },
    ]);
    const bundle = htmlBundle();
    hook(plugin, 'generateBundle').call(ctx, {}, bundle);
    expect(bundle['index.html'].source).toBe(injectEarlyScript(BUILT_HTML, `/${FILE}`));
  });

  it('puts the base path in front of the chunk', () => {
    const plugin = earlyRequests({ enabled: true });
    const ctx = context();
    hook(plugin, 'configResolved').call(ctx, { base: '/learn/' });
    hook(plugin, 'buildStart').call(ctx);
    const bundle = htmlBundle();
    hook(plugin, 'generateBundle').call(ctx, {}, bundle);
    expect(bundle['index.html'].source).toContain(`src="/learn/${FILE}"`);
  });

  it('does nothing when disabled (the static browser demo)', async () => {
    const plugin = earlyRequests({ enabled: false });
    const ctx = context();
    hook(plugin, 'configResolved').call(ctx, { base: '/' });
    hook(plugin, 'buildStart').call(ctx);
    const bundle = htmlBundle();
    hook(plugin, 'generateBundle').call(ctx, {}, bundle);
    await hook(plugin, 'writeBundle').call(ctx, { dir: '/nonexistent' }, bundle);
    expect(ctx.emitted).toEqual([]);
    expect(bundle['index.html'].source).toBe(BUILT_HTML);
  });

  it('fails the build when the written chunk imports anything, and passes when it does not', async () => {
    dir = await mkdtemp(join(tmpdir(), 'early-requests-'));
    await mkdir(join(dir, 'assets'));
    const plugin = earlyRequests({ enabled: true });
    const ctx = context();
    hook(plugin, 'buildStart').call(ctx);
    const chunk = { type: 'chunk', imports: [] as string[], dynamicImports: [] as string[] };

    await writeFile(join(dir, FILE), 'var e=1;function t(){return e}t();');
    await expect(
      hook(plugin, 'writeBundle').call(ctx, { dir }, { [FILE]: chunk }),
    ).resolves.toBeUndefined();

    await writeFile(join(dir, FILE), 'import{t as e}from"./shared-abc.js";e();');
    await expect(hook(plugin, 'writeBundle').call(ctx, { dir }, { [FILE]: chunk })).rejects.toThrow(
      /early-requests-xyz\.js must stand alone, but it imports `import\{t as e\}from"\.\/shared-abc\.js"`/,
    );

    // The bundle's own record of imports counts as well.
    await writeFile(join(dir, FILE), 'var e=1;');
    const importing = { ...chunk, imports: ['assets/shared-abc.js'] };
    await expect(
      hook(plugin, 'writeBundle').call(ctx, { dir }, { [FILE]: importing }),
    ).rejects.toThrow(/imports assets\/shared-abc\.js/);
  });

  it('is not part of the console build', () => {
    const names = (consoleConfig.plugins ?? []).flat().map((p) => (p as Plugin | null)?.name);
    expect(names).not.toContain('early-requests');
  });
});
