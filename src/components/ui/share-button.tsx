import { FormattedMessage, useIntl } from 'react-intl';
import { env } from '../../config/env';
import { shareLink } from '../../lib/rules/share-link';
import { logEvent } from '../../lib/services/log-event';
import { Button } from './button';
import { ShareIcon } from './glyph-icons';
import { shareMessages } from './messages';
import { useToast } from './toast/toast-context';

/**
 * "Share link" (spec 7): copies a link to the screen at `path` that opens it in the native app
 * where it is installed and in the web app elsewhere, and says so in a toast (3000 ms). A copy
 * that fails (no clipboard outside a secure context, permission refused) is only logged (spec 8).
 */
export function ShareButton({ path }: { path: string }) {
  const intl = useIntl();
  const toast = useToast();

  async function copy() {
    const link = shareLink({
      host: env.shareLinkHost,
      webLink: new URL(path, window.location.origin).href,
      app: env,
    });
    try {
      await navigator.clipboard.writeText(link);
      toast(intl.formatMessage(shareMessages.copied));
    } catch (error) {
      logEvent('share.copy-failed', { link, error: String(error) });
    }
  }

  return (
    <Button variant="secondary" className="share-button" onClick={() => void copy()}>
      <ShareIcon />
      <FormattedMessage {...shareMessages.button} />
    </Button>
  );
}
