// Downsampling the captured audio (the audio context runs at the device's rate, usually 44,100 or
// 48,000 Hz) to the rate the backend prefers. Each output sample is a windowed-sinc low-pass of
// the input around its position, so sounds above the new Nyquist frequency (the /s/ of speech
// reaches 10 kHz) are filtered out instead of folding back as noise. The filter for each
// fractional position is computed once and reused: 48 kHz → 16 kHz has one, 44.1 kHz → 16 kHz 160.
// `downsample` takes a whole recording; `createStreamingDownsampler` takes it block by block as
// it is captured and gives exactly the same samples (the same arithmetic, in the same order).

/** The pass band ends at 90 % of the new Nyquist frequency. */
const ROLL_OFF = 0.9;
/** Zero crossings of the sinc on each side: 8 gives about 60 dB of stop-band with Blackman. */
const ZERO_CROSSINGS = 8;

const sinc = (x: number) => (x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x));
/** Blackman window over [-1, 1]. */
const blackman = (x: number) =>
  0.42 + 0.5 * Math.cos(Math.PI * x) + 0.08 * Math.cos(2 * Math.PI * x);

/** The low-pass filter from one rate to a lower one, and where each output sample sits. */
type Filter = {
  /** How many input samples the filter reaches on each side of an output sample's position. */
  halfWidth: number;
  /** How many output samples `inputLength` input samples give. */
  outputLength(inputLength: number): number;
  /** The input sample at or just before output sample `index`, and the filter for its fraction. */
  tapsOf(index: number): { centre: number; kernel: Float64Array };
};

function lowPass(fromRate: number, toRate: number): Filter {
  const from = Math.round(fromRate);
  const to = Math.round(toRate);
  const cutoff = ((to / from) * ROLL_OFF) / 2; // in cycles per input sample
  const halfWidth = Math.ceil(ZERO_CROSSINGS / (2 * cutoff));
  const kernels = new Map<number, Float64Array>();
  return {
    halfWidth,
    outputLength: (inputLength) => Math.floor((inputLength * to) / from),
    tapsOf(index) {
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
      return { centre, kernel };
    },
  };
}

/**
 * One output sample: the filter around input position `centre` over the input positions `first`
 * to `last` (those there are), renormalised by the weights used. `samples[i]` holds input
 * position `base + i`.
 */
function filtered(
  filter: Filter,
  index: number,
  samples: Float32Array,
  base: number,
  inputLength: number,
): number {
  const { centre, kernel } = filter.tapsOf(index);
  const { halfWidth } = filter;
  let sum = 0;
  let weight = 0;
  const first = Math.max(0, centre - halfWidth);
  const last = Math.min(inputLength - 1, centre + halfWidth);
  for (let position = first; position <= last; position++) {
    const tapWeight = kernel[position - centre + halfWidth] ?? 0;
    sum += (samples[position - base] ?? 0) * tapWeight;
    weight += tapWeight;
  }
  return weight === 0 ? 0 : sum / weight;
}

/**
 * The samples at `toRate` (rates in Hz). Never upsamples: when `toRate` is not below `fromRate`
 * the samples come back unchanged. Near the ends the filter is renormalised over the samples
 * there are, so a constant signal stays exactly constant.
 */
export function downsample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (toRate >= fromRate) return samples;
  const filter = lowPass(fromRate, toRate);
  const output = new Float32Array(filter.outputLength(samples.length));
  for (let index = 0; index < output.length; index++)
    output[index] = filtered(filter, index, samples, 0, samples.length);
  return output;
}

export type StreamingDownsampler = {
  /**
   * Takes the next block of input and gives the output samples it completes: those whose filter
   * now sees all the input it reaches (about 27 input samples, half a millisecond, lag behind).
   */
  push(block: Float32Array): Float32Array;
  /** The input has ended: gives the last output samples. Nothing may be pushed after it. */
  flush(): Float32Array;
};

const NOTHING = new Float32Array(0);

/**
 * `downsample` for audio that arrives block by block: over any split of the input into blocks,
 * the outputs of `push` and then `flush`, one after the other, are exactly `downsample` of the
 * whole input. It holds only the input the filter still reaches (a few dozen samples and the
 * last block). When `toRate` is not below `fromRate`, each block comes back unchanged.
 */
export function createStreamingDownsampler(fromRate: number, toRate: number): StreamingDownsampler {
  let flushed = false;
  const ended = () => {
    if (flushed) throw new Error('The downsampler was flushed: its input has ended');
  };
  if (toRate >= fromRate) {
    return {
      push(block) {
        ended();
        return block;
      },
      flush() {
        ended();
        flushed = true;
        return NOTHING;
      },
    };
  }

  const filter = lowPass(fromRate, toRate);
  const { halfWidth } = filter;
  /** The input still needed: `held` samples from input position `base`. */
  let buffer = new Float32Array(0);
  let base = 0;
  let held = 0;
  /** Input samples received so far. */
  let received = 0;
  /** The next output sample to give. */
  let next = 0;

  /** Output samples `next` to `end` (excluded), the input having `inputLength` samples. */
  function produce(end: number, inputLength: number): Float32Array {
    if (end <= next) return NOTHING;
    const output = new Float32Array(end - next);
    for (let i = 0; i < output.length; i++)
      output[i] = filtered(filter, next + i, buffer, base, inputLength);
    next = end;
    return output;
  }

  /** Drops the input that no output sample still to come reaches. */
  function forget(): void {
    const keepFrom = Math.max(0, filter.tapsOf(next).centre - halfWidth);
    const drop = Math.min(held, keepFrom - base);
    if (drop <= 0) return;
    buffer.copyWithin(0, drop, held);
    held -= drop;
    base += drop;
  }

  return {
    push(block) {
      ended();
      if (held + block.length > buffer.length) {
        const larger = new Float32Array(Math.max(held + block.length, 2 * buffer.length));
        larger.set(buffer.subarray(0, held));
        buffer = larger;
      }
      buffer.set(block, held);
      held += block.length;
      received += block.length;
      // An output sample is complete once its filter's last input sample is here (the end of the
      // input, not known yet, cuts only the filters that reach past it).
      let end = next;
      while (filter.tapsOf(end).centre + halfWidth <= received - 1) end++;
      const output = produce(end, received);
      forget();
      return output;
    },
    flush() {
      ended();
      flushed = true;
      const output = produce(filter.outputLength(received), received);
      buffer = NOTHING;
      held = 0;
      return output;
    },
  };
}
