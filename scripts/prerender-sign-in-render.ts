// Run by the build (scripts/prerender-sign-in.ts, a child process of `vite build`): renders the
// sign-in page, /user/login for someone signed out, in Japanese and in English, with the app's own
// modules (loaded through Vite's module runner) in a jsdom document, exactly as the browser's
// first render shows it, and writes its markup as JSON to the file named by the first argument:
//   { "ja": "<div class=\"frame frame--public\">…", "en": "…" }
// The markup is made ready to stand in a page before the app's JavaScript: the submit buttons are
// plain buttons (the form's own submit would send the password in the address), and the English
// copy's ids are its own (the labels of both copies would otherwise name the Japanese fields).
// A separate process because the render leaves timers and globals behind: it ends with exit(0).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';
import type * as Providers from '../src/app/providers';
import type * as QueryClient from '../src/app/query-client';
import type * as Router from '../src/app/router';
import type * as Storage from '../src/lib/services/storage';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PATH = '/user/login';
const TIMEOUT_MS = 30_000;
type Language = 'ja' | 'en';

const dom = new JSDOM('<!doctype html><html lang="ja"><head></head><body></body></html>', {
  url: `http://localhost${PATH}`,
  pretendToBeVisual: true,
});
const { window } = dom;
// The router's scroll restoration scrolls the first screen to the top; a page of markup has nowhere
// to scroll (jsdom only reports that it cannot).
window.scrollTo = () => undefined;

/** The browser's globals, as the app's modules expect them at import and at render. */
function installGlobals() {
  const keep = new Set(Object.getOwnPropertyNames(globalThis));
  for (const key of Object.getOwnPropertyNames(window)) {
    if (keep.has(key) || key.startsWith('_')) continue;
    Object.defineProperty(globalThis, key, {
      configurable: true,
      get: () => (window as unknown as Record<string, unknown>)[key],
    });
  }
  for (const key of ['window', 'self', 'document', 'navigator', 'location']) {
    Object.defineProperty(globalThis, key, {
      configurable: true,
      get: () => (key === 'window' || key === 'self' ? window : window[key as 'document']),
    });
  }
  const noMatch = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  window.matchMedia = noMatch as unknown as typeof window.matchMedia;
  // Nothing is answered: a signed-out sign-in page asks for nothing it shows (build info at most).
  const pending = () => new Promise<Response>(() => undefined);
  globalThis.fetch = pending;
  window.fetch = pending;
}

/** Waits until `ready()` holds and the markup has stopped changing for a moment. */
async function settled(container: HTMLElement, ready: () => boolean, language: Language) {
  const started = Date.now();
  let last = '';
  let stableSince = 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const html = container.innerHTML;
    if (container.querySelector('.route-error')) {
      throw new Error(
        `prerender: the sign-in page (${language}) failed to render: ${html.slice(0, 300)}`,
      );
    }
    if (html !== last) {
      last = html;
      stableSince = Date.now();
    } else if (ready() && Date.now() - stableSince >= 200) {
      return html;
    }
    if (Date.now() - started > TIMEOUT_MS) {
      throw new Error(
        `prerender: the sign-in page (${language}) did not show its form within ${TIMEOUT_MS / 1000} s; it shows: ${html.slice(0, 300)}`,
      );
    }
  }
}

/** Ids of `copy` that `other` has too, renamed with `suffix`, and every reference to them. */
function renameSharedIds(copy: HTMLElement, other: HTMLElement, suffix: string) {
  const taken = new Set([...other.querySelectorAll('[id]')].map((element) => element.id));
  const renamed = new Map<string, string>();
  for (const element of copy.querySelectorAll('[id]')) {
    if (!taken.has(element.id)) continue;
    renamed.set(element.id, `${element.id}${suffix}`);
    element.id = `${element.id}${suffix}`;
  }
  const rename = (value: string) =>
    value
      .split(/\s+/)
      .map((id) => renamed.get(id) ?? id)
      .join(' ');
  for (const attribute of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
    for (const element of copy.querySelectorAll(`[${attribute}]`)) {
      element.setAttribute(attribute, rename(element.getAttribute(attribute) ?? ''));
    }
  }
  for (const link of copy.querySelectorAll('a[href^="#"]')) {
    const target = renamed.get((link.getAttribute('href') ?? '').slice(1));
    if (target) link.setAttribute('href', `#${target}`);
  }
}

async function main() {
  const out = process.argv[2];
  if (!out) throw new Error('usage: prerender-sign-in-render.ts <out.json>');
  installGlobals();
  const server = await createServer({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
  });
  try {
    const load = <T>(path: string) => server.ssrLoadModule(path) as Promise<T>;
    const { createRoot } = await import('react-dom/client');
    const { createElement } = await import('react');
    const { AppProviders } = await load<typeof Providers>('/src/app/providers.tsx');
    const { createAppRouter } = await load<typeof Router>('/src/app/router.tsx');
    const { createAppQueryClient } = await load<typeof QueryClient>('/src/app/query-client.ts');
    const storage = await load<typeof Storage>('/src/lib/services/storage.ts');

    const markup = {} as Record<Language, HTMLElement>;
    for (const language of ['ja', 'en'] as const) {
      storage.authToken.clear();
      storage.language.write(language);
      const container = window.document.createElement('div');
      window.document.body.append(container);
      const root = createRoot(container, { identifierPrefix: `prerendered-${language}-` });
      const queryClient = createAppQueryClient();
      root.render(
        createElement(AppProviders, { router: createAppRouter(queryClient), queryClient }),
      );
      await settled(
        container,
        () =>
          container.querySelector('input[type="password"]') !== null &&
          window.document.documentElement.lang === language,
        language,
      );
      // What React set as properties, not attributes: the language list's choice.
      for (const option of container.querySelectorAll('option')) {
        option.toggleAttribute('selected', option.selected);
      }
      const withChoices = container.innerHTML;
      root.unmount();
      const copy = window.document.createElement('div');
      copy.innerHTML = withChoices;
      for (const button of copy.querySelectorAll('button[type="submit"]')) {
        button.setAttribute('type', 'button');
      }
      // The policy (style-src 'self') refuses style attributes written in a page: React's own go
      // through the CSSOM, these would not.
      const styled = copy.querySelector('[style]');
      if (styled) {
        throw new Error(
          `prerender: the sign-in page (${language}) has a style attribute, which the Content-Security-Policy would refuse: ${styled.outerHTML.slice(0, 200)}`,
        );
      }
      markup[language] = copy;
      container.remove();
    }
    renameSharedIds(markup.en, markup.ja, '-en');
    writeFileSync(out, JSON.stringify({ ja: markup.ja.innerHTML, en: markup.en.innerHTML }));
  } finally {
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
