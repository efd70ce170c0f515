import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  resetMockState,
  setMockClock,
  useGetMockState,
} from '../../api/generated/endpoints/mock/mock';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useControlAction } from '../components/use-control-action';
import { fromJapanInput, toJapanInput } from '../lib/japan-time-input';
import { consoleMessages } from '../messages';
import { demoMessages } from './demo-messages';

/** The backend clock: fix it at a time (Japan time), optionally laying the world again; free it. */
export function ClockCard() {
  const intl = useIntl();
  const { data: state } = useGetMockState();
  const { busy, run } = useControlAction();
  const [value, setValue] = useState('');
  const [reseed, setReseed] = useState(false);
  const [bad, setBad] = useState(false);
  const shown = value || (state ? toJapanInput(state.clock.now) : '');

  const fix = async (event: FormEvent) => {
    event.preventDefault();
    const now = fromJapanInput(shown);
    setBad(now === null);
    if (!now) return;
    await run(
      async () => {
        await setMockClock({ now });
        if (reseed) await resetMockState({ seed: 'demo' });
      },
      intl.formatMessage(demoMessages.clockFixed, { time: new Date(now) }),
    );
    setValue('');
  };
  const free = async () => {
    await run(() => setMockClock({ now: null }), intl.formatMessage(demoMessages.clockFreed));
    setValue('');
  };

  return (
    <section className="panel console-card" aria-labelledby="clock-heading">
      <h2 id="clock-heading" className="console-card__title">
        {intl.formatMessage(demoMessages.clockHeading)}
      </h2>
      {state ? (
        <p className="console-readout">
          <span className="console-readout__value">
            {intl.formatMessage(demoMessages.clockNow, { time: new Date(state.clock.now) })}
          </span>
          <span className={`console-badge console-badge--${state.clock.fixed ? 'locked' : 'open'}`}>
            {intl.formatMessage(
              state.clock.fixed ? demoMessages.clockFixedAt : demoMessages.clockReal,
            )}
          </span>
        </p>
      ) : null}
      <form className="console-form" onSubmit={fix}>
        <Field
          label={
            <>
              {intl.formatMessage(demoMessages.clockField)}{' '}
              <span className="console-hint">{intl.formatMessage(consoleMessages.japanTime)}</span>
            </>
          }
        >
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              value={shown}
              aria-invalid={bad || undefined}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
        </Field>
        {bad ? (
          <p className="form-error" role="alert">
            {intl.formatMessage(demoMessages.badTime)}
          </p>
        ) : null}
        <label className="console-check">
          <input type="checkbox" checked={reseed} onChange={(e) => setReseed(e.target.checked)} />
          {intl.formatMessage(demoMessages.clockReseed)}
        </label>
        <div className="console-actions">
          <Button type="submit" disabled={busy}>
            {intl.formatMessage(demoMessages.clockFix)}
          </Button>
          <Button variant="secondary" onClick={free} disabled={busy || !state?.clock.fixed}>
            {intl.formatMessage(demoMessages.clockFree)}
          </Button>
        </div>
      </form>
    </section>
  );
}
