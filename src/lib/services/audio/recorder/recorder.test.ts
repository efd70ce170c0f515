import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWav } from '../../../../../mock-server/rules/wav';
import { fakeCapture } from '../../../../../tests/support/fake-audio-capture';
import { createRecorder, SOFT_TIMEOUT_MS } from './recorder';
import { RecorderError } from './recorder-error';

const tone = (length: number, rate = 48_000) =>
  Float32Array.from({ length }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / rate));

const wavOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

afterEach(() => vi.useRealTimers());

describe('createRecorder', () => {
  it('asks for the microphone, meters the input and gives 16 kHz mono WAV on stop', async () => {
    const mic = fakeCapture({ sampleRate: 48_000 });
    const recorder = createRecorder({ platform: mic.platform });
    const levels: number[] = [];
    recorder.on('level', (level) => levels.push(level));

    await recorder.start();

    expect(mic.requests).toEqual([
      {
        audio: expect.objectContaining({ channelCount: { ideal: 1 }, noiseSuppression: false }),
        video: false,
      },
    ]);
    expect(mic.contexts[0]?.modules).toEqual(['/assets/capture-worklet.js']);
    expect(mic.nodes[0]?.options).toMatchObject({ channelCount: 1, channelCountMode: 'explicit' });
    expect(mic.nodes[0]?.connected).toBe(true);
    mic.speak(tone(24_000));
    mic.speak(new Float32Array(24_000).fill(0.01));
    const recording = await recorder.stop();

    expect(recording).toMatchObject({
      durationMs: 1000,
      silent: false,
      sampleRate: 16_000,
      channels: 1,
      timedOut: false,
    });
    expect(recording.wav.type).toBe('audio/wav');
    const audio = parseWav(await wavOf(recording.wav));
    expect(audio).toMatchObject({ sampleRate: 16_000, channels: 1 });
    expect(audio.samples).toHaveLength(16_000);
    expect(audio.samples[12_000]).toBeCloseTo(0.01, 3);
    // A tone at about -9 dBFS, then one at -40 dBFS; 0 once it ended.
    expect(levels[0]).toBeCloseTo(0.85, 2);
    expect(levels[1]).toBeCloseTo(1 / 3, 2);
    expect(levels.at(-1)).toBe(0);
    expect(mic.nodes[0]?.flushes).toBe(1);
    expect(mic.microphoneOpen()).toBe(false);
    expect(mic.contexts[0]?.closed).toBe(true);
  });

  it('marks a recording of only zero samples, or of nothing at all, as silent', async () => {
    const mic = fakeCapture();
    const recorder = createRecorder({ platform: mic.platform });
    await recorder.start();
    mic.speak(new Float32Array(4_800));
    const silent = await recorder.stop();
    expect(silent).toMatchObject({ silent: true, durationMs: 100 });
    expect((await wavOf(silent.wav)).subarray(44).every((byte) => byte === 0)).toBe(true);

    await recorder.start();
    expect(await recorder.stop()).toMatchObject({ silent: true, durationMs: 0, channels: 1 });
  });

  it('can record the spec fallback format, 44.1 kHz stereo, and never raises the rate', async () => {
    const mic = fakeCapture({ sampleRate: 48_000 });
    const stereo = createRecorder({
      platform: mic.platform,
      format: { sampleRate: 44_100, channels: 2 },
    });
    await stereo.start();
    expect(mic.nodes[0]?.options.channelCount).toBe(2);
    mic.speak(tone(4_800), new Float32Array(4_800));
    const recording = await stereo.stop();
    expect(recording).toMatchObject({ sampleRate: 44_100, channels: 2, durationMs: 100 });
    expect(parseWav(await wavOf(recording.wav))).toMatchObject({ sampleRate: 44_100, channels: 2 });

    const slowDevice = fakeCapture({ sampleRate: 8_000 });
    const mono = createRecorder({ platform: slowDevice.platform });
    await mono.start();
    slowDevice.speak(tone(800, 8_000));
    expect(await mono.stop()).toMatchObject({ sampleRate: 8_000, durationMs: 100 });
  });

  it.each([
    ['NotAllowedError', 'permission-denied'],
    ['SecurityError', 'permission-denied'],
    ['NotFoundError', 'no-device'],
    ['NotReadableError', 'no-device'],
    ['OverconstrainedError', 'no-device'],
    ['AbortError', 'unknown'],
  ])('turns getUserMedia failing with %s into the error %s', async (name, code) => {
    const mic = fakeCapture({ failWith: name });
    const recorder = createRecorder({ platform: mic.platform });

    const error = await recorder.start().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(RecorderError);
    expect(error).toMatchObject({ code });
    expect(mic.contexts[0]?.closed).toBe(true);
    // Refused once, the learner may allow it and press record again.
    mic.refuse('');
    await expect(recorder.start()).resolves.toBeUndefined();
  });

  it('says "unsupported" where the browser cannot record', async () => {
    await expect(createRecorder({ platform: null }).start()).rejects.toMatchObject({
      code: 'unsupported',
    });
    // In Node there is no window: the browser's platform is null too.
    await expect(createRecorder().start()).rejects.toMatchObject({ code: 'unsupported' });
  });

  it('stops by itself after the soft timeout (15 s unless said) and reports timedOut', async () => {
    vi.useFakeTimers();
    const mic = fakeCapture();
    const recorder = createRecorder({ platform: mic.platform });
    const timeouts = vi.fn();
    recorder.on('timeout', timeouts);
    await recorder.start();
    mic.speak(tone(4_800));

    await vi.advanceTimersByTimeAsync(SOFT_TIMEOUT_MS - 1);
    expect(timeouts).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(SOFT_TIMEOUT_MS).toBe(15_000);
    expect(timeouts).toHaveBeenCalledTimes(1);
    const recording = timeouts.mock.calls[0]?.[0];
    expect(recording).toMatchObject({ timedOut: true, silent: false, durationMs: 100 });
    expect(mic.microphoneOpen()).toBe(false);
    // A stop pressed just after gets that same recording.
    await expect(recorder.stop()).resolves.toBe(recording);

    const short = createRecorder({ platform: mic.platform, timeoutMs: 2_000 });
    await short.start();
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(short.stop()).resolves.toMatchObject({ timedOut: true });
  });

  it('cancels without a recording and releases the microphone, also while the prompt is open', async () => {
    vi.useFakeTimers();
    const mic = fakeCapture();
    const recorder = createRecorder({ platform: mic.platform });
    const timeouts = vi.fn();
    recorder.on('timeout', timeouts);
    await recorder.start();
    mic.speak(tone(4_800));

    recorder.cancel();

    expect(mic.microphoneOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(SOFT_TIMEOUT_MS);
    expect(timeouts).not.toHaveBeenCalled();
    await expect(recorder.stop()).rejects.toThrow('not recording');

    const answer = mic.holdPrompt();
    const starting = recorder.start();
    recorder.cancel();
    answer();
    await expect(starting).resolves.toBeUndefined();
    expect(mic.microphoneOpen()).toBe(false);
    expect(mic.nodes).toHaveLength(1);
  });

  it('refuses a second start while recording', async () => {
    const mic = fakeCapture();
    const recorder = createRecorder({ platform: mic.platform });
    await recorder.start();
    await expect(recorder.start()).rejects.toThrow('already recording');
    recorder.cancel();
  });
});
