import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { assignmentMessages } from '../messages';

/** Assignments that failed to load: says so and offers to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="notice load-error" role="alert">
      <p>
        <FormattedMessage {...assignmentMessages.loadError} />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage {...assignmentMessages.retry} />
      </Button>
    </div>
  );
}
