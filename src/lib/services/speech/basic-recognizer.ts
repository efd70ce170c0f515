import { recognizeSpeech } from '../../../api/generated/endpoints/speech/speech';
import { wavBlobOf } from './audio-input';
import type { RecognizeOptions, SpeechAudio, SpeechRecognizer } from './types';

// The basic path (profile useOnlyHttp true): the finished recording as a WAV, posted with
// recognizeSpeech through the app's HTTP client. No partial results.

export function createBasicRecognizer(
  now: () => number = () => performance.now(),
): SpeechRecognizer {
  return {
    mode: 'Basic',
    async recognize(audio: SpeechAudio, options: RecognizeOptions) {
      const wav = await wavBlobOf(audio);
      options.signal?.throwIfAborted();
      const ended = now();
      try {
        const result = await recognizeSpeech(
          { audio: wav, expectedText: options.expectedText, language: options.language ?? 'en-US' },
          { signal: options.signal },
        );
        options.onOutcome?.({
          networkMode: 'Basic',
          connectionResult: 'success',
          durationMs: now() - ended,
          errorMessage: null,
        });
        return result;
      } catch (error) {
        options.onOutcome?.({
          networkMode: 'Basic',
          connectionResult: 'failure',
          durationMs: now() - ended,
          errorMessage: error instanceof Error ? error.message : String(error),
        });
        throw error;
      }
    },
  };
}
