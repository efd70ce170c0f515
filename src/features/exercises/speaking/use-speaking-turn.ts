import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { updateProfile } from '../../../api/generated/endpoints/user/user';
import {
  evaluatePronunciation,
  uploadRecording,
} from '../../../api/generated/endpoints/speech/speech';
import { ApiError } from '../../../api/http-client';
import { useSession } from '../../../hooks/use-session';
import { logAction, type ActionLogEvent } from '../../../lib/services/action-log/action-log';
import { isPhoneCorrect } from '../../../lib/rules/pronunciation-rules';
import type { RecorderErrorCode } from '../../../lib/services/audio/recorder/recorder-error';
import type { Recording } from '../../../lib/services/audio/recorder/recording';
import { useRecorder } from '../../../lib/services/audio/recorder/use-recorder';
import { speechRecognizerFor } from '../../../lib/services/speech/speech-paths';
import {
  ConnectionProblemError,
  speechLogFields,
  type RecognitionResult,
  type SpeechAudio,
  type SpeechOutcome,
} from '../../../lib/services/speech/types';
import {
  type PhoneScore,
  type SpeakingAnswer,
  type SpeakingLogContext,
  type SpeakingTask,
} from './speaking-task';

/**
 * Why the last recording gave no answer, in the terms the learner is told (spec 8):
 * - the recorder's own (microphone refused, none, unsupported, unknown);
 * - silent: nothing but silence reached the microphone (all-zero samples here, or the backend's
 *   silent-audio problem); not sent as an answer;
 * - timeout: the soft timeout stopped it ("press record again to continue");
 * - not-heard: recognised, but as nothing (spec 4.3: empty recognition input is ignored);
 * - recognition-failed: the backend could not recognise it ("press record again");
 * - connection: the websocket could not be used; offer switching to basic mode.
 */
export type SpeakingProblem =
  RecorderErrorCode | 'silent' | 'timeout' | 'not-heard' | 'recognition-failed' | 'connection';

export type SpeakingPhase = 'idle' | 'requesting' | 'recording' | 'processing' | 'answered';

export type UseSpeakingTurnOptions = {
  task: SpeakingTask;
  log: SpeakingLogContext;
  /** Nothing can be recorded or sent (the bot is talking, an answer is on its way…). */
  disabled: boolean;
  onAnswer: (answer: SpeakingAnswer) => void;
};

/** A fresh recording id: random, so no learner can name (and so overwrite) another's recording. */
export function newRecordingId(): string {
  return crypto.randomUUID();
}

/** Keeps the recording in public storage; its url, or null when that failed (it is not needed). */
async function keepRecording(wav: Blob): Promise<string | null> {
  try {
    return (await uploadRecording(`${newRecordingId()}.wav`, wav)).url;
  } catch {
    return null;
  }
}

const isSilentProblem = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 400 &&
  /\/(silent|empty)-audio$/.test(error.problem.type ?? '');

/** The phones of an evaluation with spec 5's correctness. */
export function phonesOf(pairs: readonly (readonly [string, number])[]): PhoneScore[] {
  return pairs.map(([phoneme, score]) => ({
    phoneme,
    score,
    isCorrect: isPhoneCorrect(score),
  }));
}

/** How a recognition ended: its result, or why not. */
type Recognised = { ok: true; result: RecognitionResult } | { ok: false; error: unknown };

/** Why a finished recording is not sent (the soft timeout stopped it, or it is silent), or null. */
const unsentProblem = (recording: Recording): SpeakingProblem | null =>
  recording.timedOut ? 'timeout' : recording.silent ? 'silent' : null;

const isAbort = (error: unknown) =>
  (error instanceof DOMException && error.name === 'AbortError') ||
  (error instanceof Error && error.name === 'AbortError');

/**
 * One speaking question's recording and its answer: press to record, press to stop (or the soft
 * timeout); a silent or timed-out recording is not sent; otherwise the recording is kept in
 * public storage and recognised on the profile's speech path, or its phones evaluated, and the
 * answer handed to `onAnswer`. On the turbo path the audio streams to the recogniser while the
 * learner speaks, so what is heard so far shows at once and the result follows the stop closely.
 * A connection problem offers basic mode (spec 8): saved in the profile, then the same recording
 * is recognised again over HTTP. Every recognition and evaluation goes to the streaming log.
 */
