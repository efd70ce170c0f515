import { FormattedMessage } from 'react-intl';
import { ConfirmModal } from '../../../components/ui/modal/confirm-modal';
import { settingsMessages } from '../messages';

/**
 * Asks before logging out while answers given offline still wait on this device: they are kept
 * for the learner's next sign-in here (never sent as whoever signs in next), so logging out loses
 * nothing, but they reach the teacher only then.
 */
export function LogoutWaitingModal({
  onStay,
  onLogout,
}: {
  onStay: () => void;
  onLogout: () => void;
}) {
  return (
    <ConfirmModal
      title={<FormattedMessage {...settingsMessages.logoutWaitingTitle} />}
      body={<FormattedMessage {...settingsMessages.logoutWaitingBody} />}
      first={{
        label: <FormattedMessage {...settingsMessages.logoutWaitingStay} />,
        onClick: onStay,
      }}
      second={{
        label: <FormattedMessage {...settingsMessages.logoutWaitingConfirm} />,
        onClick: onLogout,
      }}
      onDismiss={onStay}
    />
  );
}
