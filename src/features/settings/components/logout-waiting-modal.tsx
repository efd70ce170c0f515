import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal/modal';
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
    <Modal
      role="alertdialog"
      title={<FormattedMessage {...settingsMessages.logoutWaitingTitle} />}
      onDismiss={onStay}
      actions={
        <>
          <Button onClick={onStay}>
            <FormattedMessage {...settingsMessages.logoutWaitingStay} />
          </Button>
          <Button variant="secondary" onClick={onLogout}>
            <FormattedMessage {...settingsMessages.logoutWaitingConfirm} />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage {...settingsMessages.logoutWaitingBody} />
      </p>
    </Modal>
  );
}
