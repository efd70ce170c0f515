import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { SessionContext, type SessionValue } from '../../../hooks/use-session';
import type { Catalogue } from '../../../i18n/catalogue';
import enExercises from '../../../i18n/en/exercises';
import jaExercises from '../../../i18n/ja/exercises';
import { displayLanguages, type DisplayLanguage } from '../../../lib/services/storage';

// Shared by the kinds' tests of the display language (spec 3): a signed-in learner who hides one
// language, and the names of the 「・・・」 buttons that show a hidden line again.

const USER_UUID = 'learner-1';

export const REVEAL = {
  ja: { english: '隠した英語を見る', translation: '隠した日本語訳を見る' },
  en: { english: 'Show the hidden English', translation: 'Show the hidden translation' },
} as const;

/** Renders `ui` in `locale` (with the kind's `messages`) for a learner who hides `hidden`. */
export function renderHiding(
  hidden: DisplayLanguage,
  locale: 'ja' | 'en',
  messages: Catalogue,
  ui: ReactElement,
) {
  displayLanguages.write({ [USER_UUID]: hidden });
  const concealed = locale === 'ja' ? jaExercises : enExercises;
  return render(
    <SessionContext.Provider value={{ userUuid: USER_UUID } as SessionValue}>
      <IntlProvider locale={locale} messages={{ ...messages, ...concealed }}>
        {ui}
      </IntlProvider>
    </SessionContext.Provider>,
  );
}
