import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { setBuildHash, useGetMockState } from '../../api/generated/endpoints/mock/mock';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useControlAction } from '../components/use-control-action';
import { demoMessages } from './demo-messages';

/** A fresh hash: 7 hexadecimal digits, like a short commit hash. */
const freshHash = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 7);

/** Publishes a new build hash: open apps raise their reload alert at their next check. */
export function BuildCard() {
  const intl = useIntl();
  const { data: state } = useGetMockState();
  const { busy, run } = useControlAction();
  const [hash, setHash] = useState(freshHash);

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    const commitHash = hash.trim();
    if (!commitHash) return;
    await run(
      () => setBuildHash({ commitHash }),
      intl.formatMessage(demoMessages.buildPublished, { hash: commitHash }),
    );
    setHash(freshHash());
  };

  return (
    <section className="panel console-card" aria-labelledby="build-heading">
      <h2 id="build-heading" className="console-card__title">
        {intl.formatMessage(demoMessages.buildHeading)}
      </h2>
      {state ? (
        <p className="console-readout">
          {intl.formatMessage(demoMessages.buildCurrent, {
            hash: state.build.commitHash,
          })}
        </p>
      ) : null}
      <p className="console-muted">{intl.formatMessage(demoMessages.buildIntro)}</p>
      <form className="console-form console-form--inline" onSubmit={publish}>
        <Field label={intl.formatMessage(demoMessages.buildField)}>
          {(id) => (
            <input
              id={id}
              type="text"
              value={hash}
              minLength={1}
              maxLength={64}
              required
              spellCheck={false}
              onChange={(event) => setHash(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          {intl.formatMessage(demoMessages.buildPublish)}
        </Button>
      </form>
    </section>
  );
}
