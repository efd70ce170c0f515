import { useIntl } from 'react-intl';
import { savingMessages } from '../../messages';
import { useCallsStatus } from '../use-calls-status';

/** Tells the learner that answers are being saved, or kept while offline (never silently lost). */
export function SavingStatus() {
  const intl = useIntl();
  const status = useCallsStatus();
  const text =
    status === 'offline'
      ? intl.formatMessage(savingMessages.offline)
      : status === 'retrying'
        ? intl.formatMessage(savingMessages.retrying)
        : status === 'saving'
          ? intl.formatMessage(savingMessages.saving)
          : '';
  return (
    <p
      className={`saving-status saving-status--${status}`}
      role="status"
      aria-live="polite"
      data-status={status}
    >
      {text}
    </p>
  );
}
