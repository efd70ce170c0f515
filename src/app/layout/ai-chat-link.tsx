import { useIntl } from 'react-intl';
import { getAiConversationRedirect } from '../../api/generated/endpoints/user/user';
import { navMessages } from '../../features/shell/messages';
import { logEvent } from '../../lib/log-event';

/**
 * The AI chat item of the navigation bar (shown when llm_conversation is on): asks the backend
 * for a one-time address and goes there. Failures are only logged (spec 8).
 */
export function AiChatLink() {
  const intl = useIntl();
  const open = async () => {
    try {
      const { redirect_url: url } = await getAiConversationRedirect();
      window.location.assign(url);
    } catch (error) {
      logEvent('ai-chat-redirect-failed', {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return (
    <button type="button" className="nav-bar__link nav-bar__button" onClick={() => void open()}>
      {intl.formatMessage(navMessages.aiChat)}
    </button>
  );
}
