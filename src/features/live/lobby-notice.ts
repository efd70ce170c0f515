// Why the learner was brought to the lobby, carried in the navigation's state (so a reload or a
// later visit does not repeat it): an exercise address the class does not allow (notChosen), the
// exercise they were in is not, or no longer, one of the class's (movedOut), the teacher changed
// the exercises (changed), or the class's exercises could not be checked (unverified), or the
// teacher called everyone back to the lobby: the class is locked to no exercise (calledBack).
const LOBBY_NOTICES = ['notChosen', 'movedOut', 'changed', 'unverified', 'calledBack'] as const;
export type LobbyNotice = (typeof LOBBY_NOTICES)[number];

type LobbyNoticeState = { lobbyNotice: LobbyNotice };

/** The navigation state that brings the notice to the lobby. */
export function lobbyNoticeState(notice: LobbyNotice): LobbyNoticeState {
  return { lobbyNotice: notice };
}

/** The notice a navigation's state carries, if any. */
export function lobbyNoticeOf(state: unknown): LobbyNotice | null {
  if (typeof state !== 'object' || state === null || !('lobbyNotice' in state)) return null;
  const notice = (state as LobbyNoticeState).lobbyNotice;
  return LOBBY_NOTICES.includes(notice) ? notice : null;
}
