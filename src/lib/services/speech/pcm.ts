// Audio for the speech paths: 16-bit PCM (signed, little-endian, interleaved), as WAV files for
// the HTTP path (src/lib/rules/wav.ts) and as raw frames for the websocket
// (contracts/asyncapi/speech-stream.yaml).
import { pcm16Bytes, type WavFormat } from '../../rules/wav';

export type PcmFormat = WavFormat;

/**
 * A chunk from a recorder: raw s16le bytes (Uint8Array), 16-bit samples (Int16Array) or samples
 * in [-1, 1] (Float32Array, as Web Audio gives them), interleaved when there are two channels.
 */
export type PcmChunk = Uint8Array | Int16Array | Float32Array;

/** A chunk as s16le bytes. */
export function pcmBytes(chunk: PcmChunk): Uint8Array {
  return chunk instanceof Uint8Array ? chunk : pcm16Bytes(chunk);
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
