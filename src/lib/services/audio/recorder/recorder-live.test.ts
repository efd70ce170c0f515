import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCapture, type FakeCapture } from '../../../../../tests/support/fake-audio-capture';
import type { PcmStream } from '../../speech/types';
import { createRecorder, type Recorder } from './recorder';
import { PREFERRED_FORMAT, toRecording, type Recording, type RecordingFormat } from './recording';

// The recorder's live audio: the 'chunk' event and liveStream(), which the turbo recogniser reads
// while the learner speaks. What streams is exactly the PCM data of the WAV given on stop, and
// that WAV is the same, byte for byte, as the one made of the captured blocks in one go.

afterEach(() => vi.useRealTimers());

/** Speech-like samples at `rate`: a tone, a high one and some noise. */
function voice(length: number, rate = 48_000, seed = 1): Float32Array {
  let state = seed;
  const noise = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 0.1;
  return Float32Array.from(
    { length },
    (_, i) =>
      0.4 * Math.sin((2 * Math.PI * 220 * i) / rate) +
      0.1 * Math.sin((2 * Math.PI * 7_000 * i) / rate) +
      noise(),
  );
}

/** Lets every pending microtask run: a stream's reader takes a few for each chunk. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Reads a stream to its end in the background, chunk by chunk. */
function reader(stream: PcmStream) {
  const chunks: Int16Array[] = [];
  const done = (async () => {
    for await (const chunk of stream.chunks) chunks.push(chunk as Int16Array);
    return chunks;
  })();
  return { chunks, done };
}

/** The bytes of 16-bit chunks one after the other (s16le, as in a WAV). */
function bytesOf(chunks: readonly Int16Array[]): Buffer {
  return Buffer.concat(
    chunks.map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
  );
}

async function wavBytes(recording: Recording): Promise<Buffer> {
  return Buffer.from(await recording.wav.arrayBuffer());
}

/** Sends blocks of these channels (one Float32Array each) cut into `size` frames. */
function speakInBlocks(mic: FakeCapture, channels: Float32Array[], size: number): Float32Array[][] {
  const blocks: Float32Array[][] = [];
  const length = channels[0]!.length;
  for (let offset = 0; offset < length; offset += size) {
    const block = channels.map((channel) => channel.slice(offset, offset + size));
    blocks.push(block.map((samples) => samples.slice()));
    mic.speak(...block);
  }
  return blocks;
}

/** The recording toRecording makes of these blocks: what the recorder gave before it streamed. */
function inOneGo(
  blocks: Float32Array[][],
  rate: number,
  format: RecordingFormat,
  timedOut = false,
) {
  const perChannel = Array.from({ length: format.channels }, (_, channel) =>
    blocks.map((block) => block[channel]!),
  );
  return toRecording(perChannel, rate, format, timedOut);
}

async function recording(options: { rate?: number; format?: RecordingFormat } = {}) {
  const mic = fakeCapture({ sampleRate: options.rate ?? 48_000 });
  const recorder: Recorder = createRecorder({ platform: mic.platform, format: options.format });
  const events: Int16Array[] = [];
  recorder.on('chunk', (chunk) => events.push(chunk));
  await recorder.start();
  return { mic, recorder, events };
}

