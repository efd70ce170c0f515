import { useIntl } from 'react-intl';
import { consoleMessages } from '../messages';
import type { ConsoleView } from '../lib/console-view';

const VIEWS = [
  { view: 'live', message: consoleMessages.navLive },
  { view: 'demo', message: consoleMessages.navDemo },
  { view: 'activity', message: consoleMessages.navActivity },
] as const satisfies readonly { view: ConsoleView; message: unknown }[];

/** The console's three views, as links to their fragment (#live, #demo, #activity). */
export function ViewNav({ current }: { current: ConsoleView }) {
  const intl = useIntl();
  return (
    <nav className="console-nav" aria-label={intl.formatMessage(consoleMessages.navLabel)}>
      <ul className="console-nav__list">
        {VIEWS.map(({ view, message }) => (
          <li key={view}>
            <a
              className="console-nav__link"
              href={`#${view}`}
              aria-current={view === current ? 'page' : undefined}
            >
              {intl.formatMessage(message)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
