import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { skillsMessages } from '../messages';

/** A part of the skills overview that failed to load: says so and offers to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="notice load-error" role="alert">
      <p>
        <FormattedMessage {...skillsMessages.loadError} />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage {...skillsMessages.retry} />
      </Button>
    </div>
  );
}
