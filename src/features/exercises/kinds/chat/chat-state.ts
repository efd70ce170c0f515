// The chat conversation of spec 4.3 as a pure state machine. Its ten statuses:
//   Initializing → IntroBotPlaying (the scene appears line by line) → IntroWaitForUser (start)
//   → MsgBotPlaying (the bot's lines of the turn, one by one, each played)
//   → ProblemDisplaying (the attempt's help appears) → ProblemWaitingForUserAnswer (the footer is
//     enabled) → ProblemProcessing (the answer on its way) → ProblemFinished (judged):
//       a miss with attempts left: the next attempt → ProblemDisplaying;
//       a transition to nextProblemUuid: that turn → MsgBotPlaying;
//       a transition to null: the closing lines → MsgBotPlaying → ShowTrophy (the end call, the
//       750 ms wait) → Ended.
// A miss adds the coach's word after the learner's bubble (how near it was and what to change,
// or after the last miss what she could have said: ./chat-feedback.ts). "Again" from the result
// starts the conversation afresh (Initializing).
// The footer (the answer control) is enabled only while waiting for the learner's answer. The
// hook (use-chat-run.ts) runs the timers and the sounds, the run core (player/use-run-core.ts) the
// calls, and both tell this machine.
import type { ContentAudio } from '../../../../api/generated/model/contentAudio';
import type { ConversationAnswerResult } from '../../../../api/generated/model/conversationAnswerResult';
import type { EndExerciseResponse } from '../../../../api/generated/model/endExerciseResponse';
import type { SentCall } from '../../player/call-operations';
import type { EndOperation } from '../../player/call-operations';
import type { RunStatus } from '../kind';
import { expectedTextOf, modelAnswerOf, type ChatLine, type ChatScript } from './chat-script';

export const CHAT_STATUSES = [
  'Initializing',
  'IntroBotPlaying',
  'IntroWaitForUser',
  'MsgBotPlaying',
  'ProblemDisplaying',
  'ProblemWaitingForUserAnswer',
  'ProblemProcessing',
  'ProblemFinished',
  'ShowTrophy',
  'Ended',
] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/**
 * How the learner's bubble reads: being checked, right, nearly right (another try), "try again",
 * or missed for good.
 */
export type LearnerVerdict = 'checking' | 'correct' | 'close' | 'retry' | 'missed';

export type LearnerEntry = {
  type: 'learner';
  id: string;
  problemUuid: string;
  attempt: number;
  text: string;
  input: 'voice' | 'typed';
  verdict: LearnerVerdict;
};
/**
 * The coach's word after a miss: how near it was (null when the backend does not say) and the
 * answer to compare it with (the nearest one after a close miss; after the last miss, what she
 * could have said), or null.
 */
export type FeedbackEntry = {
  type: 'feedback';
  id: string;
  problemUuid: string;
  /** The conversation moves on: `correction` is the answer she could have said. */
  last: boolean;
  closeness: 'close' | 'far' | null;
  given: string;
  correction: string | null;
  /** The model answer's sound, when the correction is the model answer. */
  audio: ContentAudio | null;
};
export type TranscriptEntry = (ChatLine & { id: string }) | LearnerEntry | FeedbackEntry;

type PendingChatAnswer = SentCall<'submitConversationAnswer'> & {
  problemUuid: string;
  attempt: number;
  /** The learner's bubble. */
  entryId: string;
};

/** submitConversationAnswer's answer (closeness and correction: a backend may leave them out). */
export type ChatAnswerResult = ConversationAnswerResult;

