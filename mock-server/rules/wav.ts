// Reading uploaded recordings: RIFF/WAVE files with 16-bit PCM samples (any rate, any number of
// channels; channels are averaged to mono). The checks, in order:
// - no bytes at all, or a data chunk without samples → 'empty-audio';
// - not RIFF/WAVE, no fmt or data chunk, or not 16-bit PCM → 'not-wav';
// - every sample zero → 'silent-audio' (spec 4.3: recordings of only zero samples are silent).
// Energy is measured as RMS in dBFS (full scale = 32768), the base of every deterministic score.

export type AudioProblem = 'empty-audio' | 'not-wav' | 'silent-audio';

export class AudioError extends Error {
  constructor(readonly code: AudioProblem) {
    super(code);
  }
}

export type PcmAudio = { sampleRate: number; channels: number; samples: Float64Array };

const FORMAT_PCM = 1;
const FORMAT_EXTENSIBLE = 0xfffe;
/** The quietest level counted as sound; silence and room noise sit below it. */
export const SILENCE_FLOOR_DBFS = -50;

const ascii = (view: DataView, offset: number) =>
  String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );

/** Mono samples in [-1, 1) from a WAV file; throws AudioError for the cases above. */
export function parseWav(bytes: Uint8Array): PcmAudio {
  if (bytes.byteLength === 0) throw new AudioError('empty-audio');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || ascii(view, 0) !== 'RIFF' || ascii(view, 8) !== 'WAVE') {
    throw new AudioError('not-wav');
  }
  let format: { tag: number; channels: number; sampleRate: number; bits: number } | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = ascii(view, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= bytes.byteLength) {
      format = {
        tag: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (
        !format ||
        (format.tag !== FORMAT_PCM && format.tag !== FORMAT_EXTENSIBLE) ||
        format.bits !== 16 ||
        format.channels < 1
      ) {
        throw new AudioError('not-wav');
      }
      // Recorders streaming to a file may leave the size at 0 or too large: read what is there.
      const end = Math.min(bytes.byteLength, size === 0 ? bytes.byteLength : body + size);
      return toMono(view, body, end, format.channels, format.sampleRate);
    }
    offset = body + size + (size % 2);
  }
  throw new AudioError('not-wav');
}

function toMono(
  view: DataView,
  start: number,
  end: number,
  channels: number,
  sampleRate: number,
): PcmAudio {
  const frames = Math.floor((end - start) / (2 * channels));
  if (frames === 0) throw new AudioError('empty-audio');
  const samples = new Float64Array(frames);
  let silent = true;
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) {
      const value = view.getInt16(start + (frame * channels + channel) * 2, true);
      if (value !== 0) silent = false;
      sum += value;
    }
    samples[frame] = sum / channels / 32768;
  }
  if (silent) throw new AudioError('silent-audio');
  return { sampleRate, channels, samples };
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
