import { describe, expect, it } from 'vitest';
import { recognizeSpeech } from '../../../api/generated/endpoints/speech/speech';
import { ApiError } from '../../../api/http-client';
import { mockServer } from '../../../../mock-server/node';
import { ALIAS } from '../../../../mock-server/seed/demo-identities';
import { speechStreamHandler } from '../../../../mock-server/speech-stream/msw-link';
import { signInHana } from '../../../../tests/support/demo-sign-in';
import { useMockBackend } from '../../../../tests/support/mock-backend';
import { buildWav, silentWav } from '../../../../tests/support/wav-builder';
import { wavOf } from '../../rules/wav';
import { createBasicRecognizer } from './basic-recognizer';
import { createTurboRecognizer } from './turbo-recognizer';
import type { SpeechOutcome } from './types';

// Both paths against the mock backend's handlers in this process: basic over recognizeSpeech,
// turbo over msw's websocket interception serving the mock's speech stream, as in the browser
// demo (VITE_MOCK_BACKEND=browser), where no server takes websockets.

const EXPECTED = 'I would like green apples';
const WAV = buildWav([
  { seconds: 1.2, frequency: 440, amplitude: 0.5 },
  { seconds: 0.8, frequency: 440, amplitude: 0.001 },
]);
const blob = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)], { type: 'audio/wav' });

describe('the speech paths', () => {
  useMockBackend();

  it('basic posts the recording with recognizeSpeech, from a WAV or a stream of chunks', async () => {
    await signInHana(ALIAS.hanaSakura, 'en');
    const expected = await recognizeSpeech({
      audio: blob(WAV),
      expectedText: EXPECTED,
      language: 'en-US',
    });
    expect(expected.text).toBe('I would like');
    const outcomes: SpeechOutcome[] = [];
    const basic = createBasicRecognizer();
    expect(
      await basic.recognize(blob(WAV), {
        expectedText: EXPECTED,
        onOutcome: (outcome) => outcomes.push(outcome),
      }),
    ).toEqual(expected);
    const pcm = WAV.subarray(44);
    expect(
      await basic.recognize(
        {
          format: { sampleRate: 16000, channels: 1 },
          chunks: [pcm.subarray(0, 1001), pcm.subarray(1001)],
        },
        { expectedText: EXPECTED },
      ),
    ).toEqual(expected);
    expect(outcomes).toEqual([
      expect.objectContaining({ networkMode: 'Basic', connectionResult: 'success' }),
    ]);
  });

  it('turbo answers what basic answers, with partials while the audio streams', async () => {
    mockServer.use(speechStreamHandler);
    await signInHana(ALIAS.hanaSakura, 'en');
    const basic = await createBasicRecognizer().recognize(WAV, { expectedText: EXPECTED });
    const partials: string[] = [];
    const turbo = await createTurboRecognizer().recognize(blob(WAV), {
      expectedText: EXPECTED,
      onPartial: (text) => partials.push(text),
    });
    expect(turbo).toEqual(basic);
    // Partials are provisional: at 1.2 s four words fit the loud audio so far; the final result,
    // over the whole recording, hears three.
    expect(partials).toEqual(['I', 'I would', 'I would like', 'I would like green']);
    expect(turbo.text).toBe('I would like');
  });

  it('both paths refuse a silent recording with the same problem', async () => {
    mockServer.use(speechStreamHandler);
    await signInHana(ALIAS.hanaSakura, 'en');
    const silent = wavOf({ sampleRate: 16000, channels: 1 }, [silentWav(1).subarray(44)]);
    const failures = await Promise.all(
      [createBasicRecognizer(), createTurboRecognizer()].map((recognizer) =>
        recognizer.recognize(silent, { expectedText: EXPECTED }).catch((error: unknown) => error),
      ),
    );
    for (const failure of failures) expect(failure).toBeInstanceOf(ApiError);
    const [basic, turbo] = failures as ApiError[];
    expect(turbo!.problem).toEqual(basic!.problem);
    expect(basic!.problem.type).toBe('https://eigo.example/problems/silent-audio');
  });

  it('turbo says who is not signed in the way the HTTP path does', async () => {
    mockServer.use(speechStreamHandler);
    const failure = await createTurboRecognizer()
      .recognize(WAV, { expectedText: EXPECTED })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
  });
});
