import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { updateProfile } from '../../api/generated/endpoints/user/user';
import type { UserProfile } from '../../api/generated/model/userProfile';
import { speechRecognizerFor } from './index';
import {
  ConnectionProblemError,
  type RecognitionResult,
  type RecognizeOptions,
  type SpeechAudio,
} from './types';

export type SpeechRecognitionStatus = 'idle' | 'recognizing' | 'done' | 'failed';

export type SpeechRecognitionState = {
  status: SpeechRecognitionStatus;
  /** What is heard so far (turbo), then the final text. */
  partial: string;
  result: RecognitionResult | null;
  error: unknown;
  /** The websocket could not be used: offer switching to basic mode (spec 8). */
  connectionProblem: boolean;
};

const IDLE: SpeechRecognitionState = {
  status: 'idle',
  partial: '',
  result: null,
  error: null,
  connectionProblem: false,
};

/**
 * Recognition for a speaking exercise on the profile's path (spec 4.5), as state: the partial
 * text while the learner speaks, then the result or the error. `switchToBasic` saves
 * useOnlyHttp in the profile (updateProfile) and hands the saved profile to `onProfileSaved`
 * (the session's setProfile), after which this hook uses the basic path.
 */
export function useSpeechRecognition({
  useOnlyHttp,
  onProfileSaved,
}: {
  useOnlyHttp: boolean;
  onProfileSaved?: (profile: UserProfile) => void;
}) {
  const recognizer = useMemo(() => speechRecognizerFor(useOnlyHttp), [useOnlyHttp]);
  const [state, setState] = useState<SpeechRecognitionState>(IDLE);
  // Only the latest recognition, while mounted, changes the state.
  const latest = useRef(0);
  useEffect(() => {
    const current = latest;
    return () => {
      current.current += 1;
    };
  }, []);

  /** Recognises the audio: the result, or null when it failed (the error is in the state). */
  const recognize = useCallback(
    async (audio: SpeechAudio, options: RecognizeOptions): Promise<RecognitionResult | null> => {
      const id = ++latest.current;
      const current = () => latest.current === id;
      setState({ ...IDLE, status: 'recognizing' });
      try {
        const result = await recognizer.recognize(audio, {
          ...options,
          onPartial: (text) => {
            if (current()) setState((state) => ({ ...state, partial: text }));
            options.onPartial?.(text);
          },
        });
        if (current()) setState({ ...IDLE, status: 'done', partial: result.text, result });
        return result;
      } catch (error) {
        if (current()) {
          setState({
            ...IDLE,
            status: 'failed',
            error,
            connectionProblem: error instanceof ConnectionProblemError,
          });
        }
        return null;
      }
    },
    [recognizer],
  );

  /** Remembers basic mode in the profile (throws the ApiError when saving fails). */
  const switchToBasic = useCallback(async (): Promise<UserProfile> => {
    const saved = await updateProfile({ useOnlyHttp: true });
    onProfileSaved?.(saved);
    return saved;
  }, [onProfileSaved]);

  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE);
  }, []);

  return { ...state, mode: recognizer.mode, recognize, switchToBasic, reset };
}
