// Chat (exercise type 1): a conversation rather than a row of questions, so the kind brings its
// own screen instead of the question player's parts.
import type { ScreenKind } from '../kind';
import { ChatConversation } from './chat-conversation';

export const chatKind: ScreenKind = { Screen: ChatConversation };
