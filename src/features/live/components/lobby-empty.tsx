import { FormattedMessage } from 'react-intl';
import { lobbyMessages } from '../messages';
import { HomeLink } from './home-link';

/** No class of the alias's groups is planned or under way. */
export function LobbyEmpty() {
  return (
    <>
      <div className="notice">
        <h2 className="notice__title">
          <FormattedMessage {...lobbyMessages.emptyTitle} />
        </h2>
        <p>
          <FormattedMessage {...lobbyMessages.emptyBody} />
        </p>
      </div>
      <HomeLink />
    </>
  );
}
