// What a speaking question asks of the learner, and what the speaking panel answers. The three
// speaking kinds (chat 1, pronunciation drill 6, single sentence reading 10) share one panel
// (./speaking-panel.tsx) over one hook (./use-speaking-turn.ts): record, check the recording,
// keep it in public storage, then recognise it (chat, reading) or evaluate its phones (drill).
import type { RecognitionResult } from '../../../api/generated/model/recognitionResult';

/** The exercise a recording belongs to, for the streaming log (spec 3's event fields). */
export type SpeakingLogContext = {
  courseUuid: string;
  exerciseType: 1 | 6 | 10;
  exerciseUuid: string;
  logId: number | null;
  problemUuid: string | null;
};

export type SpeakingTask =
  /** Recognise what the learner said of the expected text (chat, sentence reading). */
  | { kind: 'recognize'; expectedText: string }
  /** Score each phone of a word (pronunciation drill, a word of sentence reading). */
  | { kind: 'evaluate'; transcription: string; expectedPhones: number };

/** A phone of the word as the evaluation scored it; correct when its score exceeds 0.5 (spec 5). */
export type PhoneScore = { phoneme: string; score: number; isCorrect: boolean };

export type RecognizedAnswer = {
  type: 'recognized';
  /** Spoken, or typed instead ("can't speak now"): typed answers are judged the same way. */
  input: 'voice' | 'typed';
  recognition: RecognitionResult;
  /** The recording in public storage (uploadRecording), null when typed or the upload failed. */
  recordingUrl: string | null;
  /** Length of the recording in seconds (0 when typed). */
  seconds: number;
  /** From when the learner could answer to the end of the answer (stop pressed, or sent), ms. */
  responseTimeMs: number;
  /** Recordings of this question that came to nothing before this one (silent, not heard…). */
  retries: number;
};

type EvaluatedAnswer = {
  type: 'evaluated';
  phones: PhoneScore[];
  recordingUrl: string | null;
  seconds: number;
  retries: number;
};

/**
 * The evaluation engine failed (spec 8): it answered empty results, fewer phones than the word
 * has, or failed outright. The drill sends it as pettFailed and asks the learner to check the
 * word's pronunciation and try again.
 */
export type EvaluationFailedAnswer = {
  type: 'evaluation-failed';
  reason: 'empty' | 'too-few-phones' | 'engine';
  recordingUrl: string | null;
  seconds: number;
  retries: number;
};

export type SpeakingAnswer = RecognizedAnswer | EvaluatedAnswer | EvaluationFailedAnswer;
