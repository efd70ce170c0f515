import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../config/routes';
import { navMessages } from '../messages';

type NavBarProps = {
  /** In limited mode only Home (to the live lobby) and Settings are offered (spec 2.3). */
  limitedMode: boolean;
  /** The AI chat item, given only when the llm_conversation flag is on. */
  aiChat?: ReactNode;
};

/** The navigation bar of spec 2.3. */
export function NavBar({ limitedMode, aiChat }: NavBarProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  /** `area`: the item stands for every screen under this path (History's two pages). */
  const link = (to: string, label: string, end = false, area?: string) => {
    if (area) {
      const active = pathname.startsWith(area);
      return (
        <li>
          <Link
            to={to}
            className={active ? 'nav-bar__link active' : 'nav-bar__link'}
            aria-current={active ? 'page' : undefined}
          >
            {label}
          </Link>
        </li>
      );
    }
    return (
      <li>
        <NavLink to={to} end={end} className="nav-bar__link">
          {label}
        </NavLink>
      </li>
    );
  };
  return (
    <nav className="nav-bar" aria-label={intl.formatMessage(navMessages.label)}>
      <ul className="nav-bar__list">
        {limitedMode ? (
          link(paths.liveLobby(true), intl.formatMessage(navMessages.home))
        ) : (
          <>
            {link(paths.home(), intl.formatMessage(navMessages.home), true)}
            {link(paths.courseExplore(), intl.formatMessage(navMessages.search))}
            {link(
              paths.learningHistorySummary(),
              intl.formatMessage(navMessages.learningHistory),
              false,
              '/learning-history/',
            )}
            {link(paths.skills(), intl.formatMessage(navMessages.skills))}
            {aiChat ? <li>{aiChat}</li> : null}
          </>
        )}
        {link(paths.userSettings(), intl.formatMessage(navMessages.settings))}
      </ul>
    </nav>
  );
}
