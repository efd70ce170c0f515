import { describe, expect, it } from 'vitest';
import { buildWav } from '../../../tests/support/wav-builder';
import { framesOf, pcmBytes, readWav, wavOf } from './pcm';

describe('the PCM helpers of the speech paths', () => {
  it('reads the format and samples of a 16-bit PCM WAV, and writes the same file back', () => {
    const wav = buildWav([{ seconds: 0.1, frequency: 440, amplitude: 0.5 }], {
      sampleRate: 44100,
      channels: 2,
    });
    const read = readWav(wav)!;
    expect(read.format).toEqual({ sampleRate: 44100, channels: 2 });
    expect(read.data.byteLength).toBe(wav.byteLength - 44);
    expect(wavOf(read.format, [read.data.subarray(0, 7), read.data.subarray(7)])).toEqual(wav);
  });

  it('refuses what is not a 16-bit PCM WAV', () => {
    expect(readWav(new TextEncoder().encode('not a wav at all'))).toBeNull();
    const eightBit = buildWav([{ seconds: 0.01 }]);
    new DataView(eightBit.buffer).setUint16(34, 8, true);
    expect(readWav(eightBit)).toBeNull();
  });

  it('writes samples as signed 16-bit little-endian bytes', () => {
    const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset);
    const fromInt = pcmBytes(new Int16Array([1, -2, 32767]));
    expect([0, 2, 4].map((offset) => view(fromInt).getInt16(offset, true))).toEqual([1, -2, 32767]);
    const fromFloat = pcmBytes(new Float32Array([0.25, -0.25, -2]));
    expect([0, 2, 4].map((offset) => view(fromFloat).getInt16(offset, true))).toEqual([
      8192, -8192, -32767,
    ]);
  });

  it('cuts PCM into frames of whole samples', () => {
    const data = new Uint8Array(1000);
    const frames = framesOf(data, { sampleRate: 8000, channels: 2 }, 10);
    expect(frames.map((frame) => frame.byteLength)).toEqual([320, 320, 320, 40]);
  });
});
