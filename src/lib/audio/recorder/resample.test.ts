import { describe, expect, it } from 'vitest';
import { downsample } from './resample';
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
