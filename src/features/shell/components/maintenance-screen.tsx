import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { maintenanceMessages } from '../messages';

/** Spec 9: after a refresh click the button stays a spinner for 30000 ms. */
const MAINTENANCE_REFRESH_WAIT_MS = 30_000;

type MaintenanceScreenProps = {
  /** The server's message, if it sent one. */
  message: string | null;
  supportEmail: string;
  /** Checks the published build info again. */
  onRefresh: () => void;
};

/** Replaces the whole app while the backend is in maintenance (spec 2.5). */
export function MaintenanceScreen({ message, supportEmail, onRefresh }: MaintenanceScreenProps) {
  const intl = useIntl();
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), MAINTENANCE_REFRESH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  return (
    <main className="maintenance" aria-labelledby="maintenance-heading">
      <h1 id="maintenance-heading">
        <FormattedMessage {...maintenanceMessages.heading} />
      </h1>
      {message ? (
        <section
          className="maintenance__server-message"
          aria-label={intl.formatMessage(maintenanceMessages.serverMessage)}
        >
          <p>{message}</p>
        </section>
      ) : null}
      <p>
        <FormattedMessage {...maintenanceMessages.apology} />
      </p>
      <p>
        <FormattedMessage
          {...maintenanceMessages.support}
          values={{
            email: supportEmail,
            mail: (chunks) => <a href={`mailto:${supportEmail}`}>{chunks}</a>,
          }}
        />
      </p>
      <div className="maintenance__refresh">
        {waiting ? (
          <Spinner label={intl.formatMessage(maintenanceMessages.refreshing)} />
        ) : (
          <Button
            onClick={() => {
              setWaiting(true);
              onRefresh();
            }}
          >
            <FormattedMessage {...maintenanceMessages.refresh} />
          </Button>
        )}
      </div>
    </main>
  );
}
