import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The build's render of the sign-in page (a child process, as `vite build` runs it).
const SCRIPT = fileURLToPath(new URL('./prerender-sign-in-render.ts', import.meta.url));
let folder = '';
let markup: { ja: string; en: string };

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'eigo-prerender-test-'));
  const out = join(folder, 'markup.json');
  execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, out], { stdio: 'pipe' });
  markup = JSON.parse(readFileSync(out, 'utf8')) as typeof markup;
}, 60_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const parse = (html: string) => JSDOM.fragment(`<div>${html}</div>`).firstElementChild as Element;

describe("the sign-in page's prerendered markup", () => {
  it('is the sign-in form in each language', () => {
    const ja = parse(markup.ja);
    const en = parse(markup.en);
    expect(ja.querySelector('h1')?.textContent).toBe('ログイン');
    expect(en.querySelector('h1')?.textContent).toBe('Sign in');
    for (const copy of [ja, en]) {
      expect(copy.querySelector('input[name="email"][type="email"]')).not.toBeNull();
      expect(copy.querySelector('input[name="password"][type="password"]')).not.toBeNull();
    }
    // The language list shows the copy's own language.
    expect(ja.querySelector('option[selected]')?.getAttribute('value')).toBe('ja');
    expect(en.querySelector('option[selected]')?.getAttribute('value')).toBe('en');
  });

  it('can never be sent by the browser itself, and has no style attribute the policy would refuse', () => {
    for (const html of [markup.ja, markup.en]) {
      const copy = parse(html);
      expect(copy.querySelector('button[type="submit"], input[type="submit"]')).toBeNull();
      expect(copy.querySelector('form button')?.getAttribute('type')).toBe('button');
      expect(copy.querySelector('[style]')).toBeNull();
    }
  });

  it('gives each copy ids of its own, which its labels and links name', () => {
    const ja = parse(markup.ja);
    const en = parse(markup.en);
    const ids = (copy: Element) => [...copy.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids(ja).filter((id) => ids(en).includes(id))).toEqual([]);
    for (const copy of [ja, en]) {
      for (const label of copy.querySelectorAll('label[for]')) {
        expect(copy.querySelector(`[id="${label.getAttribute('for')}"]`)).not.toBeNull();
      }
      for (const link of copy.querySelectorAll('a[href^="#"]')) {
        expect(copy.querySelector(`[id="${link.getAttribute('href')?.slice(1)}"]`)).not.toBeNull();
      }
    }
  });
});
