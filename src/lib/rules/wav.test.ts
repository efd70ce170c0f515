import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeWav,
  encodeWavPcm16,
  monoSamples,
  pcm16Bytes,
  readWav,
  toPcm16,
  wavOf,
  type WavFormat,
} from './wav';

/** The bytes as hex pairs separated by spaces, for byte-exact comparison. */
const hex = (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');

/** s16le bytes as numbers. */
const int16s = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.byteLength >> 1 }, (_, i) => view.getInt16(i * 2, true));
};

const s16 = (...samples: number[]) => pcm16Bytes(new Int16Array(samples)).slice();

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** A little-endian field of `bytes` bytes. */
const le = (value: number, bytes: 2 | 4) => {
  const field = new Uint8Array(bytes);
  const view = new DataView(field.buffer);
  if (bytes === 2) view.setUint16(0, value, true);
  else view.setUint32(0, value, true);
  return field;
};

const concat = (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  parts.reduce((offset, part) => (all.set(part, offset), offset + part.byteLength), 0);
  return all;
};

type Chunk = { id: string; body: Uint8Array; size?: number };

/**
 * A RIFF file of these chunks as given: each with its size (the body's unless said) and a pad
 * byte after an odd body, as RIFF writers do. For the files our encoder never writes.
 */
const riff = (chunks: readonly Chunk[], form = 'WAVE') => {
  const body = concat(
    ascii(form),
    ...chunks.flatMap(({ id, body, size = body.byteLength }) => [
      ascii(id),
      le(size, 4),
      body,
      new Uint8Array(body.byteLength % 2),
    ]),
  );
  return concat(ascii('RIFF'), le(body.byteLength, 4), body);
};

/** The body of a fmt chunk; `extra` bytes follow the 16 every one has (cbSize and more). */
const fmtBody = ({ tag = 1, channels = 1, sampleRate = 16_000, bits = 16, extra = 0 } = {}) =>
  concat(
    le(tag, 2),
    le(channels, 2),
    le(sampleRate, 4),
    le((sampleRate * channels * bits) / 8, 4),
    le((channels * bits) / 8, 2),
    le(bits, 2),
    new Uint8Array(extra),
  );

const fmt = (options?: Parameters<typeof fmtBody>[0]): Chunk => ({
  id: 'fmt ',
  body: fmtBody(options),
});
const data = (body: Uint8Array, size?: number): Chunk => ({ id: 'data', body, size });
const list = (text: string): Chunk => ({ id: 'LIST', body: ascii(`INFOISFT${text}`) });

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

  it('writes a header alone for no samples', () => {
    const empty = new Uint8Array(encodeWav([new Float32Array(0)], 16_000));
    expect(empty.byteLength).toBe(44);
    expect(readWav(empty)).toEqual({
      format: { sampleRate: 16_000, channels: 1 },
      data: new Uint8Array(0),
    });
  });

  it.each([
    ['encodeWav', () => encodeWav([], 16_000)],
    ['encodeWavPcm16', () => encodeWavPcm16([], 16_000, 0)],
    ['wavOf', () => wavOf({ sampleRate: 16_000, channels: 0 }, [])],
  ])('%s refuses a file of no channels', (_name, write) => {
    expect(write).toThrow(RangeError);
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
    [0.5, 16384],
    [-0.5, -16384],
    [1, 32767],
    [-1, -32767],
    [Infinity, 32767],
    [-Infinity, -32767],
    [NaN, 0],
  ])('writes %f as %i', (sample, expected) => {
    expect(Object.is(toPcm16(sample), expected)).toBe(true);
  });
});

describe('pcm16Bytes', () => {
  const samples = new Int16Array([7, 1, -2, 32767, -32768]);

  it.each([
    ['16-bit samples', samples, [7, 1, -2, 32767, -32768]],
    ['16-bit samples from the middle of a buffer', samples.subarray(1, 3), [1, -2]],
    [
      'float samples, through toPcm16',
      new Float32Array([0.25, -0.25, -2, NaN]),
      [8192, -8192, -32767, 0],
    ],
  ])('writes %s as s16le bytes', (_name, input, expected) => {
    expect(int16s(pcm16Bytes(input))).toEqual(expected);
  });
});

