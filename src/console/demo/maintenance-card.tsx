import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { setMaintenance, useGetMockState } from '../../api/generated/endpoints/mock/mock';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useControlAction } from '../components/use-control-action';
import { demoMessages } from './demo-messages';

/** Maintenance on (with the message the app shows) and off. */
export function MaintenanceCard() {
  const intl = useIntl();
  const { data: state } = useGetMockState();
  const { busy, run } = useControlAction();
  const [message, setMessage] = useState<string | null>(null);
  const active = state?.maintenance.active ?? false;
  const text = message ?? state?.maintenance.message ?? '';

  const start = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      () => setMaintenance({ active: true, message: text.trim() || null }),
      intl.formatMessage(demoMessages.maintenanceStarted),
    );
    setMessage(null);
  };
  const end = async () => {
    await run(
      () => setMaintenance({ active: false, message: null }),
      intl.formatMessage(demoMessages.maintenanceEnded),
    );
    setMessage(null);
  };

  return (
    <section className="panel console-card" aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading" className="console-card__title">
        {intl.formatMessage(demoMessages.maintenanceHeading)}
      </h2>
      <p className="console-readout">
        <span className={`console-badge console-badge--${active ? 'warning' : 'open'}`}>
          {intl.formatMessage(active ? demoMessages.maintenanceOn : demoMessages.maintenanceOff)}
        </span>
      </p>
      <form className="console-form" onSubmit={start}>
        <Field label={intl.formatMessage(demoMessages.maintenanceMessage)}>
          {(id) => (
            <input
              id={id}
              type="text"
              value={text}
              maxLength={200}
              placeholder={intl.formatMessage(demoMessages.maintenanceMessageHint)}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </Field>
        <div className="console-actions">
          <Button type="submit" disabled={busy}>
            {intl.formatMessage(
              active ? demoMessages.maintenanceUpdate : demoMessages.maintenanceStart,
            )}
          </Button>
          <Button variant="secondary" onClick={end} disabled={busy || !active}>
            {intl.formatMessage(demoMessages.maintenanceEnd)}
          </Button>
        </div>
      </form>
    </section>
  );
}
