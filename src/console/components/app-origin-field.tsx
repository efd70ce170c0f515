import { useIntl } from 'react-intl';
import { Field } from '../../components/ui/field';
import { demoMessages } from '../demo/demo-messages';
import { useAppOrigin } from './use-app-origin';

/** Where the learner app is: the links and QR codes open there (a phone needs an address it can reach). */
export function AppOriginField() {
  const intl = useIntl();
  const { typed, setTyped, valid } = useAppOrigin();
  return (
    <Field label={intl.formatMessage(demoMessages.appOrigin)}>
      {(id) => (
        <>
          <input
            id={id}
            type="text"
            inputMode="url"
            autoComplete="off"
            value={typed}
            placeholder={window.location.origin}
            aria-describedby={`${id}-hint`}
            aria-invalid={!valid || undefined}
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
          <span id={`${id}-hint`} className="console-hint">
            {intl.formatMessage(valid ? demoMessages.appOriginHint : demoMessages.appOriginBad)}
          </span>
        </>
      )}
    </Field>
  );
}
