import { describe, expect, it } from 'vitest';
import { isSilent, meterLevel, peakOf, rmsOf } from './silence';
import { encodeWav } from '../../../rules/wav';

const samples = (...values: number[]) => new Float32Array(values);

describe('isSilent', () => {
  it('is true for only zero samples, no samples, or values the encoder writes as 0', () => {
    expect(isSilent([samples(0, 0, 0)])).toBe(true);
    expect(isSilent([samples()])).toBe(true);
    expect(isSilent([samples(0, -0), samples(0, 0)])).toBe(true);
    expect(isSilent([samples(0.49 / 32767, -0.49 / 32767)])).toBe(true);
  });

  it('is false as soon as one sample of one channel is written as non-zero', () => {
    expect(isSilent([samples(0, 0, 0.51 / 32767)])).toBe(false);
    expect(isSilent([samples(0, 0), samples(0, -0.001)])).toBe(false);
    expect(isSilent([samples(1)])).toBe(false);
  });

  it('agrees with the encoded file: silent exactly when every data byte is 0', () => {
    const nearZero = [0.5 / 32767, -0.5 / 32767, 1.52e-5, -1.53e-5, 1e-6, NaN];
    const cases = nearZero.map((value) => samples(0, value, 0));
    for (const channel of cases) {
      const data = new Uint8Array(encodeWav([channel], 16_000), 44);
      expect(isSilent([channel])).toBe(data.every((byte) => byte === 0));
    }
  });
});

describe('level helpers', () => {
  it('measures the peak and RMS of a block', () => {
    expect(peakOf(samples(0.1, -0.8, 0.5))).toBeCloseTo(0.8);
    expect(peakOf(samples())).toBe(0);
    expect(rmsOf(samples(0.5, -0.5, 0.5, -0.5))).toBeCloseTo(0.5);
    expect(rmsOf(samples(3, 4).map((v) => v / 10))).toBeCloseTo(Math.sqrt(12.5) / 10);
    expect(rmsOf(samples())).toBe(0);
  });

  it('reads an RMS level on the meter from -60 dBFS (empty) to full scale (full)', () => {
    expect(meterLevel(0)).toBe(0);
    expect(meterLevel(NaN)).toBe(0);
    expect(meterLevel(0.0005)).toBe(0); // -66 dBFS
    expect(meterLevel(0.001)).toBeCloseTo(0); // -60 dBFS
    expect(meterLevel(0.01)).toBeCloseTo(1 / 3); // -40 dBFS
    expect(meterLevel(0.1)).toBeCloseTo(2 / 3); // -20 dBFS
    expect(meterLevel(1)).toBe(1);
    expect(meterLevel(2)).toBe(1);
  });
});
