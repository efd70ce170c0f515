import { FormattedMessage } from 'react-intl';
import { homeMessages } from '../messages';
import '../home.css';

/** The page heading of the home dashboard, greeting the user by name. */
export function HomeWelcome({ userName }: { userName: string }) {
  return (
    <h1 className="home__title">
      <FormattedMessage {...homeMessages.welcome} values={{ name: userName }} />
    </h1>
  );
}
