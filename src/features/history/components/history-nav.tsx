import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { paths } from '../../../config/routes';
import { historyMessages } from '../messages';

/** The two pages of the learning history, the current one marked (aria-current). */
export function HistoryNav() {
  const intl = useIntl();
  return (
    <nav className="history-nav" aria-label={intl.formatMessage(historyMessages.pagesLabel)}>
      <ul>
        <li>
          <NavLink to={paths.learningHistorySummary()} className="history-nav__link" end>
            {intl.formatMessage(historyMessages.summaryLink)}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.learningHistoryExerciseLogs()} className="history-nav__link" end>
            {intl.formatMessage(historyMessages.logsLink)}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
