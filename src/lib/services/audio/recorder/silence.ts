// Silence and level: spec 4.3 says a recording of only zero samples is silent. "Zero" is judged
// on the 16-bit samples that are sent (../wav.ts), so the client and the backend agree:
// a sample is zero when |sample| × 32767 < 0.5.

import { toPcm16 } from '../../../rules/wav';

/** The meter's range: -60 dBFS (a quiet room) shows empty, 0 dBFS (full scale) full. */
const METER_FLOOR_DB = -60;

/** The largest |sample| (0 for no samples). */
export function peakOf(samples: Float32Array): number {
  let peak = 0;
  for (const sample of samples) {
    const magnitude = Math.abs(sample);
    if (magnitude > peak) peak = magnitude;
  }
  return peak;
}

/** The root mean square of the samples (0 for no samples). */
export function rmsOf(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

/** True when every sample of every channel would be written as 0 (or there are none at all). */
export function isSilent(channels: readonly Float32Array[]): boolean {
  // The loudest sample is written as 0 exactly when every sample is (the same arithmetic).
  return channels.every((channel) => toPcm16(peakOf(channel)) === 0);
}

/** An RMS level as a meter reading from 0 to 1, on a decibel scale (how loudness is heard). */
export function meterLevel(rms: number): number {
  if (!(rms > 0)) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db - METER_FLOOR_DB) / -METER_FLOOR_DB));
}
