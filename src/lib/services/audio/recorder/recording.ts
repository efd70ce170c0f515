// What the recorder gives on stop: the captured blocks at the rate the backend prefers, as a
// 16-bit PCM WAV file, marked silent when every sample is zero (spec 4.3). The recorder makes it
// from the 16-bit chunks it streamed while recording (recordingOfPcm); toRecording makes the
// same recording from the captured blocks in one go.

import { downsample } from './resample';
import { isSilent } from './silence';
import { encodeWav, encodeWavPcm16 } from '../../../rules/wav';

export type RecordingFormat = { sampleRate: number; channels: number };

/**
 * 16 kHz mono: what the speech backend prefers (contracts/paths/speech.yaml; it accepts any rate
 * and channel count of 16-bit PCM, such as the spec's fallback of 44.1 kHz stereo). Speech needs
 * nothing above 8 kHz, and it is a sixth of the bytes of 48 kHz stereo to upload.
 */
export const PREFERRED_FORMAT: RecordingFormat = { sampleRate: 16_000, channels: 1 };

export type Recording = {
  /** The WAV file (audio/wav). */
  wav: Blob;
  durationMs: number;
  /** Every sample is zero: nothing reached the microphone (muted, unplugged). Not worth sending. */
  silent: boolean;
  sampleRate: number;
  channels: number;
  /** The soft timeout ended it, not the learner. */
  timedOut: boolean;
};

function joined(blocks: readonly Float32Array[]): Float32Array {
  const all = new Float32Array(blocks.reduce((sum, block) => sum + block.length, 0));
  let offset = 0;
  for (const block of blocks) {
    all.set(block, offset);
    offset += block.length;
  }
  return all;
}

/**
 * The recording of these blocks (per channel, in order) captured at `fromRate`: brought down to
 * the format's rate (never up) and encoded. No blocks at all make an empty, silent recording.
 */
export function toRecording(
  blocks: readonly (readonly Float32Array[])[],
  fromRate: number,
  format: RecordingFormat,
  timedOut: boolean,
): Recording {
  const sampleRate = Math.min(format.sampleRate, fromRate);
  const channels = Array.from({ length: blocks.length || format.channels }, (_, channel) =>
    downsample(joined(blocks[channel] ?? []), fromRate, sampleRate),
  );
  const frames = Math.min(...channels.map((samples) => samples.length));
  return {
    wav: new Blob([encodeWav(channels, sampleRate)], { type: 'audio/wav' }),
    durationMs: Math.round((frames / sampleRate) * 1000),
    silent: isSilent(channels),
    sampleRate,
    channels: channels.length,
    timedOut,
  };
}

/**
 * The recording of 16-bit samples at `format` (interleaved when there are two channels), in
 * chunks one after the other: the same recording toRecording makes of the blocks they came from.
 */
export function recordingOfPcm(
  chunks: readonly Int16Array[],
  format: RecordingFormat,
  timedOut: boolean,
): Recording {
  const { sampleRate, channels } = format;
  const frames = Math.floor(chunks.reduce((sum, chunk) => sum + chunk.length, 0) / channels);
  return {
    wav: new Blob([encodeWavPcm16(chunks, sampleRate, channels)], { type: 'audio/wav' }),
    durationMs: Math.round((frames / sampleRate) * 1000),
    silent: chunks.every((chunk) => chunk.every((sample) => sample === 0)),
    sampleRate,
    channels,
    timedOut,
  };
}
