// Where a chat conversation goes after an answer (submitConversationAnswer). A chat problem has
// answer groups (each: accepted sentences and the problem it leads to, or null for the following
// problem in page order) and a number of attempts (3 in the content: task, key phrase, model).
// - A correct answer (it matches a group) moves on along that group's branch.
// - A wrong answer with attempts left stays on the problem (transition false, next null): the
//   client shows the next attempt's help.
// - A wrong answer on the last attempt moves on along the model answer's branch (the first
//   group), so a learner is never stuck.
// nextProblemUuid is null when the conversation ends (no problem follows) or when staying.

type ChatAnswerGroup = { nextProblemUuid: string | null };
export type ChatTransitionInput = {
  /** The group the answer matched, or null when it matched none. */
  matchedGroup: ChatAnswerGroup | null;
  /** The first group (the model answer's). */
  modelGroup: ChatAnswerGroup;
  /** The problem after this one in page order, or null for the last one. */
  followingProblemUuid: string | null;
  /** 0 for the first answer to this problem in the session, then 1, 2, … */
  attemptIndex: number;
  attempts: number;
};
export type ChatTransition = {
  isCorrect: boolean;
  transition: boolean;
  nextProblemUuid: string | null;
};

export function chatTransition(input: ChatTransitionInput): ChatTransition {
  const { matchedGroup, modelGroup, followingProblemUuid, attemptIndex, attempts } = input;
  if (matchedGroup) {
    return {
      isCorrect: true,
      transition: true,
      nextProblemUuid: matchedGroup.nextProblemUuid ?? followingProblemUuid,
    };
  }
  if (attemptIndex + 1 < attempts)
    return { isCorrect: false, transition: false, nextProblemUuid: null };
  return {
    isCorrect: false,
    transition: true,
    nextProblemUuid: modelGroup.nextProblemUuid ?? followingProblemUuid,
  };
}
