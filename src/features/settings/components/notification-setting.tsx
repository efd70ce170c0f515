import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import type { PushPermission } from '../../../lib/services/storage';
import { settingsMessages } from '../messages';

/** Whether the backend holds this device's subscription ('off' while not asked for). */
type DeviceSubscription = 'off' | 'checking' | 'subscribed' | 'failed' | 'unavailable';

type NotificationSettingProps = {
  /** null when the browser has no notifications at all. */
  permission: PushPermission | null;
  subscription: DeviceSubscription;
  onEnable: () => void;
  onRetry: () => void;
};

/**
 * Where notifications stand, with a way to turn them on while undecided. "On" only once the
 * backend holds this device's subscription (issue 36); a failed one says what to do, with a retry.
 */
export function NotificationSetting({
  permission,
  subscription,
  onEnable,
  onRetry,
}: NotificationSettingProps) {
  const intl = useIntl();
  const offered = permission === 'default' || (permission === 'granted' && subscription === 'off');
  const status =
    permission === null
      ? settingsMessages.notificationsUnsupported
      : permission === 'denied'
        ? settingsMessages.notificationsDenied
        : offered
          ? settingsMessages.notificationsDefault
          : subscription === 'subscribed'
            ? settingsMessages.notificationsGranted
            : subscription === 'unavailable'
              ? settingsMessages.notificationsUnavailable
              : subscription === 'failed'
                ? null
                : settingsMessages.notificationsChecking;
  return (
    <section aria-labelledby="settings-notifications-heading" className="panel settings-section">
      <h2 id="settings-notifications-heading">
        {intl.formatMessage(settingsMessages.notificationsHeading)}
      </h2>
      {status ? <p aria-live="polite">{intl.formatMessage(status)}</p> : null}
      {status === null ? (
        <>
          <p className="form-error" role="alert">
            {intl.formatMessage(settingsMessages.notificationsFailed)}
          </p>
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage(settingsMessages.notificationsRetry)}
          </Button>
        </>
      ) : null}
      {offered ? (
        <Button variant="secondary" onClick={onEnable}>
          {intl.formatMessage(settingsMessages.notificationsEnable)}
        </Button>
      ) : null}
    </section>
  );
}
