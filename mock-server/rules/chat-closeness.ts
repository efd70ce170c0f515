import type { ProblemKey } from '../db/exercise-content';
import { markAnswer, markingSkillOf } from '../../src/lib/rules/marking/answer-match';

// How near a chat answer came, for the learner's feedback after a miss (submitConversationAnswer's
// optional closeness and correction). The same measure as the typed kinds
// (src/lib/rules/marking/answer-match.ts `markAnswer`) for the chat's skill (`markingSkillOf(1)`:
// spelling, so a slip is close, never right; the verdict itself stays the chat's match of any
// accepted sentence):
// - a miss with attempts left is measured against every accepted answer of the turn; a close one
//   carries the nearest (the app marks the words to change), a far one nothing (the next
//   attempt's help leads the way, the answer is not given away);
// - the last miss is measured against the model answer's group (the talk goes on along it) and
//   carries its nearest answer, the model answer itself after a far miss.

const CHAT = 1;

type ChatKey = Extract<ProblemKey, { kind: 'chat' }>;
type ChatCloseness = 'correct' | 'close' | 'far';
export type ChatFeedback = { closeness: ChatCloseness; correction: string | null };

export function chatFeedback(
  problem: Pick<ChatKey, 'answers'>,
  answer: string,
  judged: { isCorrect: boolean; transition: boolean },
): ChatFeedback {
  if (judged.isCorrect) return { closeness: 'correct', correction: null };
  const last = judged.transition;
  const accepted = last
    ? problem.answers[0]!.accepted
    : problem.answers.flatMap((group) => group.accepted);
  const mark = markAnswer(answer, accepted, markingSkillOf(CHAT));
  // Judged wrong: an answer the marking reads as equal is still only close.
  const closeness: ChatCloseness = mark.closeness === 'incorrect' ? 'far' : 'close';
  if (last) return { closeness, correction: closeness === 'close' ? mark.closest : accepted[0]! };
  return { closeness, correction: closeness === 'close' ? mark.closest : null };
}
