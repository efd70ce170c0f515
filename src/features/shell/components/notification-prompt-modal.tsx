import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal/modal';
import { notificationPromptMessages } from '../messages';

/** Explains notifications before the browser's own permission prompt appears. */
export function NotificationPromptModal({
  onAllow,
  onLater,
}: {
  onAllow: () => void;
  onLater: () => void;
}) {
  return (
    <Modal
      title={<FormattedMessage {...notificationPromptMessages.title} />}
      onDismiss={onLater}
      actions={
        <>
          <Button onClick={onAllow}>
            <FormattedMessage {...notificationPromptMessages.allow} />
          </Button>
          <Button variant="secondary" onClick={onLater}>
            <FormattedMessage {...notificationPromptMessages.later} />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage {...notificationPromptMessages.body} />
      </p>
    </Modal>
  );
}
