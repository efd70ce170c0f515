import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { shareMessages } from '../components/ui/messages';
import { useToast } from '../components/ui/toast/toast-context';
import { env } from '../config/env';
import { shareLink } from '../lib/rules/share-link';
import { logEvent } from '../lib/services/log-event';

/**
 * "Share link" (spec 7): copies a link to the screen at `path` that opens it in the native app
 * where it is installed and in the web app elsewhere, and says so in a toast (3000 ms). A copy
 * that fails (no clipboard outside a secure context, permission refused) is only logged (spec 8).
 * The screens give it to the share button (src/components/ui/share-button.tsx).
 */
export function useShareLink(): (path: string) => Promise<void> {
  const intl = useIntl();
  const toast = useToast();
  return useCallback(
    async (path: string) => {
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
    },
    [intl, toast],
  );
}
