import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { historyMessages } from '../messages';

/** A part of the learning history that failed to load: says so and offers to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="notice load-error" role="alert">
      <p>
        <FormattedMessage {...historyMessages.loadError} />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage {...historyMessages.retry} />
      </Button>
    </div>
  );
}
