import { useState } from 'react';
import { useIntl } from 'react-intl';
import { resetMockState } from '../../api/generated/endpoints/mock/mock';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useControlAction } from '../components/use-control-action';
import { demoMessages } from './demo-messages';

/** Back to a seed (the demo world, or only the accounts), after a confirmation. */
export function ResetCard() {
  const intl = useIntl();
  const { busy, run } = useControlAction();
  const [seed, setSeed] = useState<'demo' | 'empty'>('demo');
  const [confirming, setConfirming] = useState(false);
  const reset = async () => {
    await run(() => resetMockState({ seed }), intl.formatMessage(demoMessages.resetDone));
    setConfirming(false);
  };
  return (
    <section className="panel console-card" aria-labelledby="reset-heading">
      <h2 id="reset-heading" className="console-card__title">
        {intl.formatMessage(demoMessages.resetHeading)}
      </h2>
      <p className="console-muted">{intl.formatMessage(demoMessages.resetIntro)}</p>
      <div className="console-form">
        <Field label={intl.formatMessage(demoMessages.seed)}>
          {(id) => (
            <select
              id={id}
              value={seed}
              onChange={(event) => setSeed(event.target.value as 'demo' | 'empty')}
            >
              <option value="demo">{intl.formatMessage(demoMessages.seedDemo)}</option>
              <option value="empty">{intl.formatMessage(demoMessages.seedEmpty)}</option>
            </select>
          )}
        </Field>
        <div className="console-actions">
          {confirming ? (
            <>
              <span className="console-actions__question">
                {intl.formatMessage(demoMessages.resetConfirm)}
              </span>
              <Button className="button--danger" onClick={reset} disabled={busy}>
                {intl.formatMessage(demoMessages.resetYes)}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {intl.formatMessage(demoMessages.cancel)}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {intl.formatMessage(demoMessages.resetButton)}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
