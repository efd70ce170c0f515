// Builds 16-bit PCM WAV files for tests: tones, silence, or both in turn (src/lib/rules/wav.ts
// writes them).
import { encodeWavPcm16, toPcm16 } from '../../src/lib/rules/wav';

export type WavPart = { seconds: number; frequency?: number; amplitude?: number };

/**
 * A WAV of the parts in order: a sine tone when a frequency is given (amplitude 0.5 unless said),
 * else zeros; every channel carries the same samples.
 */
export function buildWav(
  parts: WavPart[],
  options: { sampleRate?: number; channels?: number } = {},
): Uint8Array<ArrayBuffer> {
  const sampleRate = options.sampleRate ?? 16000;
  const channels = options.channels ?? 1;
  const mono = parts.flatMap(({ seconds, frequency, amplitude = 0.5 }) =>
    Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) =>
      frequency ? toPcm16(amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate)) : 0,
    ),
  );
  const interleaved = Int16Array.from(
    { length: mono.length * channels },
    (_, i) => mono[Math.floor(i / channels)]!,
  );
  return new Uint8Array(encodeWavPcm16([interleaved], sampleRate, channels));
}

export const toneWav = (seconds = 1) => buildWav([{ seconds, frequency: 440, amplitude: 0.5 }]);
export const silentWav = (seconds = 1) => buildWav([{ seconds }]);
