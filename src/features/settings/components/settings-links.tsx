import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { settingsMessages } from '../messages';

type SettingsLinksProps = {
  helpUrl: string;
  /** Given only to teachers and administrators (../admin-site.ts), never to a learner. */
  adminSiteUrl?: string;
};

/** Help guide, legal pages, release notes and the administrator site. */
export function SettingsLinks({ helpUrl, adminSiteUrl }: SettingsLinksProps) {
  const intl = useIntl();
  const newTab = intl.formatMessage(settingsMessages.opensInNewTab);
  return (
    <section aria-labelledby="settings-about-heading" className="panel settings-section">
      <h2 id="settings-about-heading">{intl.formatMessage(settingsMessages.aboutHeading)}</h2>
      <ul className="link-list">
        <li>
          <a href={helpUrl} target="_blank" rel="noreferrer">
            {intl.formatMessage(settingsMessages.help)}
            <span className="visually-hidden"> {newTab}</span>
          </a>
        </li>
        <li>
          <Link to={paths.userTermsOfServices()}>{intl.formatMessage(settingsMessages.terms)}</Link>
        </li>
        <li>
          <Link to={paths.userPrivacyPolicy()}>{intl.formatMessage(settingsMessages.privacy)}</Link>
        </li>
        <li>
          <Link to={paths.releaseNotes()}>{intl.formatMessage(settingsMessages.releaseNotes)}</Link>
        </li>
        {adminSiteUrl ? (
          <li>
            <a href={adminSiteUrl} target="_blank" rel="noreferrer">
              {intl.formatMessage(settingsMessages.adminSite)}
              <span className="visually-hidden"> {newTab}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
