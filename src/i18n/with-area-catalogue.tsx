import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Catalogue } from './catalogue';

/**
 * The Japanese messages of an area that only its own routes show (sign-in, courses, history,
 * skills, settings…) ship with those routes instead of the entry, which keeps the first load small
 * (the size budget). The route wraps its screen in this; in English the lazily loaded catalogue
 * already has every area. The provider is always there, so switching language keeps the screen's
 * state (what was typed, what was shown).
 */
export function WithAreaCatalogue({ ja, children }: { ja: Catalogue; children: ReactNode }) {
  const { locale, messages } = useIntl();
  const merged = useMemo(
    () => (locale === 'ja' ? { ...messages, ...ja } : messages) as Record<string, string>,
    [locale, messages, ja],
  );
  return (
    <IntlProvider locale={locale} defaultLocale="ja" messages={merged}>
      {children}
    </IntlProvider>
  );
}
