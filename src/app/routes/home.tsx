import { useIntl } from 'react-intl';
import { Spinner } from '../../components/ui/spinner';
import { HomeAreas } from '../../features/home/components/home-areas';
import { HomeWelcome } from '../../features/home/components/home-welcome';
import { homeMessages } from '../../features/home/messages';
import { IosUpdateNotice } from '../../features/shell/components/ios-update-notice';
import { needsIosUpdate } from '../../lib/native-bridge';
import { useSession } from '../session';

/** Route home: the iOS update notice when due, a welcome with the user's name, the main areas. */
export default function HomeRoute() {
  const intl = useIntl();
  const { profile } = useSession();
  return (
    <div className="home">
      {needsIosUpdate(window) ? <IosUpdateNotice /> : null}
      {profile ? (
        <HomeWelcome userName={profile.userName} orgName={profile.orgName} />
      ) : (
        <Spinner label={intl.formatMessage(homeMessages.loading)} />
      )}
      <HomeAreas />
    </div>
  );
}
