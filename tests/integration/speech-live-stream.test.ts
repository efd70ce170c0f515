import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { startMockServer } from '../../mock-server/server';
import { createRecorder } from '../../src/lib/services/audio/recorder/recorder';
import type { Recording, RecordingFormat } from '../../src/lib/services/audio/recorder/recording';
import { createTurboRecognizer } from '../../src/lib/services/speech/turbo-recognizer';
import type { SpeechOutcome } from '../../src/lib/services/speech/types';
import { fakeCapture, type FakeCapture } from '../support/fake-audio-capture';

// The recorder's live stream through the turbo recogniser to the real mock backend's speech
// websocket (startMockServer on a free port): the learner's audio goes out while it is captured,
// partial results come back before the recording ends, and the final result is the one the HTTP
// path gives for the recording's WAV. The microphone is the tests' fake capture platform, its
// blocks sent as the capture worklet sends them.

const APP_KEY = 'speech-live-stream-test';
const EXPECTED = 'Nice to meet you.';
const DEVICE_RATE = 48_000;
/** The capture worklet's block: 2048 frames, about 43 ms at 48 kHz. */
const BLOCK = 2048;

let server: Server;
let origin: string;
let token: string;

/** A loud steady tone (the mock hears every word of it) of `seconds` at the device's rate. */
const tone = (seconds: number, frequency = 440) =>
  Float32Array.from(
    { length: Math.round(seconds * DEVICE_RATE) },
    (_, i) => 0.5 * Math.sin((2 * Math.PI * frequency * i) / DEVICE_RATE),
  );

const pause = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** Speaks the channels' samples block by block, giving the socket a turn after each. */
async function speak(mic: FakeCapture, channels: Float32Array[]) {
  for (let offset = 0; offset < channels[0]!.length; offset += BLOCK) {
    mic.speak(...channels.map((channel) => channel.slice(offset, offset + BLOCK)));
    await pause();
  }
}

function recognizer() {
  return createTurboRecognizer({
    connection: () => ({
      baseUrl: `${origin}/api/v1`,
      appKey: APP_KEY,
      credentials: { token, aliasUuid: ALIAS.hanaSakura, language: 'en' },
    }),
  });
}

/** What recognizeSpeech answers over HTTP for this recording. */
async function overHttp(recording: Recording) {
  const body = new FormData();
  body.append('audio', recording.wav);
  body.append('expectedText', EXPECTED);
  body.append('language', 'en-US');
  const response = await fetch(`${origin}/api/v1/speech/recognize/`, {
    method: 'POST',
    headers: {
      'X-App-Key': APP_KEY,
      Authorization: `Token ${token}`,
      'X-Alias-Uuid': ALIAS.hanaSakura,
      'Accept-Language': 'en',
    },
    body,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  server = await startMockServer(0, { control: true });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(async () => {
  const reset = await fetch(`${origin}/api/v1/__mock/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(reset.ok).toBe(true);
  const login = await fetch(`${origin}/api/v1/auth/individual/`, {
    method: 'POST',
    headers: { 'X-App-Key': APP_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: USER.hana.email, password: USER.hana.password }),
  });
  token = ((await login.json()) as { authToken: string }).authToken;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a recording streamed live to the turbo recogniser', () => {
  it.each<[string, RecordingFormat]>([
    ['16 kHz mono (the preferred format)', { sampleRate: 16_000, channels: 1 }],
    ['44.1 kHz stereo (the spec’s fallback)', { sampleRate: 44_100, channels: 2 }],
  ])(
    'shows partial results while the learner speaks, then the final result: %s',
    async (_name, format) => {
      const mic = fakeCapture({ sampleRate: DEVICE_RATE });
      const recorder = createRecorder({ platform: mic.platform, format });
      await recorder.start();
      const stream = recorder.liveStream();
      expect(stream?.format).toEqual(format);

      let recording = true;
      const partials: { text: string; whileRecording: boolean }[] = [];
      const outcomes: SpeechOutcome[] = [];
      const result = recognizer().recognize(stream!, {
        expectedText: EXPECTED,
        onPartial: (text) => partials.push({ text, whileRecording: recording }),
        onOutcome: (outcome) => outcomes.push(outcome),
      });
      const channels = (seconds: number) =>
        Array.from({ length: format.channels }, () => tone(seconds));

      // Half a second is heard before the learner has finished.
      await speak(mic, channels(0.5));
      await vi.waitFor(() => expect(partials.length).toBeGreaterThan(0), { timeout: 5_000 });
      await speak(mic, channels(1.5));
      await vi.waitFor(() => expect(partials).toHaveLength(4), { timeout: 5_000 });

      recording = false;
      const done = await recorder.stop();
      const final = await result;

      expect(partials).toEqual(
        ['Nice', 'Nice to', 'Nice to meet', 'Nice to meet you.'].map((text) => ({
          text,
          whileRecording: true,
        })),
      );
      expect(final).toEqual({
        text: 'Nice to meet you.',
        displayText: 'Nice to meet you.',
        lexical: 'nice to meet you',
        pronScore: 100,
      });
      // The streamed audio is the recording: the HTTP path answers its WAV the same.
      expect(final).toEqual(await overHttp(done));
      expect(done).toMatchObject({ ...format, durationMs: 2000, timedOut: false });
      expect(outcomes).toEqual([
        expect.objectContaining({ networkMode: 'Turbo', connectionResult: 'success' }),
      ]);
    },
  );

  it('gets the final result when the soft timeout ends the recording', async () => {
    const mic = fakeCapture({ sampleRate: DEVICE_RATE });
    const recorder = createRecorder({ platform: mic.platform, timeoutMs: 1_000 });
    const timedOut = new Promise<Recording>((resolve) => recorder.on('timeout', resolve));
    await recorder.start();
    const partials: string[] = [];
    const result = recognizer().recognize(recorder.liveStream()!, {
      expectedText: EXPECTED,
      onPartial: (text) => partials.push(text),
    });
    // All at once, well before the timeout however slow the machine.
    const samples = tone(0.7);
    for (let offset = 0; offset < samples.length; offset += BLOCK)
      mic.speak(samples.slice(offset, offset + BLOCK));

    const recording = await timedOut;
    const final = await result;

    expect(recording).toMatchObject({ timedOut: true, durationMs: 700 });
    expect(partials).toEqual(['Nice', 'Nice to']);
    expect(final).toEqual(await overHttp(recording));
  });

  it('stops streaming when the recording is cancelled and the recognition aborted', async () => {
    const mic = fakeCapture({ sampleRate: DEVICE_RATE });
    const recorder = createRecorder({ platform: mic.platform });
    await recorder.start();
    const abort = new AbortController();
    const partials: string[] = [];
    const result = recognizer().recognize(recorder.liveStream()!, {
      expectedText: EXPECTED,
      onPartial: (text) => partials.push(text),
      signal: abort.signal,
    });
    await speak(mic, [tone(0.4)]);
    await vi.waitFor(() => expect(partials).toEqual(['Nice']), { timeout: 5_000 });

    recorder.cancel();
    abort.abort(new DOMException('The learner cancelled', 'AbortError'));

    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(mic.microphoneOpen()).toBe(false);
  });
});
