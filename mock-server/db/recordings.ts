import { z } from 'zod';
import { Table } from './table';

// Recordings put in public storage (uploadRecording). The table keeps what the mock learnt from
// each WAV; the audio itself stays in memory only (not in the state file, which stays small and
// readable), newest first up to RECORDING_AUDIO_LIMIT_BYTES, for the URL the upload answers.
// An id is written once (handlers/speech.ts): nobody can overwrite a recording already kept.

const recordingSchema = z.object({
  recordingId: z.string(),
  byteLength: z.int().min(0),
  sampleRate: z.int().min(1),
  channels: z.int().min(1),
  durationMs: z.int().min(0),
  /** SHA-256 of the WAV bytes (hex): the same bytes again are a retried upload, not a new one. */
  digest: z.string().default(''),
  uploadedAt: z.string(),
});

export const recordings = new Table(
  'recordings',
  recordingSchema,
  (recording) => recording.recordingId,
);

/** How much recorded audio the mock keeps in memory; the oldest recordings' audio goes first. */
const RECORDING_AUDIO_LIMIT_BYTES = 64 * 1024 * 1024;

const audio = new Map<string, Uint8Array<ArrayBuffer>>();
let audioBytes = 0;

/** Keeps (or replaces) a recording's WAV bytes, dropping the oldest over the limit. */
export function keepRecordingAudio(
  recordingId: string,
  bytes: Uint8Array<ArrayBuffer>,
  limit = RECORDING_AUDIO_LIMIT_BYTES,
): void {
  dropRecordingAudio(recordingId);
  audio.set(recordingId, bytes);
  audioBytes += bytes.byteLength;
  for (const oldest of audio.keys()) {
    if (audioBytes <= limit || oldest === recordingId) break;
    dropRecordingAudio(oldest);
  }
}

function dropRecordingAudio(recordingId: string): void {
  const kept = audio.get(recordingId);
  if (!kept) return;
  audio.delete(recordingId);
  audioBytes -= kept.byteLength;
}

/** A recording's WAV bytes, while the mock still keeps them. */
export function recordingAudio(recordingId: string): Uint8Array<ArrayBuffer> | undefined {
  return audio.get(recordingId);
}

export function clearRecordingAudio(): void {
  audio.clear();
  audioBytes = 0;
}
