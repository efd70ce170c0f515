import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import type { PushPermission } from '../../../lib/services/storage';
import { settingsMessages } from '../messages';

type NotificationSettingProps = {
  /** null when the browser has no notifications at all. */
  permission: PushPermission | null;
  onEnable: () => void;
};

/** Where notifications stand, with a way to turn them on while undecided. */
export function NotificationSetting({ permission, onEnable }: NotificationSettingProps) {
  const intl = useIntl();
  const status =
    permission === null
      ? settingsMessages.notificationsUnsupported
      : permission === 'granted'
        ? settingsMessages.notificationsGranted
        : permission === 'denied'
          ? settingsMessages.notificationsDenied
          : settingsMessages.notificationsDefault;
  return (
    <section aria-labelledby="settings-notifications-heading" className="panel settings-section">
      <h2 id="settings-notifications-heading">
        {intl.formatMessage(settingsMessages.notificationsHeading)}
      </h2>
      <p>{intl.formatMessage(status)}</p>
      {permission === 'default' ? (
        <Button variant="secondary" onClick={onEnable}>
          {intl.formatMessage(settingsMessages.notificationsEnable)}
        </Button>
      ) : null}
    </section>
  );
}
