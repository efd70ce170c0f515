import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { settingsMessages } from '../messages';

/** Who is signed in, and the logout button. */
export function AccountSection({
  email,
  onLogout,
}: {
  email: string | null;
  onLogout: () => void;
}) {
  const intl = useIntl();
  return (
    <section aria-labelledby="settings-account-heading" className="panel settings-section">
      <h2 id="settings-account-heading">{intl.formatMessage(settingsMessages.accountHeading)}</h2>
      {email ? <p>{intl.formatMessage(settingsMessages.signedInAs, { email })}</p> : null}
      <Button variant="secondary" onClick={onLogout}>
        {intl.formatMessage(settingsMessages.logout)}
      </Button>
    </section>
  );
}
