import { useIntl } from 'react-intl';
import { NO_VERSION, NOT_TWA } from '../../../lib/services/storage';
import { versionMessages } from '../messages';

type VersionLinesProps = { web: string; android: string; ios: string | null };

/** The version lines of the settings page: web, Android and iOS (spec 2.5). */
export function VersionLines({ web, android, ios }: VersionLinesProps) {
  const intl = useIntl();
  const androidText =
    android === NOT_TWA
      ? intl.formatMessage(versionMessages.notTwa)
      : android === NO_VERSION
        ? intl.formatMessage(versionMessages.noVersion)
        : android;
  const iosText = ios ?? intl.formatMessage(versionMessages.notIosApp);
  return (
    <section
      className="panel settings-section version-lines"
      aria-labelledby="version-lines-heading"
    >
      <h2 id="version-lines-heading">{intl.formatMessage(versionMessages.heading)}</h2>
      <ul>
        <li>{intl.formatMessage(versionMessages.web, { version: web })}</li>
        <li>{intl.formatMessage(versionMessages.android, { version: androidText })}</li>
        <li>{intl.formatMessage(versionMessages.ios, { version: iosText })}</li>
      </ul>
    </section>
  );
}
