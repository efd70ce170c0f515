import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal/modal';
import { liveModalMessages } from '../messages';

/** An alert with one OK button: the session-ended and limited-mode-started modals (spec 2.5). */
export function NoticeModal({
  title,
  body,
  onOk,
}: {
  title: ReactNode;
  body: ReactNode;
  onOk: () => void;
}) {
  return (
    <Modal
      role="alertdialog"
      title={title}
      onDismiss={onOk}
      actions={
        <Button onClick={onOk}>
          <FormattedMessage {...liveModalMessages.ok} />
        </Button>
      }
    >
      <p>{body}</p>
    </Modal>
  );
}