export type ChatState = {
  status: ChatStatus;
  script: ChatScript | null;
  logId: number | null;
  /** What has been said and shown, in order. */
  transcript: TranscriptEntry[];
  /** What the bot still has to say before the next status. */
  queue: ChatLine[];
  /** The transcript entry being played now (its sound), else null. */
  speaking: string | null;
  /** The current problem (null before the conversation and once it is over). */
  problemUuid: string | null;
  /** 0 on the first attempt of the problem; one more per miss (the retry count). */
  attempt: number;
  /** The problems reached, in order. */
  asked: string[];
  /** Each answered problem by its latest answer (as the server counts it). */
  outcomes: Record<string, boolean>;
  pending: PendingChatAnswer | null;
  /** The judgement shown in ProblemFinished. */
  judged: ChatAnswerResult | null;
  /** The conversation is over: the queue holds the closing lines, then the trophy. */
  ending: boolean;
  endCall: SentCall<EndOperation> | null;
  result: EndExerciseResponse | null;
  /** The end call failed for good: the learner may try again. */
  endFailed: boolean;
  /** The transcript shown again after the end (the result's "review"). */
  review: boolean;
  /** Numbers the transcript entries. */
  seq: number;
};

export type ChatEvent =
  | { type: 'opened'; script: ChatScript }
  | { type: 'line-shown' }
  | { type: 'line-played'; id: string | null }
  | { type: 'started'; logId: number }
  | { type: 'problem-shown' }
  | {
      type: 'answer-sent';
      sent: SentCall<'submitConversationAnswer'>;
      text: string;
      input: 'voice' | 'typed';
    }
  | { type: 'answer-result'; callId: string; result: ChatAnswerResult }
  | { type: 'answer-failed'; callId: string }
  | { type: 'continue' }
  | { type: 'end-sent'; sent: SentCall<EndOperation> }
  | { type: 'ended'; result: EndExerciseResponse }
  | { type: 'end-failed' }
  | { type: 'retry-end' }
  | { type: 'trophy-shown' }
  | { type: 'show-review' }
  | { type: 'show-result' }
  | { type: 'restart' };

export const initialChatState: ChatState = {
  status: 'Initializing',
  script: null,
  logId: null,
  transcript: [],
  queue: [],
  speaking: null,
  problemUuid: null,
  attempt: 0,
  asked: [],
  outcomes: {},
  pending: null,
  judged: null,
  ending: false,
  endCall: null,
  result: null,
  endFailed: false,
  review: false,
  seq: 0,
};

/** The bot is talking (or the scene appearing): the footer waits. */
export const isBotPlaying = (status: ChatStatus) =>
  status === 'IntroBotPlaying' || status === 'MsgBotPlaying';

/** Spec 4.3: the footer is enabled only while waiting for the learner's answer. */
export const isFooterEnabled = (state: Pick<ChatState, 'status'>) =>
  state.status === 'ProblemWaitingForUserAnswer';

/** The route's view of the run: leaving asks while it is in progress. */
export function runStatusOf(state: ChatState): RunStatus {
  if (state.status === 'Ended' || state.result !== null) return 'finished';
  return state.logId === null ? 'initial' : 'in-progress';
}

/** The end call's counts: each problem by its latest answer; a chat skips nothing. */
export function chatEndCounts(state: Pick<ChatState, 'outcomes'>) {
  const latest = Object.values(state.outcomes);
  return {
    numCorrectAnswers: latest.filter((correct) => correct).length,
    numIncorrectAnswers: latest.filter((correct) => !correct).length,
    numSkipped: 0,
  };
}

/**
 * How far the conversation is: the current turn's place among the turns in page order (the
 * branches skip some), all of them once it is over.
 */
export function chatProgress(state: ChatState): { done: number; total: number } {
  const total = state.script?.order.length ?? 0;
  if (state.ending || state.status === 'ShowTrophy' || state.status === 'Ended')
    return { done: total, total };
  const index = state.problemUuid ? (state.script?.order.indexOf(state.problemUuid) ?? -1) : -1;
  const moving = state.status === 'ProblemFinished' && state.judged?.transition === true;
  return { done: Math.max(0, index) + (moving ? 1 : 0), total };
}

/** The attempts the current problem gives (at least 1). */
function attemptsOf(state: ChatState): number {
  const turn = state.problemUuid ? state.script?.turns[state.problemUuid] : undefined;
  return Math.max(1, turn?.problem.attempts.length ?? 1);
}

