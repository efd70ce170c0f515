import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { Wordmark } from '../../components/ui/wordmark';
import { paths } from '../../config/routes';
import { AliasSwitch } from '../../features/aliases/components/alias-switch';
import { NavBar } from '../../features/shell/components/nav-bar';
import { layoutMessages } from '../../features/shell/messages';
import { useSession } from '../../hooks/use-session';
import { ClassEndWarning } from '../live/class-end-warning';
import { useRouteHandle } from '../route-handle';
import { AiChatLink } from './ai-chat-link';
import { ExerciseFeedback } from './exercise-feedback';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The signed-in frame: header with the navigation bar, then the screen. */
export function MainFrame({ children }: { children: ReactNode }) {
  const { limitedMode, flags, aliases, aliasUuid, selectAlias } = useSession();
  const { name } = useRouteHandle();
  return (
    <div className="frame frame--main">
      <SkipLink />
      <header className="app-header">
        <Link to={limitedMode ? paths.liveLobby(true) : paths.home()} className="app-header__name">
          <Wordmark>
            <FormattedMessage {...layoutMessages.appName} />
          </Wordmark>
        </Link>
        <NavBar
          limitedMode={!!limitedMode}
          aiChat={flags.llm_conversation ? <AiChatLink /> : undefined}
        />
        <div className="app-header__end">
          <AliasSwitch
            aliases={aliases}
            current={aliasUuid}
            onSelect={selectAlias}
            locked={limitedMode !== null}
          />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} className="frame__main" tabIndex={-1}>
        {name === 'eigoLiveLobby' ? <ClassEndWarning /> : null}
        {children}
      </main>
      <ExerciseFeedback />
    </div>
  );
}

export function MainLayout() {
  return (
    <MainFrame>
      <Outlet />
    </MainFrame>
  );
}
