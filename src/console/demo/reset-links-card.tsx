import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useListSentResetLinks } from '../../api/generated/endpoints/mock/mock';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../components/copy-button';
import { QrCodeImage } from '../components/qr-code-image';
import { useAppOrigin } from '../components/use-app-origin';
import { appLink } from '../lib/app-link';
import { demoMessages } from './demo-messages';

/** How often the list of sent links is read again (a learner may ask for one at any time). */
const RESET_LINKS_POLL_MS = 5000;

/** The password-reset links the backend has sent (it mails nothing), newest first. */
export function ResetLinksCard() {
  const intl = useIntl();
  const { origin } = useAppOrigin();
  const { data: links } = useListSentResetLinks({
    query: { refetchInterval: RESET_LINKS_POLL_MS },
  });
  const [qrFor, setQrFor] = useState<number | null>(null);
  return (
    <section className="panel console-card" aria-labelledby="reset-links-heading">
      <h2 id="reset-links-heading" className="console-card__title">
        {intl.formatMessage(demoMessages.resetLinksHeading)}
      </h2>
      <p className="console-muted">{intl.formatMessage(demoMessages.resetLinksIntro)}</p>
      {!links || links.length === 0 ? (
        <p className="console-muted">{intl.formatMessage(demoMessages.resetLinksEmpty)}</p>
      ) : (
        <ul className="console-sent">
          {links.map((link) => {
            const url = appLink(origin, link.url);
            return (
              <li key={link.id} className="console-sent__item">
                <div className="console-sent__head">
                  <span className="console-sent__who">
                    {link.userName} <span className="console-muted">{link.email}</span>
                  </span>
                  <span className={`console-badge console-badge--link-${link.status}`}>
                    {intl.formatMessage(demoMessages.resetLinkStatus, { status: link.status })}
                  </span>
                </div>
                <p className="console-muted console-small">
                  {intl.formatMessage(demoMessages.resetLinkSent, {
                    sent: new Date(link.sentAt),
                    expires: new Date(link.expiresAt),
                  })}
                </p>
                <a className="console-link__url" href={url} target="_blank" rel="noreferrer">
                  {url}
                </a>
                <div className="console-actions">
                  <CopyButton text={url} label={intl.formatMessage(demoMessages.resetLinkCopy)} />
                  <Button
                    variant="secondary"
                    aria-expanded={qrFor === link.id}
                    onClick={() => setQrFor(qrFor === link.id ? null : link.id)}
                  >
                    {intl.formatMessage(demoMessages.resetLinkShowQr)}
                  </Button>
                </div>
                {qrFor === link.id ? (
                  <QrCodeImage
                    text={url}
                    label={intl.formatMessage(demoMessages.resetLinkQr, { email: link.email })}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