describe('encodeWavPcm16 and wavOf', () => {
  const left = Float32Array.from({ length: 9 }, (_, i) => Math.sin(i) * 0.9);
  const right = Float32Array.from({ length: 9 }, (_, i) => Math.cos(i) * -0.7);
  const interleaved = Int16Array.from({ length: 18 }, (_, i) =>
    toPcm16((i % 2 === 0 ? left : right)[i >> 1]!),
  );
  const stereo: WavFormat = { sampleRate: 44_100, channels: 2 };
  const fromFloats = hex(encodeWav([left, right], 44_100));

  it('write 16-bit chunks, split anywhere, as encodeWav writes the floats they came from', () => {
    const chunks = [
      interleaved.subarray(0, 5),
      interleaved.subarray(5, 5),
      interleaved.subarray(5),
    ];
    expect(hex(encodeWavPcm16(chunks, 44_100, 2))).toBe(fromFloats);
    const bytes = pcm16Bytes(interleaved);
    expect(
      hex(wavOf(stereo, [bytes.subarray(0, 7), bytes.subarray(7, 7), bytes.subarray(7)])),
    ).toBe(fromFloats);
  });

  it.each([
    [
      'an incomplete last frame',
      () => encodeWavPcm16([new Int16Array([1, 2, 3])], 8_000, 2),
      [1, 2],
    ],
    [
      'half a sample',
      () => wavOf({ sampleRate: 8_000, channels: 1 }, [s16(5), new Uint8Array(1)]),
      [5],
    ],
    ['no chunks', () => encodeWavPcm16([], 8_000, 1), []],
  ])('leave out %s', (_name, write, samples) => {
    const bytes = new Uint8Array(write());
    expect(int16s(readWav(bytes)!.data)).toEqual(samples);
    expect(new DataView(bytes.buffer).getUint32(40, true)).toBe(samples.length * 2);
  });
});

describe('readWav', () => {
  const mono = { sampleRate: 16_000, channels: 1 };
  const samples = s16(1, -2, 3, -4);

  it.each<[string, Uint8Array, WavFormat, number[]]>([
    ['our own file', wavOf(mono, [samples]), mono, [1, -2, 3, -4]],
    [
      'stereo at 44.1 kHz',
      wavOf({ sampleRate: 44_100, channels: 2 }, [samples]),
      { sampleRate: 44_100, channels: 2 },
      [1, -2, 3, -4],
    ],
    ['a LIST chunk before fmt', riff([list('Lavf60'), fmt(), data(samples)]), mono, [1, -2, 3, -4]],
    [
      'an odd-sized chunk and its pad byte before data',
      riff([fmt(), list('odd'), data(samples)]),
      mono,
      [1, -2, 3, -4],
    ],
    [
      'a fact chunk between fmt and data',
      riff([fmt(), { id: 'fact', body: le(4, 4) }, data(samples)]),
      mono,
      [1, -2, 3, -4],
    ],
    [
      'a fmt chunk of 18 bytes (with cbSize)',
      riff([fmt({ extra: 2 }), data(samples)]),
      mono,
      [1, -2, 3, -4],
    ],
    [
      'WAVE_FORMAT_EXTENSIBLE',
      riff([fmt({ tag: 0xfffe, channels: 2, extra: 24 }), data(samples)]),
      { sampleRate: 16_000, channels: 2 },
      [1, -2, 3, -4],
    ],
    [
      'a data size left at 0 by a streaming recorder',
      riff([fmt(), data(samples, 0)]),
      mono,
      [1, -2, 3, -4],
    ],
    [
      'a placeholder data size past the end (espeak-ng)',
      riff([fmt(), data(samples, 0x7ffff000)]),
      mono,
      [1, -2, 3, -4],
    ],
    ['a chunk after data', riff([fmt(), data(samples), list('after')]), mono, [1, -2, 3, -4]],
    [
      'a last frame cut in half',
      riff([fmt({ channels: 2 }), data(s16(1, 2, 3))]),
      { sampleRate: 16_000, channels: 2 },
      [1, 2],
    ],
    ['a data chunk without samples', riff([fmt(), data(new Uint8Array(0))]), mono, []],
  ])('reads %s', (_name, bytes, format, expected) => {
    const wav = readWav(bytes);
    expect(wav?.format).toEqual(format);
    expect(int16s(wav!.data)).toEqual(expected);
  });

  it('reads a file that starts in the middle of a buffer', () => {
    const file = wavOf(mono, [samples]);
    const inside = concat(new Uint8Array(3), file, new Uint8Array(5)).subarray(
      3,
      3 + file.byteLength,
    );
    expect(int16s(readWav(inside)!.data)).toEqual([1, -2, 3, -4]);
  });

  const file = wavOf(mono, [samples]);
  it.each<[string, Uint8Array]>([
    ['no bytes', new Uint8Array(0)],
    ['less than a RIFF header', ascii('RIFF\0\0\0\0WAV')],
    ['text', ascii('hello, this is not audio at all')],
    ['big-endian RIFX', concat(ascii('RIFX'), file.subarray(4))],
    ['RIFF of another form (AVI)', riff([fmt(), data(samples)], 'AVI ')],
    ['a file cut inside fmt', file.subarray(0, 30)],
    ['a file cut before the data chunk is named', file.subarray(0, 40)],
    ['no data chunk', riff([fmt(), list('only')])],
    ['no fmt chunk', riff([data(samples)])],
    ['data before fmt', riff([data(samples), fmt()])],
    [
      'a fmt chunk of 14 bytes',
      riff([{ id: 'fmt ', body: fmtBody().subarray(0, 14) }, data(samples)]),
    ],
    ['float samples', riff([fmt({ tag: 3, bits: 32 }), data(samples)])],
    ['8-bit samples', riff([fmt({ bits: 8 }), data(samples)])],
    ['24-bit samples', riff([fmt({ bits: 24 }), data(new Uint8Array(6))])],
    ['A-law', riff([fmt({ tag: 6, bits: 8 }), data(samples)])],
    ['no channels', riff([fmt({ channels: 0 }), data(samples)])],
    ['a sample rate of 0', riff([fmt({ sampleRate: 0 }), data(samples)])],
    [
      'a chunk claiming more bytes than there are',
      riff([{ id: 'LIST', body: ascii('ab'), size: 1e6 }, fmt(), data(samples)]),
    ],
  ])('refuses %s', (_name, bytes) => {
    expect(readWav(bytes)).toBeNull();
  });

  it('reads a file cut anywhere after the data chunk is named as the whole frames there', () => {
    const stereo = wavOf({ sampleRate: 8_000, channels: 2 }, [s16(1, 2, 3, 4, 5, 6)]);
    for (let length = 44; length <= stereo.byteLength; length++) {
      const frames = Math.floor((length - 44) / 4);
      expect(int16s(readWav(stereo.subarray(0, length))!.data)).toEqual(
        [1, 2, 3, 4, 5, 6].slice(0, frames * 2),
      );
    }
  });
});

