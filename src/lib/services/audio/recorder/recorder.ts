// The app's one recorder: the microphone asked for when recording starts (the browser's prompt
// the first time), capture in an AudioWorklet (capture-worklet.js), a level for a meter, a soft
// timeout, and on stop a 16-bit PCM WAV at the rate the backend prefers, marked silent when every
// sample is zero (spec 4.3). While it records, the audio is also given live, already at that
// rate, as 16-bit chunks (the 'chunk' event, and liveStream() for the turbo recogniser): the
// chunks are what the WAV is made of (live-capture.ts). The speaking exercises and the settings'
// microphone check use it through use-recorder.ts.

import {
  browserCapturePlatform,
  type CaptureContextLike,
  type CaptureMessage,
  type CaptureNodeLike,
  type CapturePlatform,
  type MediaStreamLike,
} from './capture-platform';
import { createLiveCapture, type LiveCapture, type LivePcmStream } from './live-capture';
import { RecorderError, toRecorderError } from './recorder-error';
import { PREFERRED_FORMAT, type Recording, type RecordingFormat } from './recording';
import { meterLevel } from './silence';

export type { LivePcmStream } from './live-capture';

/**
 * Spec 8 has a soft timeout ("press record again to continue") but names no length: 15 s, longer
 * than any sentence of an exercise and a small upload (480 kB at 16 kHz mono).
 */
export const SOFT_TIMEOUT_MS = 15_000;

/** How long stopping waits for the worklet's last block (a suspended context never answers). */
const FLUSH_WAIT_MS = 250;

type RecorderEvents = {
  /** The input level, 0 to 1, about 20 times a second while recording; 0 when it ends. */
  level: number;
  /** The soft timeout stopped the recording: here it is. */
  timeout: Recording;
  /**
   * Audio just captured, at the recording's format: 16-bit samples, interleaved when there are
   * two channels (each listener gets its own copy). About 20 a second while recording, and the
   * last on stop or timeout before the recording is given; all of them, one after the other, are
   * the PCM data of the recording's WAV.
   */
  chunk: Int16Array;
};

export interface Recorder {
  /**
   * Asks for the microphone and starts recording; rejects with a RecorderError (permission
   * refused, no device, unsupported browser). Resolves quietly when cancel() came first.
   */
  start(): Promise<void>;
  /** Stops and encodes. After a soft timeout, gives that recording. */
  stop(): Promise<Recording>;
  /** Stops without a recording, releasing the microphone (also while the prompt is open). */
  cancel(): void;
  /**
   * The recording in progress as a live PCM stream for a speech recogniser: its format (the
   * recording's) and its chunks from the first one captured, each as it comes, ending when the
   * recording stops or times out (after the last chunk) or is cancelled (at once). Each call
   * gives a new stream from the start. Null unless recording (after start() resolved, until
   * stop, timeout or cancel). A stream keeps no queue: it reads the recording's own chunks.
   */
  liveStream(): LivePcmStream | null;
  on<E extends keyof RecorderEvents>(
    event: E,
    listener: (value: RecorderEvents[E]) => void,
  ): () => void;
}

export type RecorderOptions = {
  format?: RecordingFormat;
  timeoutMs?: number;
  /** The browser's by default; null where there is none. */
  platform?: CapturePlatform | null;
};

type Session = {
  context: CaptureContextLike;
  stream: MediaStreamLike | null;
  node: CaptureNodeLike | null;
  disconnectSource: () => void;
  /** The audio received, at the recording's format. */
  capture: LiveCapture;
  timer: ReturnType<typeof setTimeout> | undefined;
  onFlushed: () => void;
  finishing: Promise<Recording> | null;
};

/**
 * The browser's processing: no echo cancellation (nothing plays while the learner records) and no
 * noise suppression (it smears the sounds a pronunciation score is about); gain control stays on
 * so quiet voices reach a usable level.
 */
const audioConstraints = (channels: number): MediaStreamConstraints => ({
  audio: {
    channelCount: { ideal: channels },
    echoCancellation: false,
    noiseSuppression: false,
    autoGainControl: true,
  },
  video: false,
});