/** The bot has said everything it had to: the next status. */
function afterLines(state: ChatState): ChatState {
  if (state.status === 'IntroBotPlaying') return { ...state, status: 'IntroWaitForUser' };
  if (state.ending || state.problemUuid === null) return { ...state, status: 'ShowTrophy' };
  return { ...state, status: 'ProblemDisplaying' };
}

/** Moves on to the turn of `problemUuid`, or to the closing lines when there is none. */
function goTo(state: ChatState, problemUuid: string | null): ChatState {
  const turn = problemUuid ? state.script?.turns[problemUuid] : undefined;
  if (!turn) {
    return {
      ...state,
      status: 'MsgBotPlaying',
      problemUuid: null,
      attempt: 0,
      judged: null,
      ending: true,
      queue: [...(state.script?.closing ?? [])],
    };
  }
  return {
    ...state,
    status: 'MsgBotPlaying',
    problemUuid: turn.problemUuid,
    attempt: 0,
    judged: null,
    asked: [...state.asked, turn.problemUuid],
    queue: [...turn.lines],
  };
}

const verdictOf = (result: ChatAnswerResult): LearnerVerdict =>
  result.isCorrect
    ? 'correct'
    : result.transition
      ? 'missed'
      : result.closeness === 'close'
        ? 'close'
        : 'retry';

/**
 * The coach's word after a miss: with the backend's closeness, or after the last miss (the model
 * answer of the content when the backend names none); null after a right answer, and after a miss
 * with attempts left that the backend does not measure (the verdict says "try again").
 */
