import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { ja } from 'date-fns/locale/ja';
import type { Language } from '../lib/services/storage';

/**
 * The date-fns locale of a screen language (import only from lazily loaded screens). English costs
 * nothing extra: date-fns's format() carries it as its default locale anyway.
 */
export function dateLocale(language: Language): Locale {
  return language === 'en' ? enUS : ja;
}
