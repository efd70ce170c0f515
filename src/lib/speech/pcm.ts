// Audio for the speech paths: 16-bit PCM (signed, little-endian, interleaved), as WAV files for
// the HTTP path and as raw frames for the websocket (contracts/asyncapi/speech-stream.yaml).

export type PcmFormat = { sampleRate: number; channels: number };

/**
 * A chunk from a recorder: raw s16le bytes (Uint8Array), 16-bit samples (Int16Array) or samples
 * in [-1, 1] (Float32Array, as Web Audio gives them), interleaved when there are two channels.
 */
export type PcmChunk = Uint8Array | Int16Array | Float32Array;

const WAV_HEADER_BYTES = 44;
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

const ascii = (view: DataView, offset: number) =>
  String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(offset + i)));

/** The format and PCM bytes of a 16-bit PCM WAV file; null when it is not one. */
export function readWav(bytes: Uint8Array): { format: PcmFormat; data: Uint8Array } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || ascii(view, 0) !== 'RIFF' || ascii(view, 8) !== 'WAVE') return null;
  let format: (PcmFormat & { tag: number; bits: number }) | null = null;
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
      if (!format || (format.tag !== 1 && format.tag !== 0xfffe) || format.bits !== 16) return null;
      // A recorder streaming to a file may leave the size at 0 or too large: take what is there.
      const end = Math.min(bytes.byteLength, size === 0 ? bytes.byteLength : body + size);
      return {
        format: { sampleRate: format.sampleRate, channels: format.channels },
        data: bytes.subarray(body, end),
      };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** A 16-bit PCM WAV file of these PCM bytes. */
export function wavOf(format: PcmFormat, data: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const length = data.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const bytes = new Uint8Array(WAV_HEADER_BYTES + length);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + length, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, format.channels, true);
  view.setUint32(24, format.sampleRate, true);
  view.setUint32(28, format.sampleRate * format.channels * 2, true);
  view.setUint16(32, format.channels * 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, length, true);
  let offset = WAV_HEADER_BYTES;
  for (const chunk of data) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A chunk as s16le bytes. */
export function pcmBytes(chunk: PcmChunk): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  if (chunk instanceof Int16Array && LITTLE_ENDIAN) {
    return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
  const bytes = new Uint8Array(chunk.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < chunk.length; i++) {
    const value =
      chunk instanceof Int16Array
        ? chunk[i]!
        : Math.round(Math.max(-1, Math.min(1, chunk[i]!)) * 32767);
    view.setInt16(i * 2, value, true);
  }
  return bytes;
}

/** PCM bytes cut into frames of about `ms` milliseconds (whole samples). */
export function framesOf(data: Uint8Array, format: PcmFormat, ms: number): Uint8Array[] {
  const frameBytes = 2 * format.channels;
  const size = Math.max(frameBytes, Math.round((format.sampleRate * ms) / 1000) * frameBytes);
  const frames: Uint8Array[] = [];
  for (let offset = 0; offset < data.byteLength; offset += size)
    frames.push(data.subarray(offset, Math.min(data.byteLength, offset + size)));
  return frames;
}
