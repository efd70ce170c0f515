import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createRecorder,
  type LivePcmStream,
  type Recorder,
  type RecorderOptions,
} from './recorder';
import { toRecorderError, type RecorderErrorCode } from './recorder-error';
import type { Recording } from './recording';

type RecorderStatus = 'idle' | 'requesting' | 'recording' | 'stopped' | 'error';

type RecorderSnapshot = {
  status: RecorderStatus;
  /** Why it failed, while status is 'error'. */
  error: RecorderErrorCode | null;
  /** The last recording, while status is 'stopped'. */
  recording: Recording | null;
  /** An object URL of the last recording's WAV, for an <audio> element; revoked when replaced. */
  url: string | null;
};

export type UseRecorder = RecorderSnapshot & {
  /** The input level while recording, 0 to 1. */
  level: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Press to start, press to stop: what a record button does. */
  toggle(): void;
  cancel(): void;
  /**
   * The recording in progress as a live PCM stream, for the turbo recogniser's partial results:
   * valid once start() has resolved while status is 'recording' (null otherwise). Its chunks
   * end when the recording stops, times out or is cancelled; see Recorder.liveStream.
   */
  liveStream(): LivePcmStream | null;
};

const IDLE: RecorderSnapshot = { status: 'idle', error: null, recording: null, url: null };

/**
 * A recorder for one screen (options are read once). Recording stops when the screen goes away,
 * and the object URL of the last recording is revoked when a new one starts or on unmount.
 */
export function useRecorder(options: RecorderOptions = {}): UseRecorder {
  const [recorder] = useState<Recorder>(() => createRecorder(options));
  const [snapshot, setSnapshot] = useState(IDLE);
  const [level, setLevel] = useState(0);
  const url = useRef<string | null>(null);
  const shown = useRef<Recording | null>(null);
  /** Counts presses, so an answer that arrives after a newer press is dropped. */
  const attempt = useRef(0);

  const forgetRecording = useCallback(() => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
    shown.current = null;
  }, []);

  const show = useCallback(
    (recording: Recording) => {
      if (shown.current === recording) return; // the timeout's and stop's answer are one
      forgetRecording();
      shown.current = recording;
      url.current = URL.createObjectURL(recording.wav);
      setSnapshot({ status: 'stopped', error: null, recording, url: url.current });
    },
    [forgetRecording],
  );

  useEffect(() => {
    const offLevel = recorder.on('level', setLevel);
    const offTimeout = recorder.on('timeout', show);
    return () => {
      offLevel();
      offTimeout();
      recorder.cancel();
      forgetRecording();
    };
  }, [recorder, show, forgetRecording]);

  const fail = useCallback((id: number, error: unknown) => {
    if (attempt.current !== id) return;
    setSnapshot({ ...IDLE, status: 'error', error: toRecorderError(error).code });
  }, []);

  const start = useCallback(async () => {
    const id = ++attempt.current;
    forgetRecording();
    setSnapshot({ ...IDLE, status: 'requesting' });
    try {
      await recorder.start();
      if (attempt.current === id) setSnapshot({ ...IDLE, status: 'recording' });
    } catch (error) {
      fail(id, error);
    }
  }, [recorder, forgetRecording, fail]);

  const stop = useCallback(async () => {
    const id = attempt.current;
    try {
      const recording = await recorder.stop();
      if (attempt.current === id) show(recording);
    } catch (error) {
      fail(id, error);
    }
  }, [recorder, show, fail]);

  const cancel = useCallback(() => {
    attempt.current++;
    recorder.cancel();
    forgetRecording();
    setSnapshot(IDLE);
  }, [recorder, forgetRecording]);

  const { status } = snapshot;
  const toggle = useCallback(() => {
    if (status === 'recording') void stop();
    else if (status !== 'requesting') void start();
  }, [status, start, stop]);

  const liveStream = useCallback(() => recorder.liveStream(), [recorder]);

  return { ...snapshot, level, start, stop, toggle, cancel, liveStream };
}
