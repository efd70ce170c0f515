// The exercise session of spec 4.3 as a pure state machine: initial (the overview) → in progress
// (question → answered → next question …) → finished (after the end call: the result, the
// review). Every question is answered or skipped before the end; a dictation miss with an attempt
// left shows the same question again. The hook (use-exercise-run.ts) sends the calls.
import type { EndExerciseResponse } from '../../../api/generated/model/endExerciseResponse';
import type { Outcome, PlayerQuestion } from '../kinds/kind';

export type RunStatus = 'initial' | 'in-progress' | 'finished';
export type RunScreen = 'overview' | 'question' | 'answered' | 'finishing' | 'result' | 'review';
export type RunMode = 'test' | 'practice';

/** An answer on its way: the queued call whose result decides the outcome. */
export type PendingAnswer = {
  callId: string;
  /** The call itself, to send again with the same key if its result was lost in a reload. */
  call: { operation: string; args: unknown[]; idempotencyKey: string };
  problemUuid: string;
  attempt: number;
  answer: unknown;
  skipped: boolean;
};

export type RunState = {
  status: RunStatus;
  screen: RunScreen;
  mode: RunMode;
  logId: number | null;
  questions: PlayerQuestion[];
  index: number;
  attempt: number;
  /** The latest outcome of each problem (the latest answer decides, as on the server). */
  outcomes: Record<string, Outcome>;
  pending: PendingAnswer | null;
  result: EndExerciseResponse | null;
  /** The end call failed for good: the learner may try again. */
  endFailed: boolean;
};

export type RunEvent =
  | { type: 'started'; logId: number; questions: PlayerQuestion[]; mode: RunMode }
  | { type: 'answer-sent'; pending: PendingAnswer }
  | { type: 'answered'; problemUuid: string; outcome: Outcome }
  | { type: 'answer-failed' }
  | { type: 'continue' }
  | { type: 'ended'; result: EndExerciseResponse }
  | { type: 'end-failed' }
  | { type: 'retry-end' }
  | { type: 'show-review' }
  | { type: 'show-result' }
  | { type: 'reset' };

export const initialRunState: RunState = {
  status: 'initial',
  screen: 'overview',
  mode: 'test',
  logId: null,
  questions: [],
  index: 0,
  attempt: 0,
  outcomes: {},
  pending: null,
  result: null,
  endFailed: false,
};

export function currentQuestion(state: RunState): PlayerQuestion | null {
  return state.status === 'in-progress' ? (state.questions[state.index] ?? null) : null;
}

/** Questions with no answer yet (they must all be answered or skipped before the end). */
export function unansweredQuestions(state: RunState): PlayerQuestion[] {
  return state.questions.filter((q) => !(q.problemUuid in state.outcomes));
}

/** The end call's counts, from the latest outcome of each question (unjudged ones count nowhere). */
export function endCounts(state: RunState) {
  const outcomes = state.questions.flatMap((q) => state.outcomes[q.problemUuid] ?? []);
  return {
    numCorrectAnswers: outcomes.filter((o) => !o.skipped && o.correct === true).length,
    numIncorrectAnswers: outcomes.filter((o) => !o.skipped && o.correct === false).length,
    numSkipped: outcomes.filter((o) => o.skipped).length,
  };
}

/** Questions done, for the progress bar (answered ones and the one being answered once judged). */
export function questionsDone(state: RunState): number {
  return state.questions.filter((q) => {
    const outcome = state.outcomes[q.problemUuid];
    return outcome !== undefined && outcome.nextAttempt === null;
  }).length;
}

export function isLastQuestion(state: RunState): boolean {
  return state.index >= state.questions.length - 1;
}

function afterContinue(state: RunState): RunState {
  const question = currentQuestion(state);
  const outcome = question ? state.outcomes[question.problemUuid] : undefined;
  if (outcome?.nextAttempt != null) {
    return { ...state, screen: 'question', attempt: outcome.nextAttempt };
  }
  const next = state.questions.findIndex(
    (q, i) => i > state.index && !(q.problemUuid in state.outcomes),
  );
  if (next !== -1) return { ...state, screen: 'question', index: next, attempt: 0 };
  const missing = state.questions.findIndex((q) => !(q.problemUuid in state.outcomes));
  if (missing !== -1) return { ...state, screen: 'question', index: missing, attempt: 0 };
  return { ...state, screen: 'finishing' };
}

export function runReducer(state: RunState, event: RunEvent): RunState {
  switch (event.type) {
    case 'started':
      if (event.questions.length === 0) return state;
      return {
        ...initialRunState,
        status: 'in-progress',
        screen: 'question',
        mode: event.mode,
        logId: event.logId,
        questions: event.questions,
      };
    case 'answer-sent':
      if (state.screen !== 'question' || state.pending) return state;
      return { ...state, pending: event.pending };
    case 'answered':
      if (!state.pending || state.pending.problemUuid !== event.problemUuid) return state;
      return {
        ...state,
        pending: null,
        screen: 'answered',
        outcomes: { ...state.outcomes, [event.problemUuid]: event.outcome },
      };
    case 'answer-failed':
      return { ...state, pending: null };
    case 'continue':
      if (state.screen !== 'answered') return state;
      return afterContinue(state);
    case 'ended':
      if (state.screen !== 'finishing') return state;
      return { ...state, status: 'finished', screen: 'result', result: event.result };
    case 'end-failed':
      return { ...state, endFailed: true };
    case 'retry-end':
      return { ...state, endFailed: false };
    case 'show-review':
      return state.status === 'finished' ? { ...state, screen: 'review' } : state;
    case 'show-result':
      return state.status === 'finished' ? { ...state, screen: 'result' } : state;
    case 'reset':
      return initialRunState;
  }
}
