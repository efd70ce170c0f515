import { FormattedMessage, useIntl } from 'react-intl';
import { useGetMockState } from '../../api/generated/endpoints/mock/mock';
import { LogoMark } from '../../components/ui/wordmark';
import { useConsoleLanguage } from '../i18n/console-language';
import type { ConsoleLanguage } from '../lib/console-storage';
import { consoleMessages } from '../messages';

/** How often the header reads the backend's switches again. */
const STATE_POLL_MS = 2000;

/** The console's header: its name, the backend's clock, maintenance and build at a glance, the language. */
export function ConsoleHeader() {
  const intl = useIntl();
  const { language, setLanguage } = useConsoleLanguage();
  const { data: state } = useGetMockState({ query: { refetchInterval: STATE_POLL_MS } });
  return (
    <header className="console-header">
      <p className="console-header__brand">
        <LogoMark className="console-header__logo" />
        <span className="console-header__product">
          <FormattedMessage {...consoleMessages.productName} />
        </span>
        <span className="console-header__name">
          <FormattedMessage {...consoleMessages.consoleName} />
        </span>
      </p>
      {state ? (
        <ul className="console-status" aria-label={intl.formatMessage(consoleMessages.statusLabel)}>
          <li className={`console-chip${state.clock.fixed ? ' console-chip--info' : ''}`}>
            <span className="console-chip__dot" aria-hidden="true" />
            {intl.formatMessage(
              state.clock.fixed ? consoleMessages.clockFixed : consoleMessages.clockReal,
              { time: new Date(state.clock.now) },
            )}
          </li>
          <li
            className={`console-chip${state.maintenance.active ? ' console-chip--warning' : ' console-chip--ok'}`}
          >
            <span className="console-chip__dot" aria-hidden="true" />
            <FormattedMessage
              {...(state.maintenance.active
                ? consoleMessages.maintenanceOn
                : consoleMessages.maintenanceOff)}
            />
          </li>
          <li className="console-chip">
            {intl.formatMessage(consoleMessages.build, { hash: state.build.commitHash })}
          </li>
        </ul>
      ) : null}
      <label className="console-header__language language-switch">
        <span className="visually-hidden">{intl.formatMessage(consoleMessages.language)}</span>
        <select
          value={language}
          onChange={(event) => setLanguage(event.target.value as ConsoleLanguage)}
        >
          <option value="ja" lang="ja">
            日本語
          </option>
          <option value="en" lang="en">
            English
          </option>
        </select>
      </label>
    </header>
  );
}
