import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/glyph-icons';
import { usePushCallToAction } from '../hooks/use-push-call-to-action';
import { callToActionMessages } from '../messages';
import '../notifications.css';

type NotificationCallToActionProps = {
  userUuid: string;
  /**
   * Shows the explanation before the browser's own question; resolves true to go on. The app
   * composes it with its notification prompt modal.
   */
  confirm: () => Promise<boolean>;
};

/** The notification call-to-action card of the home dashboard (spec 2.4 item 2). */
export function NotificationCallToAction({ userUuid, confirm }: NotificationCallToActionProps) {
  const intl = useIntl();
  const push = usePushCallToAction(userUuid);
  if (push.view === 'hidden') return null;

  const prompt = async () => {
    push.promptShown();
    if (await confirm()) await push.accept();
    else push.dismiss();
  };

  return (
    <aside className="notice push-cta" aria-labelledby="push-cta-title">
      <h2 id="push-cta-title" className="notice__title">
        <FormattedMessage {...callToActionMessages.title} />
      </h2>
      {push.view === 'undecided' ? (
        <>
          <p>
            <FormattedMessage {...callToActionMessages.body} />
          </p>
          <Button onClick={() => void prompt()}>
            <FormattedMessage {...callToActionMessages.prompt} />
          </Button>
        </>
      ) : (
        <>
          {/* After a decision the card can be closed for good. */}
          <button
            type="button"
            className="push-cta__close"
            aria-label={intl.formatMessage(callToActionMessages.close)}
            onClick={push.dismiss}
          >
            <CloseIcon />
          </button>
          {push.view === 'grant' ? (
            <>
              <p>
                <FormattedMessage {...callToActionMessages.grantBody} />
              </p>
              <Button onClick={() => void push.grant()}>
                <FormattedMessage {...callToActionMessages.grant} />
              </Button>
            </>
          ) : (
            <p>
              <FormattedMessage {...callToActionMessages.deniedBody} />
            </p>
          )}
        </>
      )}
    </aside>
  );
}
