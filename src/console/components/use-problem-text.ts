import { useIntl } from 'react-intl';
import { ApiError } from '../../api/http-client';
import { consoleMessages } from '../messages';

/** What a failed call says to the person at the console: the backend's problem, or that it is unreachable. */
export function useProblemText(): (error: unknown) => string {
  const intl = useIntl();
  return (error) => {
    if (error instanceof ApiError && error.status !== 0) {
      const field = Object.values(error.problem.errors ?? {})[0]?.[0];
      return intl.formatMessage(consoleMessages.failed, {
        detail: field ?? error.problem.detail ?? error.problem.title,
      });
    }
    return intl.formatMessage(consoleMessages.unreachable);
  };
}
