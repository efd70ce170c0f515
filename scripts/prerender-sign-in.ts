import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { PRERENDERED_ATTRIBUTES } from '../src/lib/services/prerendered-page.js';

// The sign-in page, prerendered: the build writes user/login.html, the app's index.html with the
// sign-in page's markup already in #root (in Japanese and in English, rendered by the app's own
// modules: scripts/prerender-sign-in-render.ts), so that a learner opening the app signed out sees
// the form, and can type in it, as soon as the page and its styles have arrived, before the app's
// JavaScript (about 130 kB gzipped) has downloaded and run. The app then takes over
// (src/main.tsx): it renders once the screen's module is in, in one go, keeping what was typed,
// the focus and a press of the button (src/lib/services/prerendered-page.ts).
//
// The hosts serve user/login.html for /user/login (with or without a query): `vite preview` and
// `npm run serve:demo` by themselves, Netlify and Cloudflare Pages by their "pretty URLs", nginx
// with `try_files $uri $uri.html /index.html` (docs/performance.md). A host that does not is no worse
// off: it serves index.html, and the app renders the page as before.
//
// Which copy shows is decided before the first paint by a small blocking script of the page's
// head (an external file: the Content-Security-Policy allows no inline script): the stored
// language's, or none for someone still signed in (the app moves them on to home). It also
// remembers a press of the button (or Enter in a field) made before the app took over; the
// buttons are plain buttons, so the form is never sent by the browser itself (that would put the
// password in the address).

/** Where the page is written in the build, and the path it answers. */
const SIGN_IN_PAGE_FILE = 'user/login.html';
/** The route module whose styles the page needs (Vite's manifest key). */
const SIGN_IN_ROUTE_MODULE = 'src/app/routes/auth-login.tsx';
/** The stored items the blocking script reads, as src/lib/services/storage.ts names them. */
export const PRERENDER_STORAGE_KEYS = {
  authToken: 'eigo.v1.authToken',
  language: 'eigo.v1.language',
} as const;
/**
 * The app's attributes (src/lib/services/prerendered-page.ts: #root holds copies, each copy's language, a
 * press remembered) and the page's own, which the styles read too (app.css).
 */
export const PRERENDER_ATTRIBUTES = {
  ...PRERENDERED_ATTRIBUTES,
  /** On <html>: someone is signed in, no copy shows. */
  hidden: 'data-prerendered-hidden',
} as const;

const RENDER_SCRIPT = fileURLToPath(new URL('./prerender-sign-in-render.ts', import.meta.url));

/** A tag of index.html's head the page's script adds after the first paint. */
export type DeferredTag = { name: 'script' | 'link'; attributes: Record<string, string> };

/**
 * The page's blocking script: the stored language on <html> (the copies' styles show that one),
 * nothing shown for a stored token, and a press of a copy's button, or Enter in one of its fields,
 * remembered on #root for the app. Then, once the copy has been painted, the app's scripts (the
 * `deferred` tags of index.html's head): a first paint waits for no script, and the page's
 * styles and markup have the network to themselves. Plain ES5, read by every browser the app
 * supports.
 */
export function signInPageScript(deferred: DeferredTag[]): string {
  const { authToken, language } = PRERENDER_STORAGE_KEYS;
  const { language: copy, hidden, submitted } = PRERENDER_ATTRIBUTES;
  return `(function () {
  var root = document.documentElement;
  function read(key) {
    try {
      var text = localStorage.getItem(key);
      return text === null ? null : JSON.parse(text);
    } catch (error) {
      return null;
    }
  }
  if (read(${JSON.stringify(language)}) === 'en') root.lang = 'en';
  var token = read(${JSON.stringify(authToken)});
  var signedIn = typeof token === 'string' && token !== '';
  if (signedIn) root.setAttribute(${JSON.stringify(hidden)}, '');
  // Once the page is parsed, only the copy on screen stays (one form, one of each id).
  document.addEventListener('DOMContentLoaded', function () {
    var copies = document.querySelectorAll('[${copy}]');
    for (var i = 0; i < copies.length; i++) {
      if (signedIn || copies[i].getAttribute('${copy}') !== root.lang) {
        copies[i].parentNode.removeChild(copies[i]);
      }
    }
  });
  function submit(target) {
    var app = document.getElementById('root');
    if (app && target && target.closest && target.closest('[${copy}] form')) {
      app.setAttribute(${JSON.stringify(submitted)}, '');
      return true;
    }
    return false;
  }
  document.addEventListener('click', function (event) {
    var button = event.target && event.target.closest && event.target.closest('button');
    if (button) submit(button);
  }, true);
  document.addEventListener('keydown', function (event) {
    var field = event.target;
    if (event.key === 'Enter' && !event.isComposing && field && field.tagName === 'INPUT') {
      if (submit(field)) event.preventDefault();
    }
  }, true);
  var tags = ${JSON.stringify(deferred)};
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < tags.length; i++) {
      var element = document.createElement(tags[i].name);
      for (var name in tags[i].attributes) element.setAttribute(name, tags[i].attributes[name]);
      document.head.appendChild(element);
    }
  }
  // Once the copy is on screen: when the browser reports its first contentful paint (else after
  // the next frame, or a second at most). At once when there is nothing to paint: a copy hidden
  // for someone signed in, a tab in the background.
  function afterPaint() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) {
      requestAnimationFrame(function () { setTimeout(start, 0); });
      return;
    }
    new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].name === 'first-contentful-paint') start();
      }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 1000);
  }
  if (signedIn || document.visibilityState === 'hidden') start();
  else afterPaint();
  document.addEventListener('visibilitychange', start);
})();
`;
}

