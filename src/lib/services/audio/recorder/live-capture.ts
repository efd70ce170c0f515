// One recording as it is captured (see recorder.ts): each block from the capture worklet is
// brought down to the recording's rate as it arrives (a streaming downsampler per channel) and
// becomes a chunk of 16-bit samples, interleaved when there are two channels. The chunks are the
// recording: its WAV is made of them on stop, and its live streams (for the turbo recogniser's
// websocket, which shows partial results while the learner speaks) read them as they come.
//
// Memory: a live stream keeps no queue of its own. It is a reading position in the recording's
// list of chunks, which the recorder keeps anyway for the WAV and which the soft timeout bounds
// (15 s at 16 kHz mono: 480 kB). A stream nobody reads costs nothing; one read slowly is behind,
// never larger.

import { type Recording, type RecordingFormat, recordingOfPcm } from './recording';
import { createStreamingDownsampler, type StreamingDownsampler } from './resample';
import { toPcm16 } from '../../../rules/wav';

/**
 * A live stream of a recording: its format and its 16-bit chunks (interleaved when there are two
 * channels), each as soon as it is captured: a PcmStream (src/lib/services/speech/types.ts), as the
 * speech recognisers take.
 */
export type LivePcmStream = {
  readonly format: RecordingFormat;
  readonly chunks: AsyncIterable<Int16Array>;
};

export type LiveCapture = {
  /** The recording's format: the rate wanted (never above the device's) and channels. */
  readonly format: RecordingFormat;
  /** Takes a worklet block (one Float32Array per channel); gives the chunk it completes, if any. */
  push(channels: readonly Float32Array[]): Int16Array | null;
  /**
   * The capture has ended (stopped or timed out): gives the last chunk, if any. Streams give
   * what they have not read yet, then end.
   */
  end(): Int16Array | null;
  /** The capture was cancelled: streams end at once, what they had not read is dropped. */
  close(): void;
  /** A new stream from the first chunk of the recording. */
  stream(): LivePcmStream;
  /** The recording of every chunk (after end()). */
  recording(timedOut: boolean): Recording;
};

const NO_SAMPLES = new Float32Array(0);

function joined(first: Float32Array, second: Float32Array): Float32Array {
  if (first.length === 0) return second;
  const all = new Float32Array(first.length + second.length);
  all.set(first);
  all.set(second, first.length);
  return all;
}

/**
 * The live capture of a recording from a device at `deviceRate` in `wanted`'s format (its rate
 * is lowered to the device's if above: a recording is never upsampled).
 */
export function createLiveCapture(deviceRate: number, wanted: RecordingFormat): LiveCapture {
  const format: RecordingFormat = {
    sampleRate: Math.min(wanted.sampleRate, deviceRate),
    channels: wanted.channels,
  };
  const downsamplers: StreamingDownsampler[] = Array.from({ length: format.channels }, () =>
    createStreamingDownsampler(deviceRate, format.sampleRate),
  );
  /** Per channel, downsampled samples not yet in a chunk (its channels' lengths may differ). */
  const waiting: Float32Array[] = downsamplers.map(() => NO_SAMPLES);
  let chunks: Int16Array[] = [];
  let state: 'capturing' | 'ended' | 'closed' = 'capturing';
  /** Streams waiting for the next chunk or the end. */
  let waking = new Set<() => void>();

  const wake = () => {
    const woken = waking;
    waking = new Set();
    woken.forEach((resume) => resume());
  };

  /** The frames every channel has, interleaved, as a new chunk. */
  function interleave(outputs: readonly Float32Array[]): Int16Array | null {
    outputs.forEach((samples, channel) => {
      waiting[channel] = joined(waiting[channel] ?? NO_SAMPLES, samples);
    });
    const frames = Math.min(...waiting.map((samples) => samples.length));
    if (frames === 0) return null;
    const chunk = new Int16Array(frames * format.channels);
    waiting.forEach((samples, channel) => {
      for (let frame = 0; frame < frames; frame++)
        chunk[frame * format.channels + channel] = toPcm16(samples[frame] ?? 0);
      waiting[channel] = samples.subarray(frames);
    });
    chunks.push(chunk);
    wake();
    return chunk;
  }

  async function* follow(): AsyncGenerator<Int16Array, void, undefined> {
    let read = 0;
    for (;;) {
      if (state === 'closed') return;
      const chunk = chunks[read];
      if (chunk) {
        read++;
        // The reader's own copy: changing it changes neither the WAV nor other streams.
        yield chunk.slice();
        continue;
      }
      if (state === 'ended') return;
      await new Promise<void>((resume) => waking.add(resume));
    }
  }

  return {
    format,
    push(channels) {
      if (state !== 'capturing' || channels.length === 0) return null;
      // The worklet gives the channels asked for (the browser mixes to them); should a block
      // come with fewer, the first stands in for the missing ones so the frames stay whole.
      return interleave(
        downsamplers.map((downsampler, channel) =>
          downsampler.push(channels[channel] ?? channels[0] ?? NO_SAMPLES),
        ),
      );
    },
    end() {
      if (state !== 'capturing') return null;
      const chunk = interleave(downsamplers.map((downsampler) => downsampler.flush()));
      state = 'ended';
      wake();
      return chunk;
    },
    close() {
      if (state === 'closed') return;
      state = 'closed';
      chunks = [];
      wake();
    },
    stream: () => ({ format, chunks: { [Symbol.asyncIterator]: follow } }),
    recording: (timedOut) => recordingOfPcm(chunks, format, timedOut),
  };
}
