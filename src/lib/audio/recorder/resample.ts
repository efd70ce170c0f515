// Downsampling the captured audio (the audio context runs at the device's rate, usually 44,100 or
// 48,000 Hz) to the rate the backend prefers. Each output sample is a windowed-sinc low-pass of
// the input around its position, so sounds above the new Nyquist frequency (the /s/ of speech
// reaches 10 kHz) are filtered out instead of folding back as noise. The filter for each
// fractional position is computed once and reused: 48 kHz → 16 kHz has one, 44.1 kHz → 16 kHz 160.

/** The pass band ends at 90 % of the new Nyquist frequency. */
const ROLL_OFF = 0.9;
/** Zero crossings of the sinc on each side: 8 gives about 60 dB of stop-band with Blackman. */
const ZERO_CROSSINGS = 8;

const sinc = (x: number) => (x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x));
/** Blackman window over [-1, 1]. */
const blackman = (x: number) =>
  0.42 + 0.5 * Math.cos(Math.PI * x) + 0.08 * Math.cos(2 * Math.PI * x);

/**
 * The samples at `toRate` (rates in Hz). Never upsamples: when `toRate` is not below `fromRate`
 * the samples come back unchanged. Near the ends the filter is renormalised over the samples
 * there are, so a constant signal stays exactly constant.
 */
export function downsample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (toRate >= fromRate) return samples;
  const from = Math.round(fromRate);
  const to = Math.round(toRate);
  const cutoff = ((to / from) * ROLL_OFF) / 2; // in cycles per input sample
  const halfWidth = Math.ceil(ZERO_CROSSINGS / (2 * cutoff));
  const length = Math.floor((samples.length * to) / from);
  const output = new Float32Array(length);
  const kernels = new Map<number, Float64Array>();

  for (let index = 0; index < length; index++) {
    const phase = (index * from) % to; // the position's fraction, in 1/to of an input sample
    const centre = (index * from - phase) / to;
    let kernel = kernels.get(phase);
    if (!kernel) {
      kernel = new Float64Array(2 * halfWidth + 1);
      for (let tap = -halfWidth; tap <= halfWidth; tap++) {
        const distance = tap - phase / to;
        const window = Math.abs(distance) >= halfWidth ? 0 : blackman(distance / halfWidth);
        kernel[tap + halfWidth] = sinc(2 * cutoff * distance) * window;
      }
      kernels.set(phase, kernel);
    }
    let sum = 0;
    let weight = 0;
    const first = Math.max(0, centre - halfWidth);
    const last = Math.min(samples.length - 1, centre + halfWidth);
    for (let position = first; position <= last; position++) {
      const tapWeight = kernel[position - centre + halfWidth] ?? 0;
      sum += (samples[position] ?? 0) * tapWeight;
      weight += tapWeight;
    }
    output[index] = weight === 0 ? 0 : sum / weight;
  }
  return output;
}