describe('monoSamples', () => {
  it.each([
    ['mono, -32768 being -1', 1, s16(-32768, 16384, 32767, 0), [-1, 0.5, 32767 / 32768, 0]],
    ['stereo as the mean of the channels', 2, s16(1000, 3000, -4096, 4096), [2000 / 32768, 0]],
    ['three channels', 3, s16(3, 6, 9, -3, -3, -3), [6 / 32768, -3 / 32768]],
    ['whole frames only', 2, s16(8192, 8192, 5), [0.25]],
  ])('mixes %s', (_name, channels, bytes, expected) => {
    expect([...monoSamples(bytes, channels)]).toEqual(expected);
  });
});

describe('properties', () => {
  const format = fc.record({
    sampleRate: fc.integer({ min: 1, max: 384_000 }),
    channels: fc.integer({ min: 1, max: 8 }),
  });

  it('reads back the format and samples it wrote, however the samples came in chunks', () => {
    fc.assert(
      fc.property(
        format,
        fc.array(fc.integer({ min: -32768, max: 32767 }), { maxLength: 64 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        (format, values, cuts) => {
          const whole = values.slice(0, values.length - (values.length % format.channels));
          const samples = new Int16Array(whole);
          const points = [
            0,
            ...cuts.map((cut) => cut % (samples.length + 1)).sort((a, b) => a - b),
          ];
          const chunks = points.map((from, i) => samples.subarray(from, points[i + 1]));
          const written = new Uint8Array(
            encodeWavPcm16(chunks, format.sampleRate, format.channels),
          );

          expect(hex(written)).toBe(hex(wavOf(format, chunks.map(pcm16Bytes))));
          const wav = readWav(written);
          expect(wav?.format).toEqual(format);
          expect(int16s(wav!.data)).toEqual(whole);
        },
      ),
    );
  });

  it('reads float channels back as their toPcm16 samples, interleaved', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.float(), { maxLength: 32 }),
        (channels, values) => {
          const planar = Array.from(
            { length: channels },
            (_, channel) => new Float32Array(values.filter((_, i) => i % channels === channel)),
          );
          const frames = Math.min(...planar.map((samples) => samples.length));
          const wav = readWav(new Uint8Array(encodeWav(planar, 16_000)));

          expect(wav?.format).toEqual({ sampleRate: 16_000, channels });
          expect(int16s(wav!.data)).toEqual(
            Array.from({ length: frames * channels }, (_, i) =>
              toPcm16(planar[i % channels]![Math.floor(i / channels)]!),
            ),
          );
        },
      ),
    );
  });

  it('never throws on any bytes, and reads only whole frames inside them', () => {
    const chunk = fc.record({
      id: fc.constantFrom('fmt ', 'data', 'LIST', 'fact', 'junk'),
      body: fc.uint8Array({ maxLength: 40 }),
      size: fc.option(fc.nat(), { nil: undefined }),
    });
    const anyBytes = fc.oneof(
      fc.uint8Array({ maxLength: 80 }),
      fc.array(chunk, { maxLength: 4 }).map((chunks) => riff(chunks)),
      fc.tuple(fc.uint8Array({ maxLength: 40 }), fc.nat()).map(([bytes, cut]) => {
        const file = riff([fmt({ channels: 2 }), data(bytes)]);
        return file.subarray(0, cut % (file.byteLength + 1));
      }),
    );
    fc.assert(
      fc.property(anyBytes, (bytes) => {
        const wav = readWav(bytes);
        if (!wav) return;
        expect(wav.data.byteLength % (wav.format.channels * 2)).toBe(0);
        expect(wav.data.buffer).toBe(bytes.buffer);
        expect(wav.data.byteOffset + wav.data.byteLength).toBeLessThanOrEqual(bytes.byteLength);
      }),
    );
  });
});
