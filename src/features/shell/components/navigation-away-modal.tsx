import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal/modal';
import { navigationAwayMessages } from '../messages';

/** Asks before leaving a screen with unsaved progress (an exercise in progress). */
export function NavigationAwayModal({
  onStay,
  onLeave,
}: {
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Modal
      role="alertdialog"
      title={<FormattedMessage {...navigationAwayMessages.title} />}
      onDismiss={onStay}
      actions={
        <>
          <Button onClick={onStay}>
            <FormattedMessage {...navigationAwayMessages.stay} />
          </Button>
          <Button variant="secondary" onClick={onLeave}>
            <FormattedMessage {...navigationAwayMessages.leave} />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage {...navigationAwayMessages.body} />
      </p>
    </Modal>
  );
}
