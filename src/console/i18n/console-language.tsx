import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import { storedLanguage, type ConsoleLanguage } from '../lib/console-storage';
import en from './en';
import ja from './ja';

// The console's language (Japanese by default, English too) around react-intl. Both catalogues
// ship with the console (it is small). Every date and time is shown in Japan time.

export const CONSOLE_TIME_ZONE = 'Asia/Tokyo';

/** The named formats the catalogues use: `{time, date, day}`, `{time, time, hm}` and so on. */
export const CONSOLE_FORMATS = {
  date: {
    day: { month: 'short', day: 'numeric', weekday: 'short' },
    full: {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
    },
  },
  time: {
    hm: { hour: 'numeric', minute: '2-digit' },
    hms: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  },
} as const;

type LanguageState = { language: ConsoleLanguage; setLanguage: (next: ConsoleLanguage) => void };

const LanguageContext = createContext<LanguageState | null>(null);

let active: ConsoleLanguage = storedLanguage.read();
/** The language of the screen, for the HTTP client's Accept-Language. */
export const consoleLanguage = () => active;

export function useConsoleLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useConsoleLanguage must be used inside ConsoleLanguageProvider');
  return state;
}

export function ConsoleLanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<ConsoleLanguage>(() => storedLanguage.read());
  const queryClient = useQueryClient();
  const answeredIn = useRef(language);
  useEffect(() => {
    active = language;
    storedLanguage.write(language);
    document.documentElement.lang = language;
    // Answers carry text in the request's language (category names, problems): fetch again.
    if (answeredIn.current !== language) {
      answeredIn.current = language;
      void queryClient.invalidateQueries();
    }
  }, [language, queryClient]);
  const state = useMemo(() => ({ language, setLanguage }), [language]);
  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider
        locale={language}
        defaultLocale="ja"
        messages={language === 'ja' ? ja : en}
        timeZone={CONSOLE_TIME_ZONE}
        formats={CONSOLE_FORMATS}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
