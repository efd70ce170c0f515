// The exercise session of spec 4.3 as a pure state machine: initial (the overview) → in progress
// (question → answered → next question …) → finished (after the end call: the result, the
// review). Every question is answered or skipped before the end; a dictation miss with an attempt
// left shows the same question again. The hook (use-exercise-run.ts) sends the calls, on the
// run core (use-run-core.ts).
// A drill card's learned status is the latest the run knows: the one an answer's outcome gave
// wins over the one startExercise (or the practice pages) gave, in this run and the next.
import type { DrillQuestion } from '../../../api/generated/model/drillQuestion';
import type { EndExerciseResponse } from '../../../api/generated/model/endExerciseResponse';
import type { ExerciseBodyItem } from '../../../api/generated/model/exerciseBodyItem';
import type { Outcome, PlayerQuestion, RunStatus } from '../kinds/kind';
import type { SentCall } from './call-operations';
import type { EndOperation } from './call-operations';
type RunScreen = 'overview' | 'question' | 'answered' | 'finishing' | 'result' | 'review';
type RunMode = 'test' | 'practice';

/** An answer on its way: the queued call whose result decides the outcome. */
type PendingAnswer = SentCall & {
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
  /** The latest learned status of each drill card an answer moved (kept into the next run). */
  learned?: Record<string, number>;
  /**
   * The end call once queued, when it is queued before the answers are delivered (a run started
   * offline): a reload waits for that call instead of queueing a second end.
   */
  endSent?: SentCall<EndOperation> | null;
  /**
   * Answers given offline whose marking is deferred (a kind with `deferredOffline`): the queued
   * call of each problem, whose result (once delivered) replaces the problem's unmarked outcome.
   */
  deferred?: Record<string, PendingAnswer>;
};

export type RunEvent =
  | { type: 'started'; logId: number; questions: PlayerQuestion[]; mode: RunMode }
  | { type: 'answer-sent'; pending: PendingAnswer }
  | { type: 'answered'; problemUuid: string; outcome: Outcome }
  | { type: 'answer-failed' }
  /** A deferred answer's mark came: its outcome replaces the unmarked one. */
  | { type: 'marked'; problemUuid: string; outcome: Outcome }
  | { type: 'continue' }
  | { type: 'ended'; result: EndExerciseResponse }
  | { type: 'end-sent'; sent: SentCall<EndOperation> }
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

/** What a snapshot keeps of a run: the run while it is under way, else nothing. */
export const keptRunState = (state: RunState): RunState | null =>
  state.status === 'in-progress' ? state : null;

/** A run kept over a reload, or null unless it was under way. */
export function restoreRunState(saved: unknown): RunState | null {
  const state = saved as RunState | null;
  return state && state.status === 'in-progress' && Array.isArray(state.questions) ? state : null;
}

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

/** The answers still waiting to be marked by the backend (deferred offline). */
export function awaitingMarks(state: RunState): number {
  return Object.keys(state.deferred ?? {}).length;
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

/** The drill card a question holds (its DRILL_* item's card), if any. */
function drillCardOf(question: PlayerQuestion): DrillQuestion | null {
  const { item } = question;
  return item.type === 'DRILL_VOCABULARY' ||
    item.type === 'DRILL_LISTENING' ||
    item.type === 'DRILL_PRONUNCIATION'
    ? item.question
    : null;
}

function learnedAfter(
  state: RunState,
  problemUuid: string,
  outcome: Outcome,
): Record<string, number> {
  const learned = state.learned ?? {};
  const question = state.questions.find((q) => q.problemUuid === problemUuid);
  const card = question ? drillCardOf(question) : null;
  if (!card || !outcome.learnStatus) return learned;
  return { ...learned, [card.uuid]: outcome.learnStatus.newLearnStatus };
}

/** The questions with each drill card's latest learned status (unchanged ones kept as they are). */
function withLearnedStatus(
  questions: PlayerQuestion[],
  learned: Readonly<Record<string, number>>,
): PlayerQuestion[] {
  return questions.map((question) => {
    const card = drillCardOf(question);
    const status = card ? learned[card.uuid] : undefined;
    if (!card || status === undefined || status === card.learnedStatus) return question;
    const item = {
      ...question.item,
      question: { ...card, learnedStatus: status as DrillQuestion['learnedStatus'] },
    } as ExerciseBodyItem;
    return {
      ...question,
      item,
      body: question.body.map((other) => (other === question.item ? item : other)),
    };
  });
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
        questions: withLearnedStatus(event.questions, state.learned ?? {}),
        learned: state.learned ?? {},
      };
    case 'answer-sent':
      if (state.screen !== 'question' || state.pending) return state;
      return { ...state, pending: event.pending };
    case 'answered': {
      if (!state.pending || state.pending.problemUuid !== event.problemUuid) return state;
      const learned = learnedAfter(state, event.problemUuid, event.outcome);
      // Deferred: the queued call is kept, so its result marks the answer when it is delivered.
      const { [event.problemUuid]: _replaced, ...deferred } = state.deferred ?? {};
      return {
        ...state,
        deferred: event.outcome.deferred
          ? { ...deferred, [event.problemUuid]: state.pending }
          : deferred,
        pending: null,
        screen: 'answered',
        outcomes: { ...state.outcomes, [event.problemUuid]: event.outcome },
        questions: withLearnedStatus(state.questions, learned),
        learned,
      };
    }
    case 'answer-failed':
      return { ...state, pending: null };
    case 'marked': {
      if (!state.deferred || !(event.problemUuid in state.deferred)) return state;
      const { [event.problemUuid]: _marked, ...deferred } = state.deferred;
      return {
        ...state,
        deferred,
        outcomes: { ...state.outcomes, [event.problemUuid]: event.outcome },
      };
    }
    case 'continue':
      if (state.screen !== 'answered') return state;
      return afterContinue(state);
    case 'ended':
      if (state.screen !== 'finishing') return state;
      return { ...state, status: 'finished', screen: 'result', result: event.result };
    case 'end-sent':
      return state.screen === 'finishing' ? { ...state, endSent: event.sent } : state;
    case 'end-failed':
      return { ...state, endFailed: true };
    case 'retry-end':
      return { ...state, endFailed: false, endSent: null };
    case 'show-review':
      return state.status === 'finished' ? { ...state, screen: 'review' } : state;
    case 'show-result':
      return state.status === 'finished' ? { ...state, screen: 'result' } : state;
    case 'reset':
      return initialRunState;
  }
}
