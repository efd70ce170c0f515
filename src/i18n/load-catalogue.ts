import type { Language } from '../lib/storage';
import type { Catalogue } from './catalogue';
import ja from './ja/index';

// Japanese is the default and source locale and ships with the app; English is fetched the first
// time it is chosen (most devices never need it).
let english: Promise<Catalogue> | null = null;

export function loadCatalogue(language: Language): Promise<Catalogue> {
  if (language === 'ja') return Promise.resolve(ja);
  english ??= import('./en/index').then((module) => module.default);
  return english;
}

export const japaneseCatalogue: Catalogue = ja;
