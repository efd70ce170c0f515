import { JSDOM, type DOMWindow } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTES } from '../src/lib/services/prerendered-page';
import { authToken, language } from '../src/lib/services/storage';
import {
  deferredTags,
  signInPageScript,
  PRERENDER_ATTRIBUTES,
  PRERENDER_STORAGE_KEYS,
  routeStylesheets,
  signInPage,
  withoutDeferredTags,
} from './prerender-sign-in';

// The build's index.html, as Vite writes it, with an async module script beside the entry (every
// module script and preload is deferred, whichever they are).
const INDEX_HTML = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <title>Eigo</title>
    <script type="module" async crossorigin src="/assets/async-extra-A.js"></script>
    <script type="module" crossorigin src="/assets/index-B.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const COPY = (language: 'ja' | 'en', title: string) =>
  `<div class="frame"><main id="main-content${language === 'en' ? '-en' : ''}"><h1>${title}</h1>` +
  `<form><input name="email" type="email"><input name="password" type="password">` +
  `<button type="button">${title}</button></form></main></div>`;

/** The sign-in page as the build writes it, its blocking script inline (jsdom cannot fetch it). */
function page(storage: Record<string, string>) {
  const html = signInPage(withoutDeferredTags(INDEX_HTML), {
    markup: { ja: COPY('ja', 'ログイン'), en: COPY('en', 'Sign in') },
    stylesheets: ['/assets/index-D.css', '/assets/auth-E.css'],
    script: '/assets/sign-in-page-F.js',
  }).replace(
    '<script src="/assets/sign-in-page-F.js"></script>',
    `<script>${signInPageScript(deferredTags(INDEX_HTML))}</script>`,
  );
  const dom = new JSDOM(html, {
    url: 'http://localhost/user/login',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
    },
  });
  return dom.window;
}

const loaded = (window: DOMWindow) =>
  new Promise<void>((resolve) => {
    if (window.document.readyState !== 'loading') resolve();
    else window.document.addEventListener('DOMContentLoaded', () => resolve());
  });
const nextFrame = (window: DOMWindow) =>
  new Promise<void>((resolve) =>
    window.requestAnimationFrame(() => window.setTimeout(() => window.setTimeout(resolve, 0), 0)),
  );
const headScripts = (window: DOMWindow) =>
  [
    ...window.document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]'),
  ].map((element) => element.getAttribute('src') ?? element.getAttribute('href'));

