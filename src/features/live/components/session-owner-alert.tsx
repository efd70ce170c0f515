import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal/modal';
import { ownerAlertMessages } from '../messages';

type SessionOwnerAlertProps = {
  /** Moves the class to this device; resolves true once it holds it. */
  onTakeOver: () => Promise<boolean>;
  onLogout: () => void;
};

/**
 * "This account is in a class on another device" (spec 2.5, 8): take the class over to this
 * device, or log out. It needs an answer, so Escape does not close it; while the take-over call
 * runs both buttons wait, and a failed one says so and can be tried again.
 */
export function SessionOwnerAlert({ onTakeOver, onLogout }: SessionOwnerAlertProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const takeOver = async () => {
    setBusy(true);
    setFailed(false);
    const done = await onTakeOver();
    // When it worked the alert is closed (unmounted) by now; otherwise it stays to try again.
    if (!done) {
      setBusy(false);
      setFailed(true);
    }
  };
  return (
    <Modal
      role="alertdialog"
      title={<FormattedMessage {...ownerAlertMessages.title} />}
      actions={
        <>
          <Button onClick={() => void takeOver()} disabled={busy}>
            <FormattedMessage {...ownerAlertMessages.takeOver} />
          </Button>
          <Button variant="secondary" onClick={onLogout} disabled={busy}>
            <FormattedMessage {...ownerAlertMessages.logout} />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage {...ownerAlertMessages.body} />
      </p>
      {failed ? (
        <p className="form-error" role="alert">
          <FormattedMessage {...ownerAlertMessages.failed} />
        </p>
      ) : null}
    </Modal>
  );
}
