import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmModal } from '../../../components/ui/modal/confirm-modal';
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
    <ConfirmModal
      title={<FormattedMessage {...ownerAlertMessages.title} />}
      body={<FormattedMessage {...ownerAlertMessages.body} />}
      first={{
        label: <FormattedMessage {...ownerAlertMessages.takeOver} />,
        onClick: () => void takeOver(),
      }}
      second={{ label: <FormattedMessage {...ownerAlertMessages.logout} />, onClick: onLogout }}
      disabled={busy}
    >
      {failed ? (
        <p className="form-error" role="alert">
          <FormattedMessage {...ownerAlertMessages.failed} />
        </p>
      ) : null}
    </ConfirmModal>
  );
}
