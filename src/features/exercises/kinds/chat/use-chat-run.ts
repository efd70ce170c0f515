import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { startExercise } from '../../../../api/generated/endpoints/exercises/exercises';
import type { ContentAudio } from '../../../../api/generated/model/contentAudio';
import type { EndExerciseResponse } from '../../../../api/generated/model/endExerciseResponse';
import type { ExerciseDetails } from '../../../../api/generated/model/exerciseDetails';
import { audioService } from '../../../../lib/audio/audio-service';
import { afterPaint } from '../../player/after-paint';
import { UnknownCallError } from '../../player/answer-queue';
import { answerQueue } from '../../player/app-answer-queue';
import { TROPHY_DELAY_MS } from '../../player/components/run-result';
import { invalidateExerciseResults } from '../../player/invalidate-results';
import type { RunTarget } from '../../player/use-exercise-run';
import type { SpeakingAnswer } from '../../speaking/speaking-task';
import { conversationAnswerBody, displayTextOf, isChatAnswerResult } from './chat-answer';
import { chatScriptOf } from './chat-script';
import { chatSnapshotKey, readChatSnapshot, writeChatSnapshot } from './chat-snapshot';
import {
  chatEndCounts,
  chatReducer,
  initialChatState,
  isBotPlaying,
  isFooterEnabled,
  restoreChatState,
  type ChatState,
  type SentCall,
} from './chat-state';

/** Spec 9: each bot message (and the learner's help) appears 250 ms after the one before. */
export const CHAT_MESSAGE_DELAY_MS = 250;
/** A line whose sound never ends (a stalled file) holds the conversation no longer than this. */
export const LINE_SOUND_LIMIT_MS = 30_000;

const CHAT = 1;

export type ChatRunError = 'start' | 'answer' | null;

/** Plays a line's sound to its end (or its failure), at most LINE_SOUND_LIMIT_MS. */
function playLine(audio: ContentAudio): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LINE_SOUND_LIMIT_MS);
  });
  return Promise.race([audioService.play(audio).catch(() => undefined), limit]).finally(() =>
    clearTimeout(timer),
  );
}

/** A queued call's result, sent again under its key if the result went with a reload. */
function resultOfSent(sent: SentCall, scope: string): Promise<unknown> {
  const queue = answerQueue();
  return queue.resultOf(sent.callId).catch((error: unknown) =>
    error instanceof UnknownCallError
      ? queue.enqueue({
          operation: sent.call.operation,
          args: sent.call.args,
          scope,
          idempotencyKey: sent.call.idempotencyKey,
        }).result
      : Promise.reject(error),
  );
}

/**
 * Runs one chat conversation (./chat-state.ts) over the generated client and the answer queue:
 * the scene and the bot's lines one by one (250 ms apart, each played to its end), the start,
 * each answer as a queued submitConversationAnswer, the end once every answer is judged, the
 * trophy 750 ms later; kept across reloads.
 */
