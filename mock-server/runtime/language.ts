export type Lang = 'ja' | 'en';

/** The answer language from Accept-Language: English when it asks for en first, else Japanese. */
export function languageOf(request: Request): Lang {
  const header = request.headers.get('accept-language') ?? '';
  return header.trim().toLowerCase().startsWith('en') ? 'en' : 'ja';
}

/** Picks the text for the language from a {ja, en} pair. */
export function pick(lang: Lang, text: { ja: string; en: string }): string {
  return text[lang];
}
