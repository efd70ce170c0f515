import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgDataUrl, withInlineFavicon } from './inline-favicon';

const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const favicon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');

describe('withInlineFavicon', () => {
  it('points index.html’s icon link at the SVG itself, and leaves the rest alone', () => {
    const html = withInlineFavicon(indexHtml, favicon);
    const href = /<link rel="icon" href="([^"]*)" type="image\/svg\+xml" \/>/.exec(html)?.[1];
    expect(href).toBe(svgDataUrl(favicon));
    expect(decodeURIComponent(href!.replace(/^data:image\/svg\+xml,/, ''))).toBe(favicon.trim());
    expect(html).not.toContain('/favicon.svg');
    expect(html.replace(/<link rel="icon"[^>]*>/, '')).toBe(
      indexHtml.replace(/<link rel="icon"[^>]*>/, ''),
    );
  });

  it('fails the build when index.html has no such link', () => {
    expect(() => withInlineFavicon('<!doctype html><title>x</title>', favicon)).toThrow(
      /no <link rel="icon"/,
    );
  });

  it('writes a URL that cannot end the attribute or the tag', () => {
    expect(svgDataUrl('<svg a="1">&</svg>')).not.toMatch(/["<>&]/);
  });
});
