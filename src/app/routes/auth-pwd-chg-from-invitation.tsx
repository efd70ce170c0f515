import { useIntl } from 'react-intl';
import { ComingLater } from '../../features/shell/components/coming-later';
import { pageTitleMessages } from '../../features/shell/messages';

// Placeholder written by the shell (part 1); the sign-in flows (part 2) own and replace this module.
export default function AuthPwdChgFromInvitationRoute() {
  const intl = useIntl();
  return <ComingLater title={intl.formatMessage(pageTitleMessages.signIn)} />;
}
