// The checks of uploaded recordings, and the energy every deterministic score is based on. The
// file is read by src/lib/rules/wav.ts (16-bit PCM, any rate, any number of channels; channels
// are mixed to mono). The checks, in order:
// - no bytes at all, or a data chunk without samples → 'empty-audio';
// - not RIFF/WAVE, no fmt or data chunk, or not 16-bit PCM → 'not-wav';
// - every sample zero → 'silent-audio' (spec 4.3: recordings of only zero samples are silent).
// Energy is measured as RMS in dBFS (full scale = 32768).
import { monoSamples, readWav } from '../../src/lib/rules/wav';

export type AudioProblem = 'empty-audio' | 'not-wav' | 'silent-audio';

export class AudioError extends Error {
  constructor(readonly code: AudioProblem) {
    super(code);
  }
}

export type PcmAudio = { sampleRate: number; channels: number; samples: Float64Array };

/** The quietest level counted as sound; silence and room noise sit below it. */
export const SILENCE_FLOOR_DBFS = -50;

/** Mono samples in [-1, 1) from a WAV file; throws AudioError for the cases above. */
export function parseWav(bytes: Uint8Array): PcmAudio {
  if (bytes.byteLength === 0) throw new AudioError('empty-audio');
  const wav = readWav(bytes);
  if (!wav) throw new AudioError('not-wav');
  if (wav.data.byteLength === 0) throw new AudioError('empty-audio');
  // Every byte zero is every sample of every channel zero.
  if (wav.data.every((byte) => byte === 0)) throw new AudioError('silent-audio');
  return { ...wav.format, samples: monoSamples(wav.data, wav.format.channels) };
}

/** RMS level of samples in dBFS; -Infinity for nothing or digital silence. */
export function rmsDbfs(samples: Float64Array): number {
  if (samples.length === 0) return -Infinity;
  let sum = 0;
  for (const value of samples) sum += value * value;
  const rms = Math.sqrt(sum / samples.length);
  return rms === 0 ? -Infinity : 20 * Math.log10(rms);
}

/** The audio cut into `count` consecutive parts of (nearly) equal length. */
export function segments(samples: Float64Array, count: number): Float64Array[] {
  return Array.from({ length: count }, (_, index) =>
    samples.subarray(
      Math.floor((index * samples.length) / count),
      Math.floor(((index + 1) * samples.length) / count),
    ),
  );
}

export function durationSeconds(audio: PcmAudio): number {
  return audio.samples.length / audio.sampleRate;
}
