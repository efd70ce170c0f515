import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { Wordmark } from '../../components/ui/wordmark';
import { LanguageSwitch } from '../../features/shell/components/language-switch';
import { layoutMessages } from '../../features/shell/messages';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The signed-out frame (login and the other sign-in flows): app name and language switch. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="frame frame--public">
      <SkipLink />
      <header className="app-header app-header--public">
        <span className="app-header__name">
          <Wordmark>
            <FormattedMessage {...layoutMessages.appName} />
          </Wordmark>
        </span>
        <div className="app-header__end">
          <LanguageSwitch />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className="frame__main frame__main--narrow" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
