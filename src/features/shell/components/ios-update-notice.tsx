import { FormattedMessage } from 'react-intl';
import { iosUpdateMessages } from '../messages';

/** The iOS app version that brings native playback (spec 2.4). */
const IOS_UPDATE_VERSION = '4.0.1';

/** Asks iOS users of an old app version to update from the App Store. */
export function IosUpdateNotice() {
  return (
    <aside className="notice notice--warning" aria-labelledby="ios-update-title">
      <h2 id="ios-update-title" className="notice__title">
        <FormattedMessage {...iosUpdateMessages.title} values={{ version: IOS_UPDATE_VERSION }} />
      </h2>
      <p>
        <FormattedMessage {...iosUpdateMessages.body} values={{ version: IOS_UPDATE_VERSION }} />
      </p>
    </aside>
  );
}
