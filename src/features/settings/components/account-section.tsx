import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { settingsMessages } from '../messages';

/** Who is signed in and in which class (the alias's groups, once known), and the logout button. */
export function AccountSection({
  email,
  groupNames,
  onLogout,
}: {
  email: string | null;
  groupNames: readonly string[];
  onLogout: () => void;
}) {
  const intl = useIntl();
  return (
    <section aria-labelledby="settings-account-heading" className="panel settings-section">
      <h2 id="settings-account-heading">{intl.formatMessage(settingsMessages.accountHeading)}</h2>
      {email ? <p>{intl.formatMessage(settingsMessages.signedInAs, { email })}</p> : null}
      {groupNames.length ? (
        <p>
          {intl.formatMessage(settingsMessages.groups, {
            groups: intl.formatList(groupNames, { type: 'conjunction' }),
          })}
        </p>
      ) : null}
      <Button variant="secondary" onClick={onLogout}>
        {intl.formatMessage(settingsMessages.logout)}
      </Button>
    </section>
  );
}
