// WAV files of 16-bit PCM (RIFF/WAVE, little-endian, samples interleaved frame by frame): the
// format of every recording the speech calls take (contracts/paths/speech.yaml). The one module
// that writes and reads them, for the recorder, the speech client, the mock backend, the pact and
// the test support alike: bytes in, bytes out (Uint8Array, DataView), no Buffer and no DOM.

/** What a 16-bit PCM file says about its samples besides the samples. */
export type WavFormat = { sampleRate: number; channels: number };

/** A file read back: its format and its samples as s16le bytes (whole frames only). */
export type Wav = { format: WavFormat; data: Uint8Array };

/** The header written: RIFF, a 16-byte fmt chunk and the head of the data chunk. */
const HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;
const FORMAT_PCM = 1;
/** WAVE_FORMAT_EXTENSIBLE: what some recorders write for plain PCM too. */
const FORMAT_EXTENSIBLE = 0xfffe;
/** Full scale: ±1.0 becomes ±32767, so the scale is symmetric and silence stays exactly 0. */
const FULL_SCALE = 32767;
/** Read back, -32768 is -1: the dBFS scale of the mock's energy rules. */
const READ_SCALE = 32768;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * One sample as a 16-bit integer: clamped to [-1, 1], scaled by 32767 and rounded half away from
 * zero, so a sample counts as zero exactly when |sample| × 32767 < 0.5 (NaN counts as zero).
 */
export function toPcm16(sample: number): number {
  const clamped = Math.min(1, Math.max(-1, sample || 0));
  const magnitude = Math.round(Math.abs(clamped) * FULL_SCALE);
  return clamped < 0 ? 0 - magnitude : magnitude; // 0 - 0 is +0, never -0
}

/** Samples as s16le bytes: 16-bit integers as they are, floats through toPcm16. */
export function pcm16Bytes(samples: Int16Array | Float32Array): Uint8Array {
  // On a little-endian machine 16-bit integers already are s16le: no copy.
  if (samples instanceof Int16Array && LITTLE_ENDIAN) {
    return new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);
  }
  const bytes = new Uint8Array(samples.length * BYTES_PER_SAMPLE);
  const view = new DataView(bytes.buffer);
  const isFloat = samples instanceof Float32Array;
  samples.forEach((sample, i) => {
    view.setInt16(i * BYTES_PER_SAMPLE, isFloat ? toPcm16(sample) : sample, true);
  });
  return bytes;
}

function frameBytesOf(format: WavFormat): number {
  if (!(format.channels >= 1)) throw new RangeError('A WAV file needs at least one channel');
  return format.channels * BYTES_PER_SAMPLE;
}

/** A file of `dataBytes` sample bytes, its header written and its samples still zero. */
function wavBuffer(format: WavFormat, dataBytes: number) {
  const frameBytes = frameBytesOf(format);
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    bytes.set(
      [...value].map((c) => c.charCodeAt(0)),
      offset,
    );
  text(0, 'RIFF');
  view.setUint32(4, HEADER_BYTES - 8 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, FORMAT_PCM, true);
  view.setUint16(22, format.channels, true);
  view.setUint32(24, format.sampleRate, true);
  view.setUint32(28, format.sampleRate * frameBytes, true);
  view.setUint16(32, frameBytes, true);
  view.setUint16(34, BYTES_PER_SAMPLE * 8, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  return { bytes, view };
}

/** A file of these s16le bytes, one chunk after the other; an incomplete last frame is left out. */
export function wavOf(format: WavFormat, data: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const frameBytes = frameBytesOf(format);
  const length = data.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const { bytes } = wavBuffer(format, length - (length % frameBytes));
  let offset = HEADER_BYTES;
  for (const chunk of data) {
    const part = chunk.subarray(0, bytes.byteLength - offset);
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

/**
 * A file of the channels (one Float32Array each, samples in [-1, 1]), interleaved frame by
 * frame; channels of different lengths are cut to the shortest.
 */
export function encodeWav(channels: readonly Float32Array[], sampleRate: number): ArrayBuffer {
  const format = { sampleRate, channels: channels.length };
  const frames = Math.min(...channels.map((channel) => channel.length));
  const { bytes, view } = wavBuffer(format, frames * frameBytesOf(format));
  let offset = HEADER_BYTES;
  for (let frame = 0; frame < frames; frame++) {
    for (const channel of channels) {
      view.setInt16(offset, toPcm16(channel[frame] ?? 0), true);
      offset += BYTES_PER_SAMPLE;
    }
  }
  return bytes.buffer;
}

/**
 * A file of 16-bit samples already interleaved, in chunks one after the other (as the recorder
 * streams them); an incomplete last frame is left out.
 */
export function encodeWavPcm16(
  chunks: readonly Int16Array[],
  sampleRate: number,
  channels: number,
): ArrayBuffer {
  return wavOf({ sampleRate, channels }, chunks.map(pcm16Bytes)).buffer;
}

const fourCc = (bytes: Uint8Array, offset: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + 4));

type FmtChunk = WavFormat & { tag: number; bits: number };

const isPcm16 = (fmt: FmtChunk | null): fmt is FmtChunk =>
  fmt !== null &&
  (fmt.tag === FORMAT_PCM || fmt.tag === FORMAT_EXTENSIBLE) &&
  fmt.bits === 16 &&
  fmt.channels >= 1 &&
  fmt.sampleRate >= 1;

/**
 * The format and samples of a 16-bit PCM WAV file; null when it is not one (not RIFF/WAVE, no fmt
 * chunk before the data chunk, another sample format, no channels or no rate). Chunks it does not
 * need (LIST, fact, …) are skipped, odd-sized ones with their pad byte.
 */
export function readWav(bytes: Uint8Array): Wav | null {
  if (bytes.byteLength < 12 || fourCc(bytes, 0) !== 'RIFF' || fourCc(bytes, 8) !== 'WAVE') {
    return null;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fmt: FmtChunk | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = fourCc(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= bytes.byteLength) {
      fmt = {
        tag: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!isPcm16(fmt)) return null;
      // A recorder streaming to a file may leave the size at 0 or too large: take what is there.
      const end = Math.min(bytes.byteLength, size === 0 ? bytes.byteLength : body + size);
      const frameBytes = fmt.channels * BYTES_PER_SAMPLE;
      return {
        format: { sampleRate: fmt.sampleRate, channels: fmt.channels },
        data: bytes.subarray(body, end - ((end - body) % frameBytes)),
      };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** s16le samples of `channels` interleaved channels mixed to mono (their mean), -32768 being -1. */
export function monoSamples(data: Uint8Array, channels: number): Float64Array {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const mono = new Float64Array(Math.floor(data.byteLength / (channels * BYTES_PER_SAMPLE)));
  for (let frame = 0; frame < mono.length; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) {
      sum += view.getInt16((frame * channels + channel) * BYTES_PER_SAMPLE, true);
    }
    mono[frame] = sum / channels / READ_SCALE;
  }
  return mono;
}
