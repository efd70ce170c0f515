import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../config/routes';
import { navMessages } from '../messages';
import { NavIcon, type NavIconName } from './nav-icons';

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
  const link = (icon: NavIconName, to: string, label: string, end = false, area?: string) => {
    const content = (
      <>
        <NavIcon name={icon} />
        <span className="nav-bar__label">{label}</span>
      </>
    );
    if (area) {
      const active = pathname.startsWith(area);
      return (
        <li>
          <Link
            to={to}
            className={active ? 'nav-bar__link active' : 'nav-bar__link'}
            aria-current={active ? 'page' : undefined}
          >
            {content}
          </Link>
        </li>
      );
    }
    return (
      <li>
        <NavLink to={to} end={end} className="nav-bar__link">
          {content}
        </NavLink>
      </li>
    );
  };
  return (
    <nav className="nav-bar" aria-label={intl.formatMessage(navMessages.label)}>
      <ul className="nav-bar__list">
        {limitedMode ? (
          link('home', paths.liveLobby(true), intl.formatMessage(navMessages.home))
        ) : (
          <>
            {link('home', paths.home(), intl.formatMessage(navMessages.home), true)}
            {link('search', paths.courseExplore(), intl.formatMessage(navMessages.search))}
            {link(
              'history',
              paths.learningHistorySummary(),
              intl.formatMessage(navMessages.learningHistory),
              false,
              '/learning-history/',
            )}
            {link('skills', paths.skills(), intl.formatMessage(navMessages.skills))}
            {aiChat ? <li>{aiChat}</li> : null}
          </>
        )}
        {link('settings', paths.userSettings(), intl.formatMessage(navMessages.settings))}
      </ul>
    </nav>
  );
}
