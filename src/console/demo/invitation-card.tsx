import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { issueInvitation, useGetMockDirectory } from '../../api/generated/endpoints/mock/mock';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { AppOriginField } from '../components/app-origin-field';
import { CopyButton } from '../components/copy-button';
import { QrCodeImage } from '../components/qr-code-image';
import { useAppOrigin } from '../components/use-app-origin';
import { useControlAction } from '../components/use-control-action';
import { appLink } from '../lib/app-link';
import { demoMessages } from './demo-messages';

/** The invited account of the demo world, chosen first. */
const INVITED = 'new@sakura.example';

/** Issues a set-password invitation link: shown with a copy button and a QR code for a phone. */
export function InvitationCard() {
  const intl = useIntl();
  const { data: directory } = useGetMockDirectory();
  const { busy, run } = useControlAction();
  const { origin } = useAppOrigin();
  const accounts = directory?.users ?? [];
  const [email, setEmail] = useState('');
  const [expired, setExpired] = useState(false);
  const [issued, setIssued] = useState<{ email: string; path: string } | null>(null);
  const chosen =
    email || accounts.find((user) => user.email === INVITED)?.email || accounts[0]?.email || '';

  const issue = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const link = await run(
      () => issueInvitation({ email: chosen, expired }),
      intl.formatMessage(demoMessages.invitationIssued, { email: chosen }),
    );
    if (link) setIssued({ email: chosen, path: link.url });
  };
  const url = issued ? appLink(origin, issued.path) : null;

  return (
    <section className="panel console-card" aria-labelledby="invitation-heading">
      <h2 id="invitation-heading" className="console-card__title">
        {intl.formatMessage(demoMessages.invitationHeading)}
      </h2>
      <p className="console-muted">{intl.formatMessage(demoMessages.invitationIntro)}</p>
      <form className="console-form" onSubmit={issue}>
        <Field label={intl.formatMessage(demoMessages.invitationAccount)}>
          {(id) => (
            <select id={id} value={chosen} onChange={(event) => setEmail(event.target.value)}>
              {accounts.map((user) => (
                <option key={user.uuid} value={user.email}>
                  {`${user.userName} <${user.email}>`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="console-check">
          <input type="checkbox" checked={expired} onChange={(e) => setExpired(e.target.checked)} />
          {intl.formatMessage(demoMessages.invitationExpired)}
        </label>
        <AppOriginField />
        <div className="console-actions">
          <Button type="submit" disabled={busy || !chosen}>
            {intl.formatMessage(demoMessages.invitationIssue)}
          </Button>
        </div>
      </form>
      {issued && url ? (
        <div className="console-link" aria-live="polite">
          <QrCodeImage
            text={url}
            label={intl.formatMessage(demoMessages.invitationQr, { email: issued.email })}
          />
          <div className="console-link__text">
            <p className="console-subtitle">
              {intl.formatMessage(demoMessages.invitationLink, { email: issued.email })}
            </p>
            <a className="console-link__url" href={url} target="_blank" rel="noreferrer">
              {url}
            </a>
            <CopyButton text={url} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
