import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { courseMessages } from '../messages';

/** Something of the course screens that failed to load: says so and offers to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="notice load-error" role="alert">
      <p>
        <FormattedMessage {...courseMessages.loadError} />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage {...courseMessages.retry} />
      </Button>
    </div>
  );
}
