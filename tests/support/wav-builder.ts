// Builds 16-bit PCM WAV files for tests: tones, silence, or both in turn.

export type WavPart = { seconds: number; frequency?: number; amplitude?: number };

/** A WAV of the parts in order: a sine tone when frequency and amplitude are given, else zeros. */
export function buildWav(
  parts: WavPart[],
  options: { sampleRate?: number; channels?: number } = {},
): Uint8Array {
  const sampleRate = options.sampleRate ?? 16000;
  const channels = options.channels ?? 1;
  const frames: number[] = [];
  for (const part of parts) {
    const count = Math.round(part.seconds * sampleRate);
    for (let i = 0; i < count; i++) {
      const value = part.frequency
        ? (part.amplitude ?? 0.5) * Math.sin((2 * Math.PI * part.frequency * i) / sampleRate)
        : 0;
      frames.push(Math.max(-32768, Math.min(32767, Math.round(value * 32767))));
    }
  }
  const dataBytes = frames.length * channels * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  frames.forEach((value, frame) => {
    for (let channel = 0; channel < channels; channel++)
      view.setInt16(44 + (frame * channels + channel) * 2, value, true);
  });
  return bytes;
}

export const toneWav = (seconds = 1) => buildWav([{ seconds, frequency: 440, amplitude: 0.5 }]);
export const silentWav = (seconds = 1) => buildWav([{ seconds }]);