export function useSpeakingTurn({ task, log, disabled, onAnswer }: UseSpeakingTurnOptions) {
  const session = useSession();
  const profile = session.profile;
  const useOnlyHttp = profile?.useOnlyHttp ?? false;
  const recognizer = useMemo(() => speechRecognizerFor(useOnlyHttp), [useOnlyHttp]);
  const recorder = useRecorder();
  const [phase, setPhase] = useState<SpeakingPhase>('idle');
  const [problem, setProblem] = useState<SpeakingProblem | null>(null);
  const [partial, setPartial] = useState('');
  const [switching, setSwitching] = useState<'idle' | 'saving' | 'failed'>('idle');
  // The time the turn was created, read once (not at every render).
  const [createdAt] = useState(() => performance.now());
  const readyAt = useRef(createdAt);
  const stoppedAt = useRef(0);
  const retries = useRef(0);
  /** The recognition streaming from the recording in progress (turbo). */
  const live = useRef<{ controller: AbortController; result: Promise<Recognised> } | null>(null);
  /** The recording that met a connection problem, recognised again after the switch to basic. */
  const waiting = useRef<{ recording: Recording; url: Promise<string | null> } | null>(null);
  /** Counts recordings, so an answer from an older one is dropped. */
  const generation = useRef(0);
  const latest = useRef({ task, log, onAnswer });

  useEffect(() => {
    if (!disabled) readyAt.current = performance.now();
  }, [disabled]);

  const learner = {
    aliasUuid: session.aliasUuid,
    orgHash: profile?.org?.hash ?? null,
    accent: profile?.audio.accent ?? null,
    speed: profile?.audio.speed ?? null,
  };
  const learnerRef = useRef(learner);
  // The callbacks below (called from effects, handlers and answers that arrive later) read the
  // latest committed render's options and learner; kept up to date as the render commits, before
  // any of this render's effects run.
  useLayoutEffect(() => {
    latest.current = { task, log, onAnswer };
    learnerRef.current = learner;
  });

  const logEvent = useCallback((event: ActionLogEvent) => {
    const { log } = latest.current;
    void logAction(
      {
        CourseUUID: log.courseUuid,
        ExerciseType: log.exerciseType,
        ExerciseUUID: log.exerciseUuid,
        ExerciseLogID: log.logId,
        ProblemUUID: log.problemUuid,
        ...event,
      },
      learnerRef.current,
    );
  }, []);

  /** A recording that gave no answer: counted and logged (its problem and phase are set apart). */
  const noteFailure = useCallback(
    (reason: SpeakingProblem, detail?: string) => {
      retries.current += 1;
      logEvent({ Action: 'speech.recording.problem', ErrorMessage: detail ?? reason });
    },
    [logEvent],
  );

  const fail = useCallback(
    (reason: SpeakingProblem, detail?: string) => {
      setProblem(reason);
      setPhase('idle');
      noteFailure(reason, detail);
    },
    [noteFailure],
  );

  const language = profile?.audio.accent === 1 ? ('en-GB' as const) : ('en-US' as const);

  /** Recognises audio on a path, reporting partials and the outcome; never throws. */
  const recogniseOn = useCallback(
    (path: typeof recognizer, audio: SpeechAudio, signal?: AbortSignal): Promise<Recognised> => {
      const { task } = latest.current;
      const mine = generation.current;
      return path
        .recognize(audio, {
          expectedText: task.kind === 'recognize' ? task.expectedText : '',
          language,
          signal,
          onPartial: (text) => {
            if (generation.current === mine) setPartial(text);
          },
          onOutcome: (outcome: SpeechOutcome) =>
            logEvent({ Action: 'speech.connection', ...speechLogFields(outcome) }),
        })
        .then(
          (result): Recognised => ({ ok: true, result }),
          (error: unknown): Recognised => ({ ok: false, error }),
        );
    },
    [language, logEvent],
  );

  /** The learner's answer from a recognition, or the problem it met. */
  const settle = useCallback(
    async (recognised: Recognised, recording: Recording, url: Promise<string | null>) => {
      if (!recognised.ok) {
        const { error } = recognised;
        if (isAbort(error)) return;
        if (error instanceof ConnectionProblemError) {
          waiting.current = { recording, url };
          setProblem('connection');
          setPhase('idle');
          logEvent({ Action: 'speech.recording.problem', ErrorMessage: error.message });
          return;
        }
        fail(
          isSilentProblem(error) ? 'silent' : 'recognition-failed',
          error instanceof Error ? error.message : String(error),
        );
        return;
      }
      const { result } = recognised;
      setPartial(result.text);
      if (result.text.trim() === '') {
        fail('not-heard');
        return;
      }
      const answer: SpeakingAnswer = {
        type: 'recognized',
        input: 'voice',
        recognition: result,
        recordingUrl: await url,
        seconds: Math.round(recording.durationMs / 100) / 10,
        responseTimeMs: Math.max(0, Math.round(stoppedAt.current - readyAt.current)),
        retries: retries.current,
      };
      waiting.current = null;
      setPhase('answered');
      latest.current.onAnswer(answer);
    },
    [fail, logEvent],
  );

  const evaluate = useCallback(
    async (recording: Recording, url: Promise<string | null>) => {
      const { task, onAnswer } = latest.current;
      if (task.kind !== 'evaluate') return;
      setPhase('processing');
      const started = performance.now();
      const base = {
        recordingUrl: null as string | null,
        seconds: Math.round(recording.durationMs / 100) / 10,
        retries: retries.current,
      };
      const done = (answer: SpeakingAnswer) => {
        setPhase('answered');
        onAnswer(answer);
      };
      try {
        const evaluation = await evaluatePronunciation({
          sounddata: recording.wav,
          transcription: task.transcription,
          word_mask_mode: 'none',
        });
        const phones = phonesOf(evaluation.results.phones as [string, number][]);
        const failure =
          phones.length === 0
            ? ('empty' as const)
            : phones.length < task.expectedPhones
              ? ('too-few-phones' as const)
              : null;
        logEvent({
          Action: 'speech.pronunciation',
          ConnectionResult: failure ? 'failure' : 'success',
          Duration: Math.round(performance.now() - started),
          ErrorMessage: failure,
        });
        base.recordingUrl = await url;
        if (failure) done({ type: 'evaluation-failed', reason: failure, ...base });
        else done({ type: 'evaluated', phones, ...base });
      } catch (error) {
        logEvent({
          Action: 'speech.pronunciation',
          ConnectionResult: 'failure',
          Duration: Math.round(performance.now() - started),
          ErrorMessage: error instanceof Error ? error.message : String(error),
        });
        if (isSilentProblem(error)) {
          fail('silent');
          return;
        }
        if (error instanceof ApiError && (error.status === 401 || error.status === 503)) {
          fail('recognition-failed', error.message);
          return;
        }
        base.recordingUrl = await url;
        done({ type: 'evaluation-failed', reason: 'engine', ...base });
      }
    },
    [logEvent, fail],
  );

  // The recorder's news moves the turn on in the render that brings it (the React docs' pattern
  // for state adjusted when a value changes); what it sets off outside React (the upload, the
  // recognition, the log) follows in the effects below. In the order those effects had:
  // - a finished recording (stopped, or the soft timeout): processed, or not sent and why;
  // - the recorder's failures (microphone refused, missing…): why, and ready again;
  // - asking for the microphone, recording.
  const { status: recorderStatus, liveStream, recording } = recorder;
  const recorderFailure = recorderStatus === 'error' ? recorder.error : null;
  const [seen, setSeen] = useState({
    recording,
    failure: recorderFailure,
    status: recorderStatus,
  });
  if (
    seen.recording !== recording ||
    seen.failure !== recorderFailure ||
    seen.status !== recorderStatus
  ) {
    setSeen({ recording, failure: recorderFailure, status: recorderStatus });
    if (seen.recording !== recording && recording) {
      const unsent = unsentProblem(recording);
      if (unsent) {
        setProblem(unsent);
        setPhase('idle');
      } else setPhase('processing');
    }
    if (seen.failure !== recorderFailure && recorderFailure) {
      setProblem(recorderFailure);
      setPhase('idle');
    }
    if (seen.status !== recorderStatus) {
      if (recorderStatus === 'requesting') setPhase('requesting');
      if (recorderStatus === 'recording') setPhase('recording');
    }
  }

  // Turbo: once recording, its audio streams to the recogniser as the learner speaks.
  useEffect(() => {
    if (recorderStatus !== 'recording' || live.current) return;
    if (latest.current.task.kind !== 'recognize' || recognizer.mode !== 'Turbo') return;
    const stream = liveStream();
    if (!stream) return;
    const controller = new AbortController();
    live.current = { controller, result: recogniseOn(recognizer, stream, controller.signal) };
  }, [recorderStatus, liveStream, recognizer, recogniseOn]);

  // A finished recording (stopped, or the soft timeout): checked, kept, then answered (its
  // phase and problem are set as it arrives, above).
  const handled = useRef<Recording | null>(null);
  useEffect(() => {
    if (!recording || handled.current === recording) return;
    handled.current = recording;
    stoppedAt.current = performance.now();
    const streaming = live.current;
    live.current = null;
    const unsent = unsentProblem(recording);
    if (unsent) {
      streaming?.controller.abort();
      noteFailure(unsent);
      return;
    }
    const url = keepRecording(recording.wav);
    if (latest.current.task.kind === 'evaluate') {
      void evaluate(recording, url);
      return;
    }
    const mine = generation.current;
    void (streaming?.result ?? recogniseOn(recognizer, recording.wav)).then((recognised) => {
      if (generation.current === mine) void settle(recognised, recording, url);
    });
  }, [recording, recognizer, recogniseOn, settle, evaluate, noteFailure]);

  // The recorder's failures (microphone refused, missing…): the recognition streaming stops.
  useEffect(() => {
    if (!recorderFailure) return;
    live.current?.controller.abort();
    live.current = null;
    logEvent({ Action: 'speech.recording.problem', ErrorMessage: recorderFailure });
  }, [recorderFailure, logEvent]);

  // Leaving the question stops listening.
  useEffect(
    () => () => {
      generation.current += 1;
      live.current?.controller.abort();
    },
    [],
  );

  const busy = phase === 'processing' || phase === 'answered' || switching === 'saving';
  const toggle = useCallback(() => {
    if (disabled || busy) return;
    if (recorder.status !== 'recording') {
      generation.current += 1;
      setProblem(null);
      setPartial('');
      waiting.current = null;
    }
    recorder.toggle();
  }, [disabled, busy, recorder]);

  /** Spec 8: remember basic mode in the profile, then recognise the same recording over HTTP. */
  const switchToBasic = useCallback(async () => {
    setSwitching('saving');
    try {
      const saved = await updateProfile({ useOnlyHttp: true });
      session.setProfile(saved as never);
      logEvent({ Action: 'speech.switch-to-basic', NetworkMode: 'Basic' });
      setSwitching('idle');
      setProblem(null);
      const again = waiting.current;
      if (!again) return;
      setPhase('processing');
      const mine = generation.current;
      const recognised = await recogniseOn(speechRecognizerFor(true), again.recording.wav);
      if (generation.current === mine) await settle(recognised, again.recording, again.url);
    } catch {
      setSwitching('failed');
    }
  }, [session, logEvent, recogniseOn, settle]);

  /** "Can't speak now": a typed answer, judged the same way as a spoken one. */
  const answerTyped = useCallback(
    (text: string) => {
      const typed = text.trim().replace(/\s+/g, ' ');
      if (disabled || busy || typed === '' || latest.current.task.kind !== 'recognize') return;
      generation.current += 1;
      live.current?.controller.abort();
      live.current = null;
      recorder.cancel();
      setProblem(null);
      setPhase('answered');
      logEvent({ Action: 'speech.typed-answer' });
      latest.current.onAnswer({
        type: 'recognized',
        input: 'typed',
        recognition: {
          text: typed,
          displayText: typed,
          lexical: typed.toLowerCase().replace(/[^\p{L}\p{N}' ]/gu, ''),
          pronScore: 0,
        },
        recordingUrl: null,
        seconds: 0,
        responseTimeMs: Math.max(0, Math.round(performance.now() - readyAt.current)),
        retries: retries.current,
      });
    },
    [disabled, busy, recorder, logEvent],
  );

  /** Ready for another answer to the same question (a chat miss, a drill "try again"). */
  const reset = useCallback(() => {
    generation.current += 1;
    setPhase('idle');
    setProblem(null);
    setPartial('');
    waiting.current = null;
    readyAt.current = performance.now();
  }, []);

  return {
    phase,
    problem,
    level: recorder.level,
    /** What is heard so far (turbo), then the recognised text. */
    partial,
    mode: recognizer.mode,
    /** The learner's own last recording (an object URL), to play next to the model. */
    ownRecordingUrl: recorder.recording && !recorder.recording.silent ? recorder.url : null,
    switching,
    toggle,
    switchToBasic,
    answerTyped,
    reset,
  };
}

export type SpeakingTurn = ReturnType<typeof useSpeakingTurn>;
