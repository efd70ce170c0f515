import { describe, expect, it } from 'vitest';
import { parseWav } from '../../../../mock-server/rules/wav';
import { encodeWav, encodeWavPcm16, toPcm16 } from './wav-encoder';

/** The bytes as hex pairs separated by spaces, for byte-exact comparison. */
const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');

describe('encodeWav', () => {
  it('writes the RIFF header and clamped little-endian samples of a mono file byte for byte', () => {
    const samples = new Float32Array([0, 1, -1, 0.5, -0.5, 2, -2, NaN]);

    expect(hex(encodeWav([samples], 16_000))).toBe(
      [
        '52 49 46 46', // RIFF
        '34 00 00 00', // 36 + 16 data bytes
        '57 41 56 45', // WAVE
        '66 6d 74 20', // "fmt "
        '10 00 00 00', // fmt chunk of 16 bytes
        '01 00', // PCM
        '01 00', // one channel
        '80 3e 00 00', // 16,000 Hz
        '00 7d 00 00', // 32,000 bytes a second
        '02 00', // 2 bytes a frame
        '10 00', // 16 bits
        '64 61 74 61', // data
        '10 00 00 00', // 16 bytes
        '00 00', // 0
        'ff 7f', // 1 → 32767
        '01 80', // -1 → -32767
        '00 40', // 0.5 → 16384 (16383.5 rounded away from zero)
        '00 c0', // -0.5 → -16384
        'ff 7f', // 2 clamped → 32767
        '01 80', // -2 clamped → -32767
        '00 00', // NaN → 0
      ].join(' '),
    );
  });

  it('interleaves two channels frame by frame and cuts them to the shorter one', () => {
    const left = new Float32Array([0.25, -0.25, 0.9]);
    const right = new Float32Array([1 / 32767, -0.4 / 32767]);

    expect(hex(encodeWav([left, right], 44_100))).toBe(
      [
        '52 49 46 46',
        '2c 00 00 00', // 36 + 8
        '57 41 56 45',
        '66 6d 74 20',
        '10 00 00 00',
        '01 00',
        '02 00', // two channels
        '44 ac 00 00', // 44,100 Hz
        '10 b1 02 00', // 176,400 bytes a second
        '04 00', // 4 bytes a frame
        '10 00',
        '64 61 74 61',
        '08 00 00 00', // two frames
        '00 20', // L 0.25 → 8192
        '01 00', // R → 1
        '00 e0', // L -0.25 → -8192
        '00 00', // R -0.4 / 32767 → 0
      ].join(' '),
    );
  });

  it('writes a header alone for no samples, and refuses no channels', () => {
    const empty = encodeWav([new Float32Array(0)], 16_000);
    expect(empty.byteLength).toBe(44);
    expect(new DataView(empty).getUint32(40, true)).toBe(0);
    expect(() => encodeWav([], 16_000)).toThrow(RangeError);
  });

  it('makes files the mock backend reads back as the same samples', () => {
    const samples = Float32Array.from({ length: 160 }, (_, i) => 0.5 * Math.sin(i / 5));
    const audio = parseWav(new Uint8Array(encodeWav([samples, samples], 16_000)));

    expect(audio).toMatchObject({ sampleRate: 16_000, channels: 2 });
    expect(audio.samples).toHaveLength(160);
    audio.samples.forEach((value, i) => expect(value).toBeCloseTo(samples[i] ?? 0, 4));
  });
});

describe('toPcm16', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [0.4999 / 32767, 0],
    [-0.4999 / 32767, 0],
    [0.5 / 32767, 1],
    [-0.5 / 32767, -1],
    [1, 32767],
    [-1, -32767],
    [Infinity, 32767],
    [-Infinity, -32767],
  ])('writes %f as %i', (sample, expected) => {
    expect(toPcm16(sample)).toBe(expected);
  });
});

describe('encodeWavPcm16', () => {
  it('writes 16-bit chunks as encodeWav writes the samples they came from, byte for byte', () => {
    const left = Float32Array.from({ length: 9 }, (_, i) => Math.sin(i) * 0.9);
    const right = Float32Array.from({ length: 9 }, (_, i) => Math.cos(i) * -0.7);
    const interleaved = Int16Array.from({ length: 18 }, (_, i) =>
      toPcm16((i % 2 === 0 ? left : right)[Math.floor(i / 2)]!),
    );
    const chunks = [
      interleaved.subarray(0, 5),
      interleaved.subarray(5, 5),
      interleaved.subarray(5),
    ];
    expect(hex(encodeWavPcm16(chunks, 44_100, 2))).toBe(hex(encodeWav([left, right], 44_100)));
    expect(hex(encodeWavPcm16([interleaved.subarray(0, 9)], 16_000, 1))).toBe(
      hex(encodeWav([Float32Array.from(interleaved.subarray(0, 9), (v) => v / 32767)], 16_000)),
    );
  });

  it('leaves out an incomplete last frame and refuses no channels', () => {
    const wav = parseWav(new Uint8Array(encodeWavPcm16([new Int16Array([1, 2, 3])], 8_000, 2)));
    expect(wav).toMatchObject({ channels: 2, sampleRate: 8_000 });
    expect(wav.samples).toHaveLength(1);
    expect(encodeWavPcm16([], 16_000, 1).byteLength).toBe(44);
    expect(() => encodeWavPcm16([], 16_000, 0)).toThrow(RangeError);
  });
});
