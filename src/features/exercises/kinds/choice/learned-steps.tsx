import { useIntl } from 'react-intl';
import { choiceMessages as m } from './messages';
import './choice-options.css';

/**
 * A drill card's learned status (0-3) as a four-step meter, with its text ("覚えた度 2/3").
 * `hidden` once the answer is sent: the feedback sheet shows the new status, and one status is
 * on screen at a time (the meter keeps its room, so the question does not move).
 */
export function LearnedSteps({ status, hidden = false }: { status: number; hidden?: boolean }) {
  const intl = useIntl();
  const level = Math.max(0, Math.min(3, Math.round(status)));
  return (
    <p className="learned-steps" style={hidden ? { visibility: 'hidden' } : undefined}>
      <span className="learned-steps__bar" aria-hidden="true">
        {[1, 2, 3].map((step) => (
          <span
            key={step}
            className={`learned-steps__step${step <= level ? ' learned-steps__step--on' : ''}`}
          />
        ))}
      </span>
      <span>{intl.formatMessage(m.learnedStatus, { status: level })}</span>
    </p>
  );
}
