import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal/modal';
import { reloadAlertMessages } from '../messages';

/** A newer version was published: OK reloads the page (spec 2.5). */
export function ReloadAlert({ onReload }: { onReload: () => void }) {
  return (
    <Modal
      role="alertdialog"
      title={<FormattedMessage {...reloadAlertMessages.title} />}
      actions={
        <Button onClick={onReload}>
          <FormattedMessage {...reloadAlertMessages.ok} />
        </Button>
      }
    >
      <p>
        <FormattedMessage {...reloadAlertMessages.body} />
      </p>
    </Modal>
  );
}
