// A conversation under way is kept in session storage (as the player keeps its runs), so a
// reload comes back to the same turn of the same session (logId), the transcript so far and the
// answer or end call on its way.
import { runStatusOf, type ChatState } from './chat-state';

const PREFIX = 'eigo.chatRun.';

export const chatSnapshotKey = (exerciseUuid: string, assignmentId: number | null) =>
  `${PREFIX}${exerciseUuid}.${assignmentId ?? '-'}`;

export function readChatSnapshot(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeChatSnapshot(key: string, state: ChatState): void {
  try {
    if (runStatusOf(state) === 'in-progress') {
      // The script comes from the exercise again: it is not kept.
      window.sessionStorage.setItem(key, JSON.stringify({ ...state, script: null }));
    } else window.sessionStorage.removeItem(key);
  } catch {
    // Storage full or unavailable: the conversation goes on without a snapshot.
  }
}
