import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Button } from './button';
import { loadErrorMessages } from './messages';

/** Something that failed to load: says what (`message`) and offers to try again. */
export function LoadError({
  message,
  onRetry,
}: {
  message: MessageDescriptor;
  onRetry: () => void;
}) {
  return (
    <div className="notice load-error" role="alert">
      <p>
        <FormattedMessage {...message} />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage {...loadErrorMessages.retry} />
      </Button>
    </div>
  );
}
