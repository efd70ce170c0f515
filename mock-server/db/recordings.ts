import { z } from 'zod';
import { Table } from './table';

// Recordings put in public storage (uploadRecording). The mock keeps what it learnt from the WAV,
// not the audio itself: the store stays small and the state file readable.

export const recordingSchema = z.object({
  recordingId: z.string(),
  byteLength: z.int().min(0),
  sampleRate: z.int().min(1),
  channels: z.int().min(1),
  durationMs: z.int().min(0),
  uploadedAt: z.string(),
});
export type Recording = z.output<typeof recordingSchema>;

export const recordings = new Table(
  'recordings',
  recordingSchema,
  (recording) => recording.recordingId,
);