function feedbackOf(
  state: ChatState,
  learner: LearnerEntry,
  result: ChatAnswerResult,
  id: string,
): FeedbackEntry | null {
  if (result.isCorrect) return null;
  const closeness =
    result.closeness === 'close' || result.closeness === 'far' ? result.closeness : null;
  if (!result.transition && closeness === null) return null;
  const turn = state.script?.turns[learner.problemUuid];
  const model = turn ? expectedTextOf(turn.problem) : '';
  const correction = result.correction?.trim() || (result.transition ? model : '') || null;
  const modelAnswer = turn ? modelAnswerOf(turn.problem) : null;
  return {
    type: 'feedback',
    id,
    problemUuid: learner.problemUuid,
    last: result.transition,
    closeness,
    given: learner.text,
    // A far miss with attempts left gives nothing away (the next attempt's help leads the way).
    correction: !result.transition && closeness === 'far' ? null : correction,
    audio:
      result.transition && modelAnswer?.audio && modelAnswer.text.trim() === correction
        ? modelAnswer.audio
        : null,
  };
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'opened':
      if (state.status !== 'Initializing') return state;
      return {
        ...initialChatState,
        script: event.script,
        status: 'IntroBotPlaying',
        queue: [...event.script.intro],
      };

    case 'line-shown': {
      const [line, ...rest] = state.queue;
      if (!isBotPlaying(state.status) || !line || state.speaking !== null) return state;
      const id = `e${state.seq + 1}`;
      return {
        ...state,
        seq: state.seq + 1,
        queue: rest,
        transcript: [...state.transcript, { ...line, id }],
        speaking: id,
      };
    }

    case 'line-played': {
      if (!isBotPlaying(state.status) || event.id !== state.speaking) return state;
      const played = { ...state, speaking: null };
      return played.queue.length > 0 ? played : afterLines(played);
    }

    case 'started': {
      if (state.status !== 'IntroWaitForUser' || !state.script) return state;
      return goTo({ ...state, logId: event.logId }, state.script.order[0] ?? null);
    }

    case 'problem-shown':
      if (state.status !== 'ProblemDisplaying') return state;
      return { ...state, status: 'ProblemWaitingForUserAnswer' };

    case 'answer-sent': {
      // An answer needs a current problem and words (an empty recognition is ignored).
      const text = event.text.trim();
      if (!isFooterEnabled(state) || state.problemUuid === null || state.pending || text === '')
        return state;
      const id = `e${state.seq + 1}`;
      const bubble: LearnerEntry = {
        type: 'learner',
        id,
        problemUuid: state.problemUuid,
        attempt: state.attempt,
        text,
        input: event.input,
        verdict: 'checking',
      };
      return {
        ...state,
        seq: state.seq + 1,
        status: 'ProblemProcessing',
        transcript: [...state.transcript, bubble],
        pending: {
          ...event.sent,
          problemUuid: state.problemUuid,
          attempt: state.attempt,
          entryId: id,
        },
      };
    }

    case 'answer-result': {
      const { pending } = state;
      if (state.status !== 'ProblemProcessing' || pending?.callId !== event.callId) return state;
      const verdict = verdictOf(event.result);
      const learner = state.transcript.find(
        (entry): entry is LearnerEntry => entry.id === pending.entryId && entry.type === 'learner',
      );
      const feedback = learner
        ? feedbackOf(state, learner, event.result, `e${state.seq + 1}`)
        : null;
      return {
        ...state,
        seq: feedback ? state.seq + 1 : state.seq,
        status: 'ProblemFinished',
        pending: null,
        judged: event.result,
        outcomes: { ...state.outcomes, [pending.problemUuid]: event.result.isCorrect },
        transcript: [
          ...state.transcript.map((entry) =>
            entry.id === pending.entryId && entry.type === 'learner'
              ? { ...entry, verdict }
              : entry,
          ),
          ...(feedback ? [feedback] : []),
        ],
      };
    }

    case 'answer-failed': {
      const { pending } = state;
      if (state.status !== 'ProblemProcessing' || pending?.callId !== event.callId) return state;
      return {
        ...state,
        status: 'ProblemWaitingForUserAnswer',
        pending: null,
        transcript: state.transcript.filter((entry) => entry.id !== pending.entryId),
      };
    }

    case 'continue': {
      const { judged } = state;
      if (state.status !== 'ProblemFinished' || !judged) return state;
      if (!judged.transition) {
        // A miss with attempts left: the retry count goes up and the next attempt's help shows.
        return {
          ...state,
          status: 'ProblemDisplaying',
          attempt: Math.min(state.attempt + 1, attemptsOf(state) - 1),
          judged: null,
        };
      }
      return goTo(state, judged.nextProblemUuid);
    }

    case 'end-sent':
      if (state.status !== 'ShowTrophy' || state.result || state.endCall) return state;
      return { ...state, endCall: event.sent, endFailed: false };

    case 'ended':
      if (state.status !== 'ShowTrophy') return state;
      return { ...state, result: event.result, endCall: null, endFailed: false };

    case 'end-failed':
      if (state.status !== 'ShowTrophy') return state;
      return { ...state, endCall: null, endFailed: true };

    case 'retry-end':
      return state.endFailed ? { ...state, endFailed: false } : state;

    case 'trophy-shown':
      if (state.status !== 'ShowTrophy' || !state.result) return state;
      return { ...state, status: 'Ended' };

    case 'show-review':
      return state.status === 'Ended' ? { ...state, review: true } : state;

    case 'show-result':
      return state.status === 'Ended' ? { ...state, review: false } : state;

    case 'restart':
      // Again, from the scene: a new session once the learner starts.
      return state.status === 'Ended' ? initialChatState : state;
  }
}

/**
 * A run kept over a reload, with today's script: null unless it was under way and its problem
 * is still in the script. Nothing is played again (the bot goes on after the line it was on).
 */
export function restoreChatState(saved: unknown, script: ChatScript): ChatState | null {
  if (!saved || typeof saved !== 'object') return null;
  const state = saved as ChatState;
  if (
    typeof state.logId !== 'number' ||
    !CHAT_STATUSES.includes(state.status) ||
    state.status === 'Ended' ||
    !Array.isArray(state.transcript) ||
    !Array.isArray(state.queue) ||
    (state.problemUuid !== null && !(state.problemUuid in script.turns))
  )
    return null;
  return { ...initialChatState, ...state, script, speaking: null, review: false };
}
