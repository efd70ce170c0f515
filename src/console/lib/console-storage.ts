// What the console remembers in this browser, under its own keys (`eigo.console.*`, apart from the
// learner app's) through the app's storage module: the screen language, the learner app's address
// for links and QR codes, and the class on screen.
import { LANGUAGES, localItem, type Language } from '../../lib/services/storage';
import { nullable, oneOf, positiveInt, str } from '../../lib/services/storage-parsers';

export type ConsoleLanguage = Language;

const key = (name: string) => `eigo.console.${name}`;

export const storedLanguage = localItem<ConsoleLanguage>(key('language'), oneOf(LANGUAGES), 'ja');
/** The learner app's origin as typed in the console ('' until one is typed: this page's own). */
export const storedAppOrigin = localItem<string>(key('appOrigin'), str, '');
export const storedSessionId = localItem<number | null>(
  key('sessionId'),
  nullable(positiveInt),
  null,
);
