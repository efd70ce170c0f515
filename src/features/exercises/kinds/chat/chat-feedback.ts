// What the chat tells the learner after a miss, as pure readings of the conversation:
// - the word-by-word comparison of a close miss (or a close last miss) with the answer the
//   backend names (src/lib/rules/marking/word-diff.ts, as the typed kinds mark theirs);
// - whether the next attempt's key phrase is only what she has already said (then the help says
//   so, instead of showing it as news);
// - the review of a run: each turn reached with her answers and, after a miss, what she could
//   have said.
import { comparableWords } from '../../../../lib/rules/marking/answer-match';
import { readingsOf } from '../../../../lib/rules/marking/contractions';
import { wordDiff } from '../../../../lib/rules/marking/word-diff';
import type { ComparedWord } from '../../components/word-comparison';
import { attemptOf, componentOf, type ChatScript } from './chat-script';
import type { ChatState, FeedbackEntry, LearnerEntry, LearnerVerdict } from './chat-state';

/** The words to change of a close miss, null for a far one (or with nothing to compare). */
export function comparisonOf(entry: FeedbackEntry): ComparedWord[] | null {
  if (entry.closeness !== 'close' || !entry.correction) return null;
  const words = wordDiff(entry.given, entry.correction);
  return words.some((word) => word.status !== 'correct') ? words : null;
}

/** The words of a text as answers are read, contractions in full ("I'm" → "i am"). */
const fullWords = (text: string) =>
  comparableWords(text).flatMap((word) => readingsOf(word)[0]!.split(' '));

/**
 * True when what she said already starts with the key phrase (read the same way as answers are
 * judged): the phrase is no news to her, she has to go on from it.
 */
export function saidThePhrase(said: string, phrase: string): boolean {
  // The key phrase without its ellipsis ("Hi, I'm …" → "Hi, I'm").
  const start = fullWords(phrase.replace(/[\s.…]+$/u, ''));
  const words = fullWords(said);
  return start.length > 0 && start.every((word, index) => words[index] === word);
}

/** Her latest answer to the problem before this attempt, or null. */
export function previousAnswer(state: ChatState): string | null {
  const { problemUuid, attempt } = state;
  if (problemUuid === null || attempt === 0) return null;
  const answers = state.transcript.filter(
    (entry): entry is LearnerEntry => entry.type === 'learner' && entry.problemUuid === problemUuid,
  );
  return answers.at(-1)?.text ?? null;
}

type ReviewAnswer = { id: string; text: string; verdict: LearnerVerdict };
type ReviewRow = {
  problemUuid: string;
  /** What she was asked (the first attempt's instruction). */
  task: string;
  answers: ReviewAnswer[];
  /** After a miss: what she could have said. */
  model: string | null;
};

/** The review of a run: each turn reached, in order, with her answers and the model after a miss. */
export function reviewRowsOf(state: Pick<ChatState, 'asked' | 'transcript'>, script: ChatScript) {
  const rows: ReviewRow[] = [];
  state.asked.forEach((problemUuid, index) => {
    const turn = script.turns[problemUuid];
    // A turn reached twice (a branch back) is reviewed once, with every answer.
    if (!turn || state.asked.indexOf(problemUuid) !== index) return;
    const entries = state.transcript.filter(
      (entry) => 'problemUuid' in entry && entry.problemUuid === problemUuid,
    );
    const answers = entries.flatMap((entry) =>
      entry.type === 'learner' ? [{ id: entry.id, text: entry.text, verdict: entry.verdict }] : [],
    );
    const last = entries.findLast(
      (entry): entry is FeedbackEntry => entry.type === 'feedback' && entry.last,
    );
    const answeredRight = answers.at(-1)?.verdict === 'correct';
    rows.push({
      problemUuid,
      task: componentOf(attemptOf(turn.problem, 0).components, 'INSTRUCTION')?.text ?? '',
      answers,
      model: !answeredRight && last?.correction ? last.correction : null,
    });
  });
  return rows;
}
