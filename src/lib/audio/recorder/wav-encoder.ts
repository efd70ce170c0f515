// Float samples to a 16-bit PCM WAV file (RIFF/WAVE, little-endian, 44-byte header): the format
// every speech call of the contract takes (contracts/paths/speech.yaml).

const HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;
const FORMAT_PCM = 1;
/** Full scale: ±1.0 becomes ±32767, so the scale is symmetric and silence stays exactly 0. */
const FULL_SCALE = 32767;

/**
 * One sample as a 16-bit integer: clamped to [-1, 1], scaled by 32767 and rounded half away from
 * zero, so a sample counts as zero exactly when |sample| × 32767 < 0.5 (NaN counts as zero).
 */
export function toPcm16(sample: number): number {
  const clamped = Math.min(1, Math.max(-1, sample || 0));
  const magnitude = Math.round(Math.abs(clamped) * FULL_SCALE);
  return clamped < 0 ? 0 - magnitude : magnitude; // 0 - 0 is +0, never -0
}

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let index = 0; index < text.length; index++) {
    view.setUint8(offset + index, text.charCodeAt(index));
  }
}

/** A buffer for a WAV file of `frames` frames, its 44-byte header written. */
function wavBuffer(frames: number, sampleRate: number, channels: number) {
  const blockAlign = channels * BYTES_PER_SAMPLE;
  const dataBytes = frames * blockAlign;
  const buffer = new ArrayBuffer(HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);

  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, HEADER_BYTES - 8 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, FORMAT_PCM, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, BYTES_PER_SAMPLE * 8, true);
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  return { buffer, view };
}

/**
 * A WAV file of the channels (one Float32Array each, samples in [-1, 1], interleaved frame by
 * frame); channels of different lengths are cut to the shortest.
 */
export function encodeWav(channels: readonly Float32Array[], sampleRate: number): ArrayBuffer {
  if (channels.length === 0) throw new RangeError('A WAV file needs at least one channel');
  const frames = Math.min(...channels.map((channel) => channel.length));
  const { buffer, view } = wavBuffer(frames, sampleRate, channels.length);
  let offset = HEADER_BYTES;
  for (let frame = 0; frame < frames; frame++) {
    for (const channel of channels) {
      view.setInt16(offset, toPcm16(channel[frame] ?? 0), true);
      offset += BYTES_PER_SAMPLE;
    }
  }
  return buffer;
}

/**
 * A WAV file of 16-bit samples already interleaved, in chunks one after the other (as the
 * recorder streams them); an incomplete last frame is left out.
 */
export function encodeWavPcm16(
  chunks: readonly Int16Array[],
  sampleRate: number,
  channels: number,
): ArrayBuffer {
  if (channels < 1) throw new RangeError('A WAV file needs at least one channel');
  const samples = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const frames = Math.floor(samples / channels);
  const { buffer, view } = wavBuffer(frames, sampleRate, channels);
  const end = HEADER_BYTES + frames * channels * BYTES_PER_SAMPLE;
  let offset = HEADER_BYTES;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length && offset < end; i++) {
      view.setInt16(offset, chunk[i] ?? 0, true);
      offset += BYTES_PER_SAMPLE;
    }
  }
  return buffer;
}
