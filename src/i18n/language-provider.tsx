import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useStoredItem } from '../hooks/use-stored-item';
import { language as storedLanguage, type Language } from '../lib/services/storage';
import type { Catalogue } from './catalogue';
import { setSessionLanguage } from '../api/session-store';
import { LanguageContext } from './language-context';
import { japaneseCatalogue, loadCatalogue, loadedCatalogue } from './load-catalogue';

type Loaded = { language: Language; messages: Catalogue };

/**
 * The chosen language and its catalogue around react-intl. Until a lazily loaded catalogue
 * arrives the previous one stays on screen, so switching never flashes raw ids.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [wanted, setLanguage] = useStoredItem(storedLanguage);
  // A catalogue already in (Japanese, or English asked for at startup: src/main.tsx) shows in the
  // first render, so the first screen is never an empty one.
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const messages = loadedCatalogue(wanted);
    return messages ? { language: wanted, messages } : null;
  });

  useEffect(() => {
    let current = true;
    loadCatalogue(wanted).then(
      (messages) => {
        // The same catalogue again (Japanese, there from the start) changes nothing: no render.
        if (current) {
          setLoaded((previous) =>
            previous?.language === wanted && previous.messages === messages
              ? previous
              : { language: wanted, messages },
          );
        }
      },
      () => {
        // The English chunk could not be fetched (offline): stay in Japanese rather than fail.
        if (current) setLoaded({ language: 'ja', messages: japaneseCatalogue });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  // Until its catalogue is in (nothing renders meanwhile), the language is the one wanted: the
  // calls the route loaders start at once go out in it and are not fetched again on arrival.
  const language = loaded?.language ?? wanted;
  // Before any child's effect: the session's first calls (started in the children's effects) go
  // out in the screen's language, not in Japanese until this provider's own effect has run.
  useLayoutEffect(() => {
    setSessionLanguage(language);
    document.documentElement.lang = language;
  }, [language]);
  // Answers carry text in the language of the request (category names, release notes, messages):
  // the screens' queries carry the language in their keys (src/api/queries/session-key.ts), so
  // after a switch they read the new language's entries, asked for then; nothing is refetched.

  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  if (!loaded) return null;
  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider locale={loaded.language} defaultLocale="ja" messages={loaded.messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
