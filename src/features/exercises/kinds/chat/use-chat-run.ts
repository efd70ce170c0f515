import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { startExercise } from '../../../../api/generated/endpoints/exercises/exercises';
import type { ContentAudio } from '../../../../api/generated/model/contentAudio';
import type { ExerciseDetails } from '../../../../api/generated/model/exerciseDetails';
import { audioService } from '../../../../lib/services/audio/audio-service';
import { afterPaint } from '../../player/after-paint';
import { isNetworkAway } from '../../player/network-away';
import { TROPHY_DELAY_MS } from '../../player/components/run-result';
import { runSnapshotKey } from '../../player/run-snapshot';
import { useRunCore, type RunCoreScreen } from '../../player/use-run-core';
import type { RunTarget } from '../kind';
import type { SpeakingAnswer } from '../../speaking/speaking-task';
import { conversationAnswerBody, displayTextOf } from './chat-answer';
import { chatScriptOf, type ChatScript } from './chat-script';
import {
  chatEndCounts,
  chatReducer,
  initialChatState,
  isBotPlaying,
  isFooterEnabled,
  restoreChatState,
  runStatusOf,
  type ChatEvent,
  type ChatState,
} from './chat-state';

/** Spec 9: each bot message (and the learner's help) appears 250 ms after the one before. */
const CHAT_MESSAGE_DELAY_MS = 250;
/** A line whose sound never ends (a stalled file) holds the conversation no longer than this. */
const LINE_SOUND_LIMIT_MS = 30_000;

const CHAT = 1;

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

/** What the snapshot keeps of a conversation under way: all but the script (it comes again). */
const keptChatState = (state: ChatState) =>
  runStatusOf(state) === 'in-progress' ? { ...state, script: null } : null;

/** The conversation on the run core: its snapshot, its answers' and its end's calls. */
function chatRunScreen(
  details: ExerciseDetails,
  target: RunTarget,
  script: ChatScript | null,
): RunCoreScreen<ChatState, ChatEvent, 'submitConversationAnswer'> {
  const { course, exercise } = details;
  return {
    snapshotKey: runSnapshotKey(exercise.uuid, target.assignmentId, 'chatRun'),
    reducer: chatReducer,
    initial: initialChatState,
    // A conversation comes back only with the script it was under way in.
    restore: (saved) => (script ? restoreChatState(saved, script) : null),
    keep: keptChatState,
    logIdOf: (state) => state.logId,
    scopePrefix: 'chat',
    answer: {
      pending: (state) => state.pending,
      judged: ({ value }, state) => ({
        type: 'answer-result',
        callId: state.pending!.callId,
        result: value,
      }),
      failed: (state) => ({ type: 'answer-failed', callId: state.pending!.callId }),
    },
    end: {
      due: (state) => state.status === 'ShowTrophy' && state.result === null && !state.endFailed,
      call: (state, logId) => ({
        operation: 'endExercise',
        args: [course.uuid, CHAT, exercise.uuid, { logId, ...chatEndCounts(state) }],
      }),
      sent: (state) => state.endCall,
      sentEvent: (sent) => ({ type: 'end-sent', sent }),
      ended: (result) => ({ type: 'ended', result }),
      failed: { type: 'end-failed' },
    },
  };
}

/**
 * Runs one chat conversation (./chat-state.ts) on the run core (../../player/use-run-core.ts):
 * the scene and the bot's lines one by one (250 ms apart, each played to its end), the start,
 * each answer as a queued submitConversationAnswer, the end once every answer is judged, the
 * trophy 750 ms later; kept across reloads.
 */
export function useChatRun(details: ExerciseDetails, target: RunTarget) {
  const exercise = details.exercise;
  const courseUuid = details.course.uuid;
  const script = useMemo(() => chatScriptOf(exercise.pages), [exercise.pages]);
  const { state, dispatch, error, setError, enqueue } = useRunCore(
    chatRunScreen(details, target, script),
  );
  const [starting, setStarting] = useState(false);
  const startingNow = useRef(false);

  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);

  // The bot's sound stops with the conversation.
  useEffect(() => () => audioService.stop(), []);

  // Initializing: once the screen is painted, the scene begins.
  useEffect(() => {
    if (state.status !== 'Initializing' || !script) return;
    return afterPaint(() => dispatch({ type: 'opened', script }));
  }, [state.status, script, dispatch]);

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
  }, [status, speaking, speakingAudio, queued, dispatch]);

  // The attempt's help appears after the delay; then the learner may answer.
  useEffect(() => {
    if (status !== 'ProblemDisplaying') return;
    const timer = setTimeout(() => dispatch({ type: 'problem-shown' }), CHAT_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, state.problemUuid, state.attempt, dispatch]);

  // Judged: the next attempt, the next turn or the end follows after the delay.
  useEffect(() => {
    if (status !== 'ProblemFinished') return;
    const timer = setTimeout(() => dispatch({ type: 'continue' }), CHAT_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, dispatch]);

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
    } catch (error) {
      // A chat is judged by the backend (speech and the talk's turns): it cannot start offline.
      setError(isNetworkAway(error) ? 'start-offline' : 'start');
    } finally {
      startingNow.current = false;
      setStarting(false);
    }
  }, [courseUuid, exercise.uuid, target, dispatch, setError]);

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
      const sent = enqueue(
        {
          operation: 'submitConversationAnswer',
          args: [courseUuid, CHAT, exercise.uuid, body],
        },
        current.logId,
      );
      latest.current = { ...current, status: 'ProblemProcessing' };
      dispatch({ type: 'answer-sent', sent, text: displayTextOf(spoken), input: spoken.input });
    },
    [courseUuid, exercise.uuid, enqueue, dispatch, setError],
  );

  // Spec 4.3 and 9: the trophy shows 750 ms after the end.
  const ended = status === 'ShowTrophy' && state.result !== null;
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => dispatch({ type: 'trophy-shown' }), TROPHY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ended, dispatch]);

  return {
    state,
    script,
    error,
    starting,
    begin,
    answer,
    retryEnd: () => {
      setError(null);
      dispatch({ type: 'retry-end' });
    },
    showReview: () => dispatch({ type: 'show-review' }),
    showResult: () => dispatch({ type: 'show-result' }),
    /** Again, from the scene (the result's "talk again"): a new session once she starts. */
    restart: () => {
      audioService.stop();
      setError(null);
      dispatch({ type: 'restart' });
    },
  };
}
