import { describe, expect, it } from 'vitest';
import { createStreamingDownsampler, downsample } from './resample';
import { rmsOf } from './silence';

const tone = (frequency: number, rate: number, seconds: number, amplitude = 0.5) =>
  Float32Array.from(
    { length: Math.round(rate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / rate),
  );

/** Leaves out the filter's reach at each end, where it sees only half its samples. */
const middle = (samples: Float32Array) => samples.subarray(100, samples.length - 100);

describe('downsample', () => {
  it('gives the samples back unchanged when the rate would not go down', () => {
    const samples = tone(440, 16_000, 0.1);
    expect(downsample(samples, 16_000, 16_000)).toBe(samples);
    expect(downsample(samples, 16_000, 44_100)).toBe(samples);
  });

  it.each([
    [48_000, 16_000, 16_000],
    [44_100, 16_000, 16_000],
    [48_000, 44_100, 44_100],
  ])('turns one second at %i Hz into %i Hz: %i samples', (from, to, length) => {
    expect(downsample(new Float32Array(from), from, to)).toHaveLength(length);
  });

  it('keeps a constant signal exactly constant, up to both ends', () => {
    const output = downsample(new Float32Array(4410).fill(0.25), 44_100, 16_000);
    expect(output).toHaveLength(1600);
    output.forEach((value) => expect(value).toBeCloseTo(0.25, 6));
  });

  it.each([48_000, 44_100])('keeps speech frequencies (1 and 3 kHz) from %i Hz', (rate) => {
    for (const frequency of [1000, 3000]) {
      const output = downsample(tone(frequency, rate, 0.5), rate, 16_000);
      const expected = tone(frequency, 16_000, 0.5);
      middle(output).forEach((value, i) =>
        expect(Math.abs(value - (expected[i + 100] ?? 0))).toBeLessThan(0.01),
      );
    }
  });

  it.each([48_000, 44_100])(
    'filters out a 12 kHz tone from %i Hz instead of folding it back to 4 kHz',
    (rate) => {
      const input = tone(12_000, rate, 0.5);
      // Taking every nth sample (no filter) would keep most of it, as a false 4 kHz tone.
      expect(rmsOf(input)).toBeGreaterThan(0.3);
      const output = downsample(input, rate, 16_000);
      expect(rmsOf(middle(output))).toBeLessThan(0.005);
    },
  );
});

/** Speech-like test input: two tones and deterministic noise, so every filter tap matters. */
function voice(length: number, rate: number): Float32Array {
  let seed = 12345;
  const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 0.2;
  return Float32Array.from(
    { length },
    (_, i) =>
      0.4 * Math.sin((2 * Math.PI * 220 * i) / rate) +
      0.2 * Math.sin((2 * Math.PI * 9_500 * i) / rate) +
      noise(),
  );
}

/** The samples cut into blocks of these sizes, in turn (the last block whatever is left). */
function split(samples: Float32Array, sizes: readonly number[]): Float32Array[] {
  const blocks: Float32Array[] = [];
  for (let offset = 0, turn = 0; offset < samples.length; turn++) {
    const size = sizes[turn % sizes.length]!;
    blocks.push(samples.slice(offset, offset + size));
    offset += size;
  }
  return blocks;
}

/** Streams the blocks through a new downsampler: every output, flush's last. */
function streamed(blocks: readonly Float32Array[], from: number, to: number): Float32Array[] {
  const downsampler = createStreamingDownsampler(from, to);
  return [...blocks.map((block) => downsampler.push(block)), downsampler.flush()];
}

function concatenated(parts: readonly Float32Array[]): Float32Array {
  const all = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (all.set(part, offset), offset + part.length), 0);
  return all;
}

/** The same samples, bit for bit (the first difference named when not). */
function expectIdentical(actual: Float32Array, expected: Float32Array) {
  expect(actual.length).toBe(expected.length);
  const differs = actual.findIndex((value, i) => !Object.is(value, expected[i]));
  expect(differs, `first difference at ${differs}`).toBe(-1);
}

describe('createStreamingDownsampler', () => {
  const RATES = [
    [48_000, 16_000],
    [44_100, 16_000],
    [48_000, 44_100],
  ] as const;
  const SPLITS: [string, number[]][] = [
    ['the worklet’s 128-sample quanta', [128]],
    ['the capture worklet’s 2048-sample blocks', [2048]],
    ['single samples', [1]],
    ['odd sizes', [7, 1, 333, 3, 1001]],
    ['blocks smaller than the filter, then a large one', [5, 13, 31, 4000]],
    ['one block', [1_000_000]],
  ];

  it.each(RATES)('gives exactly downsample’s samples over any split, %i → %i Hz', (from, to) => {
    // 1.03 s of audio: an odd length that is not a whole number of blocks of any split.
    const input = voice(Math.round(from * 1.03) + 1, from);
    const whole = downsample(input, from, to);
    for (const [name, sizes] of SPLITS) {
      const output = concatenated(streamed(split(input, sizes), from, to));
      expect(output.length, name).toBe(whole.length);
      expectIdentical(output, whole);
    }
  });

  it.each(RATES)(
    'gives exactly downsample’s samples for very short input, %i → %i Hz',
    (from, to) => {
      for (const length of [0, 1, 2, 3, 10, 40, 60, 100]) {
        const input = voice(length, from);
        expectIdentical(
          concatenated(streamed(split(input, [3]), from, to)),
          downsample(input, from, to),
        );
      }
    },
  );

  it('gives each sample soon after its input: half a millisecond behind, not at the end', () => {
    const downsampler = createStreamingDownsampler(48_000, 16_000);
    let received = 0;
    let given = 0;
    for (const block of split(voice(48_000, 48_000), [128])) {
      given += downsampler.push(block).length;
      received += block.length;
      // 128 samples at 48 kHz are 42 or 43 at 16 kHz; the filter reaches 27 samples ahead.
      expect(Math.floor(received / 3) - given).toBeLessThanOrEqual(10);
    }
    expect(given + downsampler.flush().length).toBe(16_000);
  });

  it('passes blocks through when the rate would not go down', () => {
    const downsampler = createStreamingDownsampler(16_000, 16_000);
    const block = voice(100, 16_000);
    expect(downsampler.push(block)).toBe(block);
    expect(downsampler.flush()).toHaveLength(0);
  });

  it('takes nothing after flush', () => {
    for (const [from, to] of [...RATES, [16_000, 16_000] as const]) {
      const downsampler = createStreamingDownsampler(from, to);
      downsampler.push(voice(500, from));
      downsampler.flush();
      expect(() => downsampler.push(voice(10, from))).toThrow('flushed');
      expect(() => downsampler.flush()).toThrow('flushed');
    }
  });
});
