import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  evaluatePronunciation,
  recognizeSpeech,
  uploadRecording,
} from '../../src/api/generated/endpoints/speech/speech';
import { createBasicRecognizer } from '../../src/lib/services/speech/basic-recognizer';
import { STATE } from '../../mock-server/seed/provider-state-names';
import { multipartFetch, multipartRequest, wav } from './support/audio';
import { createConsumerPact, useMockServer } from './support/consumer-pact';
import { aliasHeaders, apiError, json, problem, request, SIGNED_IN } from './support/requests';

const { eachLike, number, regex, string } = MatchersV3;

const pact = createConsumerPact('speech');

const TONE = wav('tone');
const SILENCE = wav('silence');

/** The multipart request of evaluatePronunciation with this recording of 'red'. */
const pronunciationRequest = (recording: Uint8Array) =>
  multipartRequest(aliasHeaders, [
    { name: 'sounddata', type: 'audio/wav', data: recording },
    { name: 'transcription', data: 'red' },
    { name: 'word_mask_mode', data: 'none' },
  ]);

/** The client's evaluation of this recording of 'red'. */
const evaluateRed = (recording: Uint8Array<ArrayBuffer>) =>
  evaluatePronunciation({
    sounddata: new Blob([recording], { type: 'audio/wav' }),
    transcription: 'red',
    word_mask_mode: 'none',
  });

describe('speech', () => {
  it('evaluatePronunciation: a score per phoneme', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a recording of a word to evaluate')
      .withRequest('POST', '/api/v1/speech/pronunciation/', pronunciationRequest(TONE))
      .willRespondWith(200, json({ results: { phones: eachLike([string('ɹ'), number(0.92)]) } }))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN, multipartFetch);
        const { results } = await evaluateRed(TONE);
        expect(results.phones[0]).toEqual(['ɹ', 0.92]);
      });
  });

  it('evaluatePronunciation: 400 for a silent recording', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a silent recording of a word to evaluate')
      .withRequest('POST', '/api/v1/speech/pronunciation/', pronunciationRequest(SILENCE))
      .willRespondWith(400, problem(400, ['sounddata']))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN, multipartFetch);
        const error = await apiError(evaluateRed(SILENCE));
        expect(error.firstError('sounddata')).toBe('A message');
      });
  });

  it('recognizeSpeech: what was heard of the expected text (basic path)', async () => {
    const expectedText = 'Nice to meet you.';
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a recording to recognise')
      .withRequest(
        'POST',
        '/api/v1/speech/recognize/',
        multipartRequest(aliasHeaders, [
          { name: 'audio', type: 'audio/wav', data: TONE },
          { name: 'expectedText', data: expectedText },
          { name: 'language', data: 'en-US' },
        ]),
      )
      .willRespondWith(
        200,
        json({
          text: string(expectedText),
          displayText: string(expectedText),
          lexical: string('nice to meet you'),
          pronScore: number(100),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN, multipartFetch);
        const result = await recognizeSpeech({
          audio: new Blob([TONE], { type: 'audio/wav' }),
          expectedText,
          language: 'en-US',
        });
        expect(result.lexical).toBe('nice to meet you');
      });
  });

  it('recognizeSpeech: 400 for a silent recording (basic path)', async () => {
    const expectedText = 'Nice to meet you.';
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a silent recording to recognise')
      .withRequest(
        'POST',
        '/api/v1/speech/recognize/',
        multipartRequest(aliasHeaders, [
          { name: 'audio', type: 'audio/wav', data: SILENCE },
          { name: 'expectedText', data: expectedText },
          { name: 'language', data: 'en-US' },
        ]),
      )
      .willRespondWith(
        400,
        problem(400, ['audio'], {
          type: regex(/^.*\/silent-audio$/, 'https://eigo.example/problems/silent-audio'),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN, multipartFetch);
        // Through the app's basic speech path (src/lib/services/speech), which the speaking exercises use.
        const error = await apiError(
          createBasicRecognizer().recognize(SILENCE, { expectedText, language: 'en-US' }),
        );
        expect(error.problem.type).toMatch(/\/silent-audio$/);
        expect(error.firstError('audio')).toBe('A message');
      });
  });

  it('uploadRecording: keeps a recording in public storage', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('an upload of a recording')
      .withRequest('PUT', '/api/v1/recordings/pact-recording-1.wav', (builder) => {
        request(aliasHeaders)(builder);
        // pact checks a binary body by the type its bytes show, which for WAV it names audio/x-wav;
        // the header is still the audio/wav the client sends.
        builder.body('audio/x-wav', Buffer.from(TONE));
        builder.headers({ 'Content-Type': 'audio/wav' });
      })
      .willRespondWith(200, json({ url: string('/api/v1/recordings/pact-recording-1.wav') }))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const { url } = await uploadRecording(
          'pact-recording-1.wav',
          new Blob([TONE], { type: 'audio/wav' }),
        );
        expect(url).toMatch(/pact-recording-1\.wav$/);
      });
  });
});
