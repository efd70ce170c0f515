import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The size budgets as docs/performance.md states them are the ones `.size-limit.js` enforces. The
// config is read as text: importing it needs a build (it reads the build's manifest).

const config = readFileSync('.size-limit.js', 'utf8');
const docs = readFileSync('docs/performance.md', 'utf8').replace(/\s+/g, ' ');

/** The limit of the config's entry whose name starts with `name`. */
function limitOf(name: string): string {
  const entry = new RegExp(`name: ["'\`]${name}[^]*?limit: '([\\d.]+) kB'`).exec(config);
  expect(entry, `a budget named ${name} in .size-limit.js`).not.toBeNull();
  return entry![1]!;
}

describe('the size budgets in docs/performance.md', () => {
  it('are the limits .size-limit.js enforces', () => {
    const paragraph = /\*\*Size budgets\*\*.*?every lazily loaded chunk ≤ [\d.]+ kB/.exec(
      docs,
    )?.[0];
    expect(paragraph, 'the **Size budgets** paragraph').toBeDefined();
    expect(paragraph).toContain(`prerendered page's script) ≤ ${limitOf('sign-in page')} kB`);
    expect(paragraph).toContain(`(entry and home route) ≤ ${limitOf('home after sign-in')} kB`);
    const lazy = /limit: '([\d.]+) kB'/.exec(config.slice(config.indexOf('const lazyChunks')));
    expect(paragraph).toContain(`every lazily loaded chunk ≤ ${lazy![1]} kB`);
  });
});
