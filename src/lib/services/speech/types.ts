import type { ActionLogRecord } from '../../../api/generated/model/actionLogRecord';
import type { RecognitionResult } from '../../../api/generated/model/recognitionResult';
import type { PcmChunk, PcmFormat } from './pcm';

export type { RecognitionResult };

/** The speech path (spec 4.5; the streaming log's network mode). */
type NetworkMode = 'Basic' | 'Turbo';

type SpeechLanguage = 'en-US' | 'en-GB';

/** A recording in progress: its format and its chunks as the recorder produces them. */
export type PcmStream = { format: PcmFormat; chunks: AsyncIterable<PcmChunk> | Iterable<PcmChunk> };

/** What to recognise: a finished 16-bit PCM WAV (a Blob or its bytes) or a live PCM stream. */
export type SpeechAudio = Blob | Uint8Array | PcmStream;

/** How one recognition went, for the streaming log (spec 3: NetworkMode, ConnectionResult, Duration). */
export type SpeechOutcome = {
  networkMode: NetworkMode;
  connectionResult: 'success' | 'failure' | 'timeout';
  /** From the end of the audio (the learner stopped speaking) to the answer, in ms. */
  durationMs: number;
  errorMessage: string | null;
};

export type RecognizeOptions = {
  /** What the learner is expected to say. */
  expectedText: string;
  language?: SpeechLanguage;
  /** What is heard so far, while the learner speaks (the turbo path only). */
  onPartial?: (text: string) => void;
  /** Called once with how it went, success or not. */
  onOutcome?: (outcome: SpeechOutcome) => void;
  signal?: AbortSignal;
};

/**
 * A speech path. `recognize` answers the recognition result, or throws:
 * - `ApiError` (src/api/http-client.ts) for what the backend refused, the same on both paths:
 *   a silent or empty recording (400, problem type …/silent-audio or …/empty-audio, message in
 *   `errors.audio[0]`), no valid token (401), maintenance (503), …;
 * - `ConnectionProblemError` when the websocket could not be used (turbo only): offer the basic
 *   path (spec 8);
 * - the signal's reason when aborted.
 */
export interface SpeechRecognizer {
  readonly mode: NetworkMode;
  recognize(audio: SpeechAudio, options: RecognizeOptions): Promise<RecognitionResult>;
}

/**
 * The websocket was refused (never opened: blocked by filtering software, a proxy without
 * websockets, the server down), dropped (closed before the result) or timed out (opening, or
 * waiting for the result after the end of the audio). Spec 8: offer switching to basic mode.
 */
export class ConnectionProblemError extends Error {
  constructor(
    readonly reason: 'refused' | 'dropped' | 'timeout',
    readonly closeCode: number | null = null,
  ) {
    super(
      reason === 'refused'
        ? 'The speech connection could not be opened'
        : reason === 'dropped'
          ? `The speech connection closed before the result${closeCode === null ? '' : ` (code ${closeCode})`}`
          : 'The speech connection timed out',
    );
    this.name = 'ConnectionProblemError';
  }
}

/** The streaming-log fields of a recognition (an action log record of Action speech.connection). */
export function speechLogFields(
  outcome: SpeechOutcome,
): Pick<ActionLogRecord, 'NetworkMode' | 'ConnectionResult' | 'Duration' | 'ErrorMessage'> {
  return {
    NetworkMode: outcome.networkMode,
    ConnectionResult: outcome.connectionResult,
    Duration: Math.max(0, Math.round(outcome.durationMs)),
    ErrorMessage: outcome.errorMessage,
  };
}
