import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// The favicon (public/favicon.svg, 0.4 kB) written into the built index.html as a data: URL:
// one request fewer on a cold load, where the browser asks for the icon while the app's scripts
// are still on their way and every request shares the link (docs/performance.md). The policy's
// img-src allows data: (scripts/content-security-policy.ts). The prerendered sign-in page is made
// from the built index.html and has it too. The file stays in public/ for whoever asks for it.

const FAVICON = fileURLToPath(new URL('../public/favicon.svg', import.meta.url));
const FAVICON_LINK = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/;

/** An SVG document as a data: URL, safe inside a double-quoted attribute. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/** `html` with its favicon link pointing at `svg` itself; throws when it has no such link. */
export function withInlineFavicon(html: string, svg: string): string {
  if (!FAVICON_LINK.test(html)) {
    throw new Error('inline-favicon: index.html has no <link rel="icon" href="/favicon.svg" …>');
  }
  return html.replace(
    FAVICON_LINK,
    () => `<link rel="icon" href="${svgDataUrl(svg)}" type="image/svg+xml" />`,
  );
}

/** The build step (not the dev server, which serves the file as it is). */
export function inlineFavicon(): Plugin {
  return {
    name: 'inline-favicon',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withInlineFavicon(html, readFileSync(FAVICON, 'utf8')),
    },
  };
}