describe('the recorder’s live audio', () => {
  it('streams 16 kHz mono chunks while recording: together, the WAV’s PCM data, bit for bit', async () => {
    const { mic, recorder, events } = await recording();
    const stream = recorder.liveStream();
    expect(stream?.format).toEqual({ sampleRate: 16_000, channels: 1 });
    const live = reader(stream!);
    const input = voice(48_000 + 77);

    // The worklet's blocks of 2048 frames, then render quanta of 128, then an odd one.
    const blocks = [
      ...speakInBlocks(mic, [input.subarray(0, 20_480)], 2048),
      ...speakInBlocks(mic, [input.subarray(20_480, 48_000)], 128),
      ...speakInBlocks(mic, [input.subarray(48_000)], 77),
    ];
    await settle();
    // Read while recording, each chunk as it came: all but the filter's last few samples.
    expect(live.chunks.length).toBe(events.length);
    expect(live.chunks.length).toBeGreaterThan(200);
    const heard = live.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    expect(heard).toBeGreaterThan(16_000 - 20);

    const done = await recorder.stop();
    const streamed = await live.done;

    expect(streamed.length).toBe(events.length); // the last one given on stop
    const wav = await wavBytes(done);
    expect(bytesOf(streamed).equals(wav.subarray(44))).toBe(true);
    expect(bytesOf(events).equals(wav.subarray(44))).toBe(true);
    expect(done).toMatchObject({
      sampleRate: 16_000,
      channels: 1,
      durationMs: 1002,
      silent: false,
    });
    // The same recording as before streaming existed, byte for byte.
    const before = inOneGo(blocks, 48_000, PREFERRED_FORMAT);
    expect(wav.equals(await wavBytes(before))).toBe(true);
    expect(done).toMatchObject({ durationMs: before.durationMs, silent: before.silent });
  });

  it('streams the fallback format, 44.1 kHz stereo from a 48 kHz device, interleaved', async () => {
    const format = { sampleRate: 44_100, channels: 2 };
    const { mic, recorder, events } = await recording({ format });
    const stream: PcmStream = recorder.liveStream()!; // a PcmStream the recognisers take
    expect(stream.format).toEqual(format);
    const live = reader(stream);

    const left = voice(9_601, 48_000, 1);
    const right = voice(9_601, 48_000, 2);
    const blocks = speakInBlocks(mic, [left, right], 128);
    const done = await recorder.stop();
    const streamed = await live.done;

    streamed.forEach((chunk) => expect(chunk.length % 2).toBe(0)); // whole frames
    const wav = await wavBytes(done);
    expect(bytesOf(streamed).equals(wav.subarray(44))).toBe(true);
    expect(bytesOf(events).equals(wav.subarray(44))).toBe(true);
    expect(wav.equals(await wavBytes(inOneGo(blocks, 48_000, format)))).toBe(true);
    expect(done).toMatchObject({ sampleRate: 44_100, channels: 2, durationMs: 200 });
  });

  it('streams a slower device’s samples as they are (never upsampled)', async () => {
    const { mic, recorder } = await recording({ rate: 8_000 });
    const stream = recorder.liveStream()!;
    expect(stream.format).toEqual({ sampleRate: 8_000, channels: 1 });
    const live = reader(stream);
    const input = voice(800, 8_000);
    speakInBlocks(mic, [input], 128);
    await settle();
    expect(live.chunks).toHaveLength(7); // 6 of 128 frames and 1 of 32, at once
    const done = await recorder.stop();
    const wav = await wavBytes(done);
    expect(bytesOf(await live.done).equals(wav.subarray(44))).toBe(true);
    expect(done.durationMs).toBe(100);
  });

  it('gives a stream only while recording; each a new one from the first chunk', async () => {
    const mic = fakeCapture();
    const recorder = createRecorder({ platform: mic.platform });
    expect(recorder.liveStream()).toBeNull();

    const answer = mic.holdPrompt();
    const starting = recorder.start();
    expect(recorder.liveStream()).toBeNull(); // the prompt is open: not recording yet
    answer();
    await starting;

    const early = reader(recorder.liveStream()!);
    speakInBlocks(mic, [voice(4_800)], 2048);
    await settle();
    // Taken after some audio: it still begins with the first chunk.
    const late = reader(recorder.liveStream()!);
    speakInBlocks(mic, [voice(4_800, 48_000, 3)], 2048);
    const stopping = recorder.stop();
    expect(recorder.liveStream()).toBeNull(); // stopping
    const done = await stopping;
    expect(recorder.liveStream()).toBeNull();

    const wav = (await wavBytes(done)).subarray(44);
    expect(bytesOf(await early.done).equals(wav)).toBe(true);
    expect(bytesOf(await late.done).equals(wav)).toBe(true);
  });

  it('ends the stream after the last chunk when the soft timeout stops the recording', async () => {
    vi.useFakeTimers();
    const mic = fakeCapture();
    const recorder = createRecorder({ platform: mic.platform, timeoutMs: 2_000 });
    const timedOut: Recording[] = [];
    recorder.on('timeout', (recording) => timedOut.push(recording));
    await recorder.start();
    const live = reader(recorder.liveStream()!);
    speakInBlocks(mic, [voice(9_600)], 2048);

    await vi.advanceTimersByTimeAsync(2_000);

    expect(timedOut).toHaveLength(1);
    const streamed = await live.done;
    expect(bytesOf(streamed).equals((await wavBytes(timedOut[0]!)).subarray(44))).toBe(true);
    expect(timedOut[0]).toMatchObject({ timedOut: true, durationMs: 200 });
    expect(recorder.liveStream()).toBeNull();
  });

  it('ends the stream at once when the recording is cancelled', async () => {
    const { mic, recorder, events } = await recording();
    const unread = recorder.liveStream()!;
    const reading = reader(recorder.liveStream()!);
    speakInBlocks(mic, [voice(9_600)], 2048);
    await settle();
    expect(reading.chunks.length).toBe(events.length);

    recorder.cancel();

    expect(await reading.done).toHaveLength(events.length);
    // What was not read is dropped with the recording: the stream just ends.
    expect(await reader(unread).done).toEqual([]);
    expect(recorder.liveStream()).toBeNull();
    expect(mic.microphoneOpen()).toBe(false);
  });

  it('lets a reader stop early without changing the recording or the other readers', async () => {
    const { mic, recorder } = await recording();
    const whole = reader(recorder.liveStream()!);
    const first: Int16Array[] = [];
    const leaving = (async () => {
      for await (const chunk of recorder.liveStream()!.chunks) {
        first.push(chunk);
        chunk.fill(12_345); // a reader's own copy: changing it changes nothing else
        break;
      }
    })();
    speakInBlocks(mic, [voice(9_600)], 2048);
    await leaving;
    const done = await recorder.stop();

    expect(first).toHaveLength(1);
    expect(bytesOf(await whole.done).equals((await wavBytes(done)).subarray(44))).toBe(true);
  });
});
