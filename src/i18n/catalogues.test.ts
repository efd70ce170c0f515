import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { declaredMessages, en, ja } from './catalogue-test-support';

/** Every message id declared with defineMessage(s) anywhere in src/, with its file. */
function declaredIds(): Map<string, string> {
  return new Map(declaredMessages().flatMap(({ id, file }) => (id === null ? [] : [[id, file]])));
}

/** The argument names a message uses (so both languages fill the same placeholders). */
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

describe('message catalogues', () => {
  const declared = declaredIds();

  it('finds the declared messages', () => {
    expect(declared.size).toBeGreaterThan(50);
    expect(declared.has('nav.home')).toBe(true);
  });

  it.each([
    ['ja', ja],
    ['en', en],
  ])('%s has every declared id', (_language, catalogue) => {
    const missing = [...declared]
      .filter(([id]) => !(id in catalogue))
      .map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('ja and en have the same ids', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ja).sort());
  });

  it('ja and en fill the same placeholders, and every message is valid ICU', () => {
    const differing = Object.keys(ja).filter((id) => {
      const a = [...argumentsOf(parse(ja[id]!))].sort();
      const b = [...argumentsOf(parse(en[id] ?? ''))].sort();
      return a.join() !== b.join();
    });
    expect(differing).toEqual([]);
  });

  it('spells organisation one way in English, the British way', () => {
    const us = Object.entries(en).filter(([, text]) => /organiz/i.test(text));
    expect(us).toEqual([]);
    const spellings = new Set(
      Object.values(en)
        .flatMap((text) => text.match(/organi[sz]\w*/gi) ?? [])
        .map((word) => word.toLowerCase().slice(0, 8)),
    );
    expect([...spellings]).toEqual(['organisa']);
  });

  it.each([
    ['ja', ja],
    ['en', en],
  ])('%s links individual users to the app', (_language, catalogue) => {
    const text = catalogue['user.authentication.error.organisationOnly']!;
    expect(argumentsOf(parse(text))).toContain('<appLink>');
  });
});

describe('Japanese typography', () => {
  // Brackets in Japanese text are full-width: （おすすめ）, not (おすすめ). Half-width ones stay
  // in English text, ICU syntax and date patterns of English screens.
  const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー。、]/u;
  const halfWidthBrackets = (text: string) =>
    [...text.matchAll(/\(([^()]*)\)/g)]
      .filter((match) => {
        const at = match.index;
        const around =
          text.slice(Math.max(0, at - 1), at) + match[1] + text.charAt(at + match[0].length);
        return JAPANESE.test(around);
      })
      .map((match) => match[0]);

  it('uses full-width brackets in the Japanese catalogues and legal texts', async () => {
    const terms = (await import('./legal/ja/terms')).default;
    const privacy = (await import('./legal/ja/privacy')).default;
    const texts = [...Object.values(ja), JSON.stringify(terms), JSON.stringify(privacy)];
    expect(texts.flatMap(halfWidthBrackets)).toEqual([]);
  });
});