/** The module scripts and module preloads of index.html's head, in order, as tags to add later. */
export function deferredTags(indexHtml: string): DeferredTag[] {
  const tags: DeferredTag[] = [];
  const pattern = /<(script|link)\b([^>]*)>(?:<\/script>)?/gi;
  for (const [, name, attributeText] of indexHtml.matchAll(pattern)) {
    const attributes: Record<string, string> = {};
    for (const [, key, , value] of (attributeText ?? '').matchAll(
      /([a-z-]+)(=(?:"([^"]*)"|[^\s"]*))?/gi,
    )) {
      if (key) attributes[key.toLowerCase()] = value ?? '';
    }
    const module =
      (name === 'script' && attributes.type === 'module' && attributes.src) ||
      (name === 'link' && attributes.rel === 'modulepreload');
    if (module) tags.push({ name: name === 'script' ? 'script' : 'link', attributes });
  }
  return tags;
}

/** index.html without the tags deferredTags lists. */
export function withoutDeferredTags(indexHtml: string): string {
  return indexHtml.replace(
    /[ \t]*<(?:script\b[^>]*\btype="module"[^>]*><\/script>|link\b[^>]*\brel="modulepreload"[^>]*>)\n?/gi,
    '',
  );
}

/** The styles a route module needs: its own and those of the modules it imports, in order. */
export function routeStylesheets(
  manifest: Record<string, { file: string; css?: string[]; imports?: string[] }>,
  module: string,
): string[] {
  const seen = new Set<string>();
  const styles: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const style of chunk.css ?? []) if (!styles.includes(style)) styles.push(style);
  };
  visit(module);
  return styles;
}

/**
 * index.html with the prerendered copies in #root, the route's styles and the blocking script in
 * its head. Throws when index.html has no empty #root or no </head>.
 */
export function signInPage(
  indexHtml: string,
  parts: { markup: { ja: string; en: string }; stylesheets: string[]; script: string },
): string {
  const { page, language } = PRERENDER_ATTRIBUTES;
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`prerender: index.html has no ${root}`);
  if (!indexHtml.includes('</head>')) throw new Error('prerender: index.html has no </head>');
  const head = [
    // The entry's own styles are in index.html already.
    ...parts.stylesheets
      .filter((href) => !indexHtml.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    `<script src="${parts.script}"></script>`,
  ]
    .map((tag) => `    ${tag}\n`)
    .join('');
  const copies =
    `<div ${language}="ja">${parts.markup.ja}</div>` +
    `<div ${language}="en">${parts.markup.en}</div>`;
  return indexHtml
    .replace(/[ \t]*<\/head>/, `${head}  </head>`)
    .replace(root, `<div id="root" ${page}="sign-in">${copies}</div>`);
}

/** Renders the sign-in page in both languages (a child process; see the render script). */
function renderMarkup(): { ja: string; en: string } {
  const folder = mkdtempSync(join(tmpdir(), 'eigo-prerender-'));
  try {
    const out = join(folder, 'markup.json');
    execFileSync(process.execPath, ['--import', 'tsx', RENDER_SCRIPT, out], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    return JSON.parse(readFileSync(out, 'utf8')) as { ja: string; en: string };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Writes user/login.html and its blocking script into the build (see the top of this file). */
export function prerenderSignIn(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const manifest = JSON.parse(
          readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Parameters<typeof routeStylesheets>[0];
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        const script = signInPageScript(deferredTags(indexHtml));
        const hash = createHash('sha256').update(script).digest('hex').slice(0, 10);
        const scriptFile = `assets/sign-in-page-${hash}.js`;
        writeFileSync(join(outDir, scriptFile), script);
        const html = signInPage(withoutDeferredTags(indexHtml), {
          markup: renderMarkup(),
          stylesheets: routeStylesheets(manifest, SIGN_IN_ROUTE_MODULE).map(
            (file) => `${base}${file}`,
          ),
          script: `${base}${scriptFile}`,
        });
        const page = join(outDir, SIGN_IN_PAGE_FILE);
        mkdirSync(dirname(page), { recursive: true });
        writeFileSync(page, html);
      },
    },
  };
}
