import { useIntl } from 'react-intl';
import { getAiConversationRedirect } from '../../api/generated/endpoints/user/user';
import { useToast } from '../../components/ui/toast/toast-context';
import { useSession } from '../../hooks/use-session';
import { NavIcon } from '../../features/shell/components/nav-icons';
import { navMessages } from '../../features/shell/messages';
import { logExternalPage } from '../../lib/services/action-log/action-log';
import { logEvent } from '../../lib/services/log-event';
import { isHttpsUrl, openPendingTab } from '../../lib/services/pending-tab';

/**
 * The AI chat item of the navigation bar (shown when llm_conversation is on): opens a new tab on
 * the click, asks the backend for a one-time address and points the tab there, the app staying
 * where it is. Only an https address is followed (and goes to the action log as ExternalUrl);
 * otherwise the tab closes, the learner is told and the event is logged (spec 8).
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
    const tab = openPendingTab();
    if (!tab) {
      fail('ai-chat-tab-blocked', {});
      return;
    }
    try {
      const { redirect_url: url } = await getAiConversationRedirect();
      if (isHttpsUrl(url)) {
        tab.go(url);
        logExternalPage(url, {
          aliasUuid,
          orgHash: profile?.org?.hash ?? null,
          accent: profile?.audio.accent ?? null,
          speed: profile?.audio.speed ?? null,
        });
        return;
      }
      tab.cancel();
      fail('ai-chat-redirect-refused', { url });
    } catch (error) {
      tab.cancel();
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
