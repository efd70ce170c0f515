import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { historyMessages } from '../messages';

type Loadable<T> = { data?: T; isError: boolean; refetch: () => unknown };

/** A section of the history with its heading, then a spinner, an error with retry, or its content. */
export function HistorySection<T>({
  heading,
  query,
  children,
}: {
  heading: string;
  query: Loadable<T>;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="panel history-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {query.isError ? (
        <LoadError message={historyMessages.loadError} onRetry={() => void query.refetch()} />
      ) : query.data !== undefined ? (
        children(query.data)
      ) : (
        <Spinner label={intl.formatMessage(historyMessages.loading)} />
      )}
    </section>
  );
}
