import type { Language } from '../lib/services/storage';
import type { Catalogue } from './catalogue';
import ja from './ja/index';

// Japanese is the default and source locale and ships with the app; English is fetched the first
// time it is chosen (most devices never need it).
let english: Promise<Catalogue> | null = null;
let englishLoaded: Catalogue | null = null;

export function loadCatalogue(language: Language): Promise<Catalogue> {
  if (language === 'ja') return Promise.resolve(ja);
  english ??= import('./en/index').then((module) => {
    englishLoaded = module.default;
    return module.default;
  });
  return english;
}

/** A catalogue already in, at once (null while English has not arrived). */
export function loadedCatalogue(language: Language): Catalogue | null {
  return language === 'ja' ? ja : englishLoaded;
}

export const japaneseCatalogue: Catalogue = ja;
