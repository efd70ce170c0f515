import { useIntl } from 'react-intl';
import { playerMessages } from '../../../messages';
import { chatMessages } from '../messages';

/**
 * The thin bar across the top of the conversation (the player's, in its classes): how far the
 * talk has come. A conversation branches, so it tells a share of the way, not a count of turns.
 */
export function ChatProgress({ done, total }: { done: number; total: number }) {
  const intl = useIntl();
  const percent = total > 0 ? Math.round((100 * Math.min(done, total)) / total) : 0;
  return (
    <div className="run-progress">
      <div
        className="run-progress__track"
        role="progressbar"
        aria-label={intl.formatMessage(playerMessages.progressLabel)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={intl.formatMessage(chatMessages.progress, { percent })}
      >
        <div className="run-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
