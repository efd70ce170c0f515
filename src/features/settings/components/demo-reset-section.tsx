import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal/modal';
import { useModals } from '../../../components/ui/modal/modal-context';
import { settingsMessages } from '../messages';

/**
 * The static demo only (VITE_MOCK_BACKEND=browser; the route leaves it out of every other build):
 * where the demo's data is kept, and a reset to the sample school after a confirmation.
 * `onReset` lays the world again and signs out; it rejects when the reset failed.
 */
export default function DemoResetSection({ onReset }: { onReset: () => Promise<void> }) {
  const intl = useIntl();
  const modals = useModals();
  const [state, setState] = useState<'idle' | 'resetting' | 'failed'>('idle');

  const reset = () => {
    setState('resetting');
    onReset().catch(() => setState('failed'));
  };
  // The dialog renders outside the settings' area catalogue (the modal provider's): its words are
  // taken here, inside it.
  const words = {
    title: intl.formatMessage(settingsMessages.demoConfirmTitle),
    body: intl.formatMessage(settingsMessages.demoConfirmBody),
    cancel: intl.formatMessage(settingsMessages.demoCancel),
    confirm: intl.formatMessage(settingsMessages.demoConfirm),
  };
  const confirm = () =>
    modals.open('demo-reset', (close) => (
      <Modal
        role="alertdialog"
        title={words.title}
        onDismiss={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {words.cancel}
            </Button>
            <Button
              onClick={() => {
                close();
                reset();
              }}
            >
              {words.confirm}
            </Button>
          </>
        }
      >
        <p>{words.body}</p>
      </Modal>
    ));

  return (
    <section aria-labelledby="settings-demo-heading" className="panel settings-section">
      <h2 id="settings-demo-heading">{intl.formatMessage(settingsMessages.demoHeading)}</h2>
      <p>{intl.formatMessage(settingsMessages.demoIntro)}</p>
      <Button variant="secondary" onClick={confirm} disabled={state === 'resetting'}>
        {intl.formatMessage(
          state === 'resetting' ? settingsMessages.demoResetting : settingsMessages.demoReset,
        )}
      </Button>
      {state === 'failed' ? (
        <p className="form-error" role="alert">
          {intl.formatMessage(settingsMessages.demoFailed)}
        </p>
      ) : null}
    </section>
  );
}
