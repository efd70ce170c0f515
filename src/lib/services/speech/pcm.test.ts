import { describe, expect, it } from 'vitest';
import { framesOf, pcmBytes } from './pcm';

// Reading and writing the WAV files themselves: src/lib/rules/wav.test.ts.

describe('the PCM helpers of the speech paths', () => {
  const int16s = (bytes: Uint8Array) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return Array.from({ length: bytes.byteLength / 2 }, (_, i) => view.getInt16(i * 2, true));
  };

  it.each([
    ['raw bytes, as they are', new Uint8Array([1, 0, 0xfe, 0xff]), [1, -2]],
    ['16-bit samples', new Int16Array([1, -2, 32767]), [1, -2, 32767]],
    [
      'float samples, scaled and clamped',
      new Float32Array([0.25, -0.25, -2]),
      [8192, -8192, -32767],
    ],
  ])('writes %s as signed 16-bit little-endian bytes', (_name, chunk, expected) => {
    expect(int16s(pcmBytes(chunk))).toEqual(expected);
  });

  it('cuts PCM into frames of whole samples', () => {
    const data = new Uint8Array(1000);
    const frames = framesOf(data, { sampleRate: 8000, channels: 2 }, 10);
    expect(frames.map((frame) => frame.byteLength)).toEqual([320, 320, 320, 40]);
  });
});
