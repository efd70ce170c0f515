import { FormattedMessage } from 'react-intl';
import { homeMessages } from '../messages';

/** The greeting at the top of the home screen. */
export function HomeWelcome({ userName, orgName }: { userName: string; orgName: string | null }) {
  return (
    <header className="home-welcome">
      <h1>
        <FormattedMessage {...homeMessages.welcome} values={{ name: userName }} />
      </h1>
      {orgName ? (
        <p className="home-welcome__org">
          <FormattedMessage {...homeMessages.organisation} values={{ organisation: orgName }} />
        </p>
      ) : null}
      <p>
        <FormattedMessage {...homeMessages.intro} />
      </p>
    </header>
  );
}
