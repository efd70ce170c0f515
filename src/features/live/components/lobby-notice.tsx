import { FormattedMessage } from 'react-intl';
import type { LobbyNotice as LobbyNoticeKind } from '../lobby-notice';
import { lobbyNoticeMessages } from '../messages';

/** Why the learner is in the lobby: a short notice at the top, announced politely. */
export function LobbyNotice({ notice }: { notice: LobbyNoticeKind }) {
  return (
    <p className="notice notice--warning lobby-notice" role="status">
      <FormattedMessage {...lobbyNoticeMessages[notice]} />
    </p>
  );
}