describe('the prerendered sign-in page', () => {
  it('names the stored items and attributes as the app does', () => {
    expect(PRERENDER_STORAGE_KEYS.authToken).toBe(authToken.key);
    expect(PRERENDER_STORAGE_KEYS.language).toBe(language.key);
    expect(PRERENDER_ATTRIBUTES.page).toBe(PRERENDERED_ATTRIBUTES.page);
    expect(PRERENDER_ATTRIBUTES.language).toBe(PRERENDERED_ATTRIBUTES.language);
    expect(PRERENDER_ATTRIBUTES.submitted).toBe(PRERENDERED_ATTRIBUTES.submitted);
  });

  it("takes index.html's module scripts and preloads out, to be added after the first paint", () => {
    expect(deferredTags(INDEX_HTML)).toEqual([
      {
        name: 'script',
        attributes: {
          type: 'module',
          async: '',
          crossorigin: '',
          src: '/assets/async-extra-A.js',
        },
      },
      {
        name: 'script',
        attributes: { type: 'module', crossorigin: '', src: '/assets/index-B.js' },
      },
      {
        name: 'link',
        attributes: { rel: 'modulepreload', crossorigin: '', href: '/assets/framework-C.js' },
      },
    ]);
    const rest = withoutDeferredTags(INDEX_HTML);
    expect(rest).not.toMatch(/type="module"|modulepreload/);
    expect(rest).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
  });

  it("puts both copies in #root, and the route's own styles and the script in the head", () => {
    const html = signInPage(INDEX_HTML, {
      markup: { ja: '<p>ja</p>', en: '<p>en</p>' },
      stylesheets: ['/assets/index-D.css', '/assets/auth-E.css'],
      script: '/assets/sign-in-page-F.js',
    });
    expect(html).toContain(
      '<div id="root" data-prerendered="sign-in"><div data-prerendered-language="ja"><p>ja</p></div><div data-prerendered-language="en"><p>en</p></div></div>',
    );
    expect(html.match(/index-D\.css/g)).toHaveLength(1);
    expect(html).toContain(
      '    <link rel="stylesheet" crossorigin href="/assets/auth-E.css">\n    <script src="/assets/sign-in-page-F.js"></script>\n  </head>',
    );
    expect(() =>
      signInPage('<html><head></head><body></body></html>', {
        markup: { ja: '', en: '' },
        stylesheets: [],
        script: '/x.js',
      }),
    ).toThrow(/no <div id="root"><\/div>/);
  });

  it("collects a route's styles through the modules it imports, once each", () => {
    const manifest = {
      'src/app/routes/auth-login.tsx': {
        file: 'a.js',
        css: ['auth.css'],
        imports: ['_b', 'index.html'],
      },
      _b: { file: 'b.js', css: ['b.css', 'auth.css'], imports: ['index.html'] },
      'index.html': { file: 'index.js', css: ['index.css'] },
    };
    // Imported modules' styles first, as the browser would load them.
    expect(routeStylesheets(manifest, 'src/app/routes/auth-login.tsx')).toEqual([
      'index.css',
      'b.css',
      'auth.css',
    ]);
    expect(() => routeStylesheets(manifest, 'src/missing.tsx')).toThrow(
      /not in the build's manifest/,
    );
  });

  it('shows the Japanese copy by default, and adds the app once the copy is painted', async () => {
    const window = page({});
    await loaded(window);
    expect(window.document.documentElement.lang).toBe('ja');
    expect(window.document.querySelectorAll('[data-prerendered-language]')).toHaveLength(1);
    expect(window.document.querySelector('h1')?.textContent).toBe('ログイン');
    await nextFrame(window);
    expect(headScripts(window)).toEqual([
      '/assets/async-extra-A.js',
      '/assets/index-B.js',
      '/assets/framework-C.js',
    ]);
    window.close();
  });

  it('shows the English copy for a stored English, and the Japanese one for anything malformed', async () => {
    const english = page({ 'eigo.v1.language': '"en"' });
    await loaded(english);
    expect(english.document.documentElement.lang).toBe('en');
    expect(english.document.querySelector('h1')?.textContent).toBe('Sign in');
    expect(english.document.getElementById('main-content-en')).not.toBeNull();
    english.close();

    const malformed = page({ 'eigo.v1.language': 'en', 'eigo.v1.authToken': '""' });
    await loaded(malformed);
    expect(malformed.document.documentElement.lang).toBe('ja');
    expect(malformed.document.documentElement.hasAttribute('data-prerendered-hidden')).toBe(false);
    expect(malformed.document.querySelector('h1')?.textContent).toBe('ログイン');
    malformed.close();
  });

  it('shows nothing to someone signed in, and adds the app at once', async () => {
    const window = page({ 'eigo.v1.authToken': '"token-1"' });
    expect(window.document.documentElement.hasAttribute('data-prerendered-hidden')).toBe(true);
    expect(headScripts(window)).toContain('/assets/index-B.js');
    await loaded(window);
    expect(window.document.querySelectorAll('[data-prerendered-language]')).toHaveLength(0);
    window.close();
  });

  it("remembers a press of the copy's button, or Enter in one of its fields, for the app", async () => {
    const window = page({});
    await loaded(window);
    const root = window.document.getElementById('root');
    window.document.querySelector('button')?.click();
    expect(root?.hasAttribute('data-prerendered-submitted')).toBe(true);
    root?.removeAttribute('data-prerendered-submitted');

    const field = window.document.querySelector('input');
    const enter = new window.KeyboardEvent('keydown', {
      key: 'Enter',
      bubbles: true,
      cancelable: true,
    });
    field?.dispatchEvent(enter);
    expect(root?.hasAttribute('data-prerendered-submitted')).toBe(true);
    expect(enter.defaultPrevented).toBe(true);

    // A key being composed (IME) is not a press.
    root?.removeAttribute('data-prerendered-submitted');
    field?.dispatchEvent(
      new window.KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }),
    );
    expect(root?.hasAttribute('data-prerendered-submitted')).toBe(false);
    window.close();
  });
});