export function createRecorder(options: RecorderOptions = {}): Recorder {
  const format = options.format ?? PREFERRED_FORMAT;
  const timeoutMs = options.timeoutMs ?? SOFT_TIMEOUT_MS;
  const listeners = {
    level: new Set<(level: number) => void>(),
    timeout: new Set<(recording: Recording) => void>(),
    chunk: new Set<(chunk: Int16Array) => void>(),
  };
  let session: Session | null = null;
  /** The last session's recording, while no other has started (stop() after a timeout). */
  let last: Promise<Recording> | null = null;

  const emitLevel = (level: number) => listeners.level.forEach((listener) => listener(level));
  const emitChunk = (chunk: Int16Array | null) => {
    if (chunk) listeners.chunk.forEach((listener) => listener(chunk.slice()));
  };

  function release(current: Session): void {
    clearTimeout(current.timer);
    if (current.node) current.node.port.onmessage = null;
    try {
      current.disconnectSource();
      current.node?.disconnect();
    } catch {
      // Already disconnected.
    }
    current.stream?.getTracks().forEach((track) => track.stop());
    current.context.close().catch(() => undefined);
  }

  function receive(current: Session, message: CaptureMessage): void {
    if (message.type === 'flushed') {
      current.onFlushed();
      return;
    }
    emitChunk(current.capture.push(message.channels));
    emitLevel(meterLevel(message.rms));
  }

  /** Asks the worklet for what it holds and waits for it (not longer than FLUSH_WAIT_MS). */
  function flush(current: Session): Promise<void> {
    const { node } = current;
    if (!node) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, FLUSH_WAIT_MS);
      current.onFlushed = () => {
        clearTimeout(timer);
        resolve();
      };
      node.port.postMessage('flush');
    });
  }

  function finish(current: Session, timedOut: boolean): Promise<Recording> {
    current.finishing ??= (async () => {
      clearTimeout(current.timer);
      await flush(current);
      release(current);
      if (session === current) session = null;
      emitLevel(0);
      emitChunk(current.capture.end());
      const recording = current.capture.recording(timedOut);
      if (timedOut) listeners.timeout.forEach((listener) => listener(recording));
      return recording;
    })();
    last = current.finishing;
    return current.finishing;
  }

  async function start(): Promise<void> {
    if (session) throw new Error('The recorder is already recording');
    last = null;
    const platform = options.platform === undefined ? browserCapturePlatform() : options.platform;
    if (!platform) throw new RecorderError('unsupported');
    let context: CaptureContextLike;
    try {
      // Created before the first await, inside the learner's press: Safari starts no audio
      // context outside a user gesture.
      context = platform.createAudioContext();
    } catch (error) {
      throw new RecorderError('unsupported', { cause: error });
    }
    const current: Session = {
      context,
      stream: null,
      node: null,
      disconnectSource: () => undefined,
      capture: createLiveCapture(context.sampleRate, format),
      timer: undefined,
      onFlushed: () => undefined,
      finishing: null,
    };
    session = current;
    try {
      context.resume().catch(() => undefined);
      const moduleLoaded = context.audioWorklet.addModule(platform.workletUrl);
      moduleLoaded.catch(() => undefined); // awaited below, after the prompt
      current.stream = await platform.getUserMedia(audioConstraints(format.channels));
      await moduleLoaded;
      if (session !== current) {
        release(current); // cancelled while the prompt was open
        current.capture.close();
        return;
      }
      const source = context.createMediaStreamSource(current.stream as never);
      const node = platform.createCaptureNode(context, {
        numberOfInputs: 1,
        numberOfOutputs: 1,
        outputChannelCount: [1],
        // The browser mixes the microphone to the channels wanted (mono: the mean of left and right).
        channelCount: format.channels,
        channelCountMode: 'explicit',
        channelInterpretation: 'speakers',
      });
      current.node = node;
      current.disconnectSource = () => source.disconnect();
      node.port.onmessage = (event) => receive(current, event.data);
      source.connect(node as never);
      // The node writes silence; connected so that every browser keeps pulling audio through it.
      node.connect(context.destination as never);
      current.timer = setTimeout(() => void finish(current, true), timeoutMs);
    } catch (error) {
      release(current);
      current.capture.close();
      if (session !== current) return; // cancelled meanwhile: nothing to report
      session = null;
      throw toRecorderError(error);
    }
  }

  return {
    start,
    stop() {
      if (session?.node) return finish(session, false);
      if (!session && last) return last;
      return Promise.reject(new Error('The recorder is not recording'));
    },
    cancel() {
      if (!session) return;
      const current = session;
      session = null;
      if (!current.finishing) {
        release(current);
        current.capture.close();
        emitLevel(0);
      }
    },
    liveStream() {
      if (!session?.node || session.finishing) return null;
      return session.capture.stream();
    },
    on(event, listener) {
      const set = listeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
