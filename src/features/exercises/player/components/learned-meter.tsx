import { useIntl, type MessageDescriptor } from 'react-intl';

/** A card's learned status (0-3) as a four-step meter, with its text for screen readers. */
export function LearnedMeter({
  status,
  message,
  celebrate = false,
  showValue = true,
}: {
  status: number;
  message: MessageDescriptor;
  celebrate?: boolean;
  /** The "n/3" beside the steps (off where a sentence says it already). */
  showValue?: boolean;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(message, { status });
  return (
    <span
      className={`learned-meter${celebrate ? ' learned-meter--celebrate' : ''}`}
      role="img"
      aria-label={label}
      title={label}
    >
      {[1, 2, 3].map((step) => (
        <span
          key={step}
          className={`learned-meter__step${step <= status ? ' learned-meter__step--on' : ''}`}
        />
      ))}
      {showValue ? (
        <span className="learned-meter__value" aria-hidden="true">
          {status}/3
        </span>
      ) : null}
    </span>
  );
}
