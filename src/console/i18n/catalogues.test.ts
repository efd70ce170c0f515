import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from './en';
import ja from './ja';

// The console's catalogues: every message the console declares is in both languages, with the
// same placeholders, and every text is valid ICU.

const CONSOLE = join(import.meta.dirname, '..');
const UI = join(CONSOLE, '..', 'components', 'ui');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function declaredIds(): string[] {
  const ids = new Set<string>();
  for (const file of [...sourceFiles(CONSOLE), ...sourceFiles(UI)]) {
    const text = readFileSync(file, 'utf8');
    if (!/defineMessages?\s*[<(]/.test(text)) continue;
    for (const match of text.matchAll(/\bid:\s*'([^']+)'/g)) ids.add(match[1]!);
  }
  return [...ids];
}

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('the console’s catalogues', () => {
  const declared = declaredIds();

  it('find the console’s messages', () => {
    expect(declared.filter((id) => id.startsWith('console.')).length).toBeGreaterThan(100);
  });

  it.each([
    ['ja', ja],
    ['en', en],
  ])('%s has every declared id and nothing else of the console', (_language, catalogue) => {
    expect(declared.filter((id) => !(id in catalogue))).toEqual([]);
    const own = Object.keys(catalogue).filter((id) => id.startsWith('console.'));
    expect(own.filter((id) => !declared.includes(id))).toEqual([]);
  });

  it('ja and en have the same ids and fill the same placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ja).sort());
    const differing = Object.keys(ja).filter((id) => {
      const a = [...argumentsOf(parse(ja[id]!))].sort();
      const b = [...argumentsOf(parse(en[id] ?? ''))].sort();
      return a.join() !== b.join();
    });
    expect(differing).toEqual([]);
  });

  it('spells organisation the British way', () => {
    expect(Object.values(en).filter((text) => /organiz/i.test(text))).toEqual([]);
  });
});
