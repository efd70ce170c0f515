import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { homeMessages } from '../messages';

/** A part of the dashboard that failed to load: says so and offers to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="notice load-error" role="alert">
      <p>
        <FormattedMessage {...homeMessages.loadError} />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage {...homeMessages.retry} />
      </Button>
    </div>
  );
}