export function useChatRun(details: ExerciseDetails, target: RunTarget) {
  const queryClient = useQueryClient();
  const exercise = details.exercise;
  const courseUuid = details.course.uuid;
  const script = useMemo(() => chatScriptOf(exercise.pages), [exercise.pages]);
  const snapshotKey = chatSnapshotKey(exercise.uuid, target.assignmentId);
  const [state, dispatch] = useReducer(
    chatReducer,
    null,
    (): ChatState =>
      (script ? restoreChatState(readChatSnapshot(snapshotKey), script) : null) ?? initialChatState,
  );
  const [error, setError] = useState<ChatRunError>(null);
  const [starting, setStarting] = useState(false);
  const startingNow = useRef(false);
  const scope = `chat:${state.logId ?? 0}`;

  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);

  // Kept just after each change is painted, and at once when the page goes away.
  const saved = useRef({ snapshotKey, state });
  useEffect(() => {
    saved.current = { snapshotKey, state };
    return afterPaint(() => writeChatSnapshot(snapshotKey, state));
  }, [snapshotKey, state]);
  useEffect(() => {
    const flush = () => writeChatSnapshot(saved.current.snapshotKey, saved.current.state);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      audioService.stop();
    };
  }, []);

  // Initializing: once the screen is painted, the scene begins.
  useEffect(() => {
    if (state.status !== 'Initializing' || !script) return;
    return afterPaint(() => dispatch({ type: 'opened', script }));
  }, [state.status, script]);

  // The bot talks: each line appears after the delay, then its sound plays to the end.
  const { status, speaking } = state;
  const queued = state.queue.length;
  const speakingEntry = speaking ? state.transcript.find((entry) => entry.id === speaking) : null;
  const speakingAudio = speakingEntry?.type === 'bot' ? speakingEntry.audio : null;
  useEffect(() => {
    if (!isBotPlaying(status)) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (speaking !== null) {
      const done = () => {
        if (alive) dispatch({ type: 'line-played', id: speaking });
      };
      if (speakingAudio) void playLine(speakingAudio).then(done);
      else timer = setTimeout(done, 0);
    } else if (queued > 0) {
      timer = setTimeout(() => dispatch({ type: 'line-shown' }), CHAT_MESSAGE_DELAY_MS);
    } else {
      timer = setTimeout(() => dispatch({ type: 'line-played', id: null }), 0);
    }
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [status, speaking, speakingAudio, queued]);

  // The attempt's help appears after the delay; then the learner may answer.
  useEffect(() => {
    if (status !== 'ProblemDisplaying') return;
    const timer = setTimeout(() => dispatch({ type: 'problem-shown' }), CHAT_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, state.problemUuid, state.attempt]);

  // Judged: the next attempt, the next turn or the end follows after the delay.
  useEffect(() => {
    if (status !== 'ProblemFinished') return;
    const timer = setTimeout(() => dispatch({ type: 'continue' }), CHAT_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const begin = useCallback(async () => {
    if (startingNow.current || latest.current.status !== 'IntroWaitForUser') return;
    startingNow.current = true;
    setStarting(true);
    setError(null);
    try {
      const response = await startExercise(courseUuid, CHAT, exercise.uuid, {
        assignmentId: target.assignmentId,
        problemUuids: null,
        limitedModeId: target.live?.limitedModeId ?? null,
        sessionId: target.live?.sessionId ?? null,
        schoolGrade: target.schoolGrade as never,
        problemCount: target.problemCount,
      });
      dispatch({ type: 'started', logId: response.logId });
    } catch {
      setError('start');
    } finally {
      startingNow.current = false;
      setStarting(false);
    }
  }, [courseUuid, exercise.uuid, target]);

  /** The speaking panel's answer: queued as submitConversationAnswer. */
  const answer = useCallback(
    (spoken: SpeakingAnswer) => {
      const current = latest.current;
      const problemUuid = current.problemUuid;
      if (spoken.type !== 'recognized' || !isFooterEnabled(current) || current.pending) return;
      if (current.logId === null || problemUuid === null) return;
      // An empty recognition is no answer (the speaking panel says it heard nothing).
      if (spoken.recognition.text.trim() === '') return;
      setError(null);
      const body = conversationAnswerBody(spoken, current.logId, problemUuid, current.attempt);
      const call = {
        operation: 'submitConversationAnswer' as const,
        args: [courseUuid, CHAT, exercise.uuid, body],
      };
      const runScope = `chat:${current.logId}`;
      const { id, idempotencyKey } = answerQueue().enqueue({ ...call, scope: runScope });
      const sent: SentCall = { callId: id, call: { ...call, idempotencyKey } };
      latest.current = { ...current, status: 'ProblemProcessing' };
      dispatch({ type: 'answer-sent', sent, text: displayTextOf(spoken), input: spoken.input });
    },
    [courseUuid, exercise.uuid],
  );

  // An answer on its way (also one sent before a reload): its result decides what follows.
  const pending = state.pending;
  useEffect(() => {
    if (!pending) return;
    let alive = true;
    resultOfSent(pending, scope)
      .then((result) => {
        if (!alive) return;
        if (!isChatAnswerResult(result)) throw new Error('Not a conversation answer result');
        dispatch({ type: 'answer-result', callId: pending.callId, result });
      })
      .catch(() => {
        if (!alive) return;
        setError('answer');
        dispatch({ type: 'answer-failed', callId: pending.callId });
      });
    return () => {
      alive = false;
    };
    // Only a new pending answer starts waiting for its result.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rest is read as it is then
  }, [pending?.callId]);

  // The end: once every answer is delivered, the end call (through the queue as well).
  const finishing = status === 'ShowTrophy' && state.result === null && !state.endFailed;
  useEffect(() => {
    if (!finishing || state.logId === null) return;
    let alive = true;
    const queue = answerQueue();
    const body = { logId: state.logId, ...chatEndCounts(state) };
    const call = {
      operation: 'endExercise' as const,
      args: [courseUuid, CHAT, exercise.uuid, body],
    };
    const result = state.endCall
      ? resultOfSent(state.endCall, scope)
      : queue.whenIdle(scope).then(() => {
          if (!alive) return Promise.reject(new Error('left'));
          const { id, idempotencyKey } = queue.enqueue({ ...call, scope });
          dispatch({ type: 'end-sent', sent: { callId: id, call: { ...call, idempotencyKey } } });
          return queue.resultOf(id);
        });
    result
      .then((value) => {
        void invalidateExerciseResults(queryClient);
        if (alive) dispatch({ type: 'ended', result: value as EndExerciseResponse });
      })
      .catch(() => {
        if (alive) dispatch({ type: 'end-failed' });
      });
    return () => {
      alive = false;
    };
    // The end starts once per finishing run.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rest is read as it is then
  }, [finishing, state.logId]);

  // Spec 4.3 and 9: the trophy shows 750 ms after the end.
  const ended = status === 'ShowTrophy' && state.result !== null;
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => dispatch({ type: 'trophy-shown' }), TROPHY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ended]);

  return {
    state,
    script,
    error,
    starting,
    begin,
    answer,
    retryEnd: () => dispatch({ type: 'retry-end' }),
    showReview: () => dispatch({ type: 'show-review' }),
    showResult: () => dispatch({ type: 'show-result' }),
  };
}

export type ChatRun = ReturnType<typeof useChatRun>;
