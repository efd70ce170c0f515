// What the console remembers in this browser (its own keys, apart from the learner app's): the
// screen language, the learner app's address for links and QR codes, and the class on screen.

export type ConsoleLanguage = 'ja' | 'en';

type Item<T> = { read(): T; write(value: T): void };

function item<T>(name: string, check: (value: unknown) => value is T, fallback: T): Item<T> {
  const key = `eigo.console.${name}`;
  return {
    read() {
      try {
        const text = localStorage.getItem(key);
        const value: unknown = text === null ? undefined : JSON.parse(text);
        return check(value) ? value : fallback;
      } catch {
        return fallback;
      }
    },
    write(value) {
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or off: the choice lasts as long as the page.
      }
    },
  };
}

const isLanguage = (value: unknown): value is ConsoleLanguage => value === 'ja' || value === 'en';
const isString = (value: unknown): value is string => typeof value === 'string';
const isSessionId = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0);

export const storedLanguage = item<ConsoleLanguage>('language', isLanguage, 'ja');
/** The learner app's origin as typed in the console ('' until one is typed: this page's own). */
export const storedAppOrigin = item<string>('appOrigin', isString, '');
export const storedSessionId = item<number | null>('sessionId', isSessionId, null);
