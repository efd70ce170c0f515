import { useIntl } from 'react-intl';
import { playerMessages } from '../../messages';

/** The thin bar across the top of the exercise: questions (or the kind's `words`) done out of all. */
export function ProgressBar({
  done,
  total,
  words = playerMessages.progress,
}: {
  done: number;
  total: number;
  words?: typeof playerMessages.progress;
}) {
  const intl = useIntl();
  const text = intl.formatMessage(words, { done, total });
  return (
    <div className="run-progress">
      <div
        className="run-progress__track"
        role="progressbar"
        aria-label={intl.formatMessage(playerMessages.progressLabel)}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <div
          className="run-progress__fill"
          style={{ width: total > 0 ? `${(100 * done) / total}%` : '0%' }}
        />
      </div>
      <span className="run-progress__text" aria-hidden="true">
        {done}/{total}
      </span>
    </div>
  );
}
