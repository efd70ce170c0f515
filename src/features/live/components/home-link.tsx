import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { lobbyMessages } from '../messages';

/** The way back home, offered while no limited mode holds the learner in the lobby. */
export function HomeLink() {
  return (
    <p>
      <Link to={paths.home()}>
        <FormattedMessage {...lobbyMessages.home} />
      </Link>
    </p>
  );
}
