import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal/modal';
import { exitMessages } from '../messages';

/** Asks once, warmly, before leaving an exercise in progress, and says what is lost. */
export function ExitConfirmModal({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <Modal
      role="alertdialog"
      title={<FormattedMessage {...exitMessages.title} />}
      onDismiss={onStay}
      actions={
        <>
          <Button onClick={onStay}>
            <FormattedMessage {...exitMessages.stay} />
          </Button>
          <Button variant="secondary" onClick={onLeave}>
            <FormattedMessage {...exitMessages.leave} />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage {...exitMessages.body} />
      </p>
    </Modal>
  );
}
