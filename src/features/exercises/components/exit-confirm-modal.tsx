import { FormattedMessage } from 'react-intl';
import { ConfirmModal } from '../../../components/ui/modal/confirm-modal';
import { exitMessages } from '../messages';

/** Asks once, warmly, before leaving an exercise in progress, and says what is lost. */
export function ExitConfirmModal({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <ConfirmModal
      title={<FormattedMessage {...exitMessages.title} />}
      body={<FormattedMessage {...exitMessages.body} />}
      first={{ label: <FormattedMessage {...exitMessages.stay} />, onClick: onStay }}
      second={{ label: <FormattedMessage {...exitMessages.leave} />, onClick: onLeave }}
      onDismiss={onStay}
    />
  );
}
