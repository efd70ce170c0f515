import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal/modal';
import { aliasSwitchMessages } from '../messages';

/**
 * The organisation switch during a live class: the class holds the learner in its organisation
 * (spec 2.2), so no other one is offered, and the learner is told why and until when.
 */
export function AliasSwitchLockedModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      title={intl.formatMessage(aliasSwitchMessages.title)}
      onDismiss={onClose}
      actions={<Button onClick={onClose}>{intl.formatMessage(aliasSwitchMessages.close)}</Button>}
    >
      <p>{intl.formatMessage(aliasSwitchMessages.lockedInClass)}</p>
    </Modal>
  );
}
