import { useIntl } from 'react-intl';
import { choiceMessages as m } from './messages';
import './choice-options.css';

/** A drill card's learned status (0-3) as a four-step meter, with its text ("覚えた度 2/3"). */
export function LearnedSteps({ status }: { status: number }) {
  const intl = useIntl();
  const level = Math.max(0, Math.min(3, Math.round(status)));
  return (
    <p className="learned-steps">
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
