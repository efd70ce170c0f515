import { describe, expect, it } from 'vitest';
import {
  evaluatePronunciation,
  recognizeSpeech,
  uploadRecording,
} from '../../src/api/generated/endpoints/speech/speech';
import { changeSettings } from '../../mock-server/db/app-settings';
import {
  clearRecordingAudio,
  keepRecordingAudio,
  recordingAudio,
  recordings,
} from '../../mock-server/db/recordings';
import { ALIAS } from '../../mock-server/seed/demo-identities';
import { apiError } from '../support/api-error';
import { signInHana } from '../support/demo-sign-in';
import { actAs, useMockBackend } from '../support/mock-backend';
import { buildWav, silentWav, toneWav } from '../support/wav-builder';

const wav = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)], { type: 'audio/wav' });
describe('speech', () => {
  useMockBackend();

  describe('evaluatePronunciation', () => {
    it('scores every phoneme of a clearly voiced recording (a sine tone) high, the same way every time', async () => {
      await signInHana();
      const request = {
        sounddata: wav(toneWav()),
        transcription: 'cat',
        word_mask_mode: 'none' as const,
      };
      const result = await evaluatePronunciation(request);
      expect(result).toEqual({
        results: {
          phones: [
            ['k', 1],
            ['æ', 1],
            ['t', 1],
          ],
        },
      });
      expect(await evaluatePronunciation({ ...request, sounddata: wav(toneWav()) })).toEqual(
        result,
      );
    });

    it('scores the phonemes said after the sound stopped low', async () => {
      await signInHana();
      const halfSilent = buildWav([
        { seconds: 0.5, frequency: 220, amplitude: 0.5 },
        { seconds: 0.5 },
      ]);
      const { results } = await evaluatePronunciation({
        sounddata: wav(halfSilent),
        transcription: 'make',
        word_mask_mode: 'none',
      });
      expect(results.phones.map(([phoneme]) => phoneme)).toEqual(['m', 'eɪ', 'k']);
      expect(results.phones.map(([, score]) => score > 0.5)).toEqual([true, true, false]);
    });

    it.each([
      [
        'silent',
        silentWav(),
        'silent-audio',
        'Recognition failed: the recording is silent. Press record again.',
      ],
      [
        'empty',
        new Uint8Array(0),
        'empty-audio',
        "The evaluation service returned empty results: the recording is empty. Check the word's pronunciation and try again.",
      ],
      [
        'not a WAV',
        new TextEncoder().encode('not audio at all, just text'),
        'not-wav',
        'The recording is not a 16-bit PCM WAV file.',
      ],
    ])('refuses a %s recording with a 400 problem', async (_name, bytes, code, message) => {
      await signInHana(ALIAS.hanaSakura, 'en');
      const error = await apiError(
        evaluatePronunciation({
          sounddata: wav(bytes),
          transcription: 'cat',
          word_mask_mode: 'none',
        }),
      );
      expect(error.status).toBe(400);
      expect(error.problem.type).toBe(`https://eigo.example/problems/${code}`);
      expect(error.firstError('sounddata')).toBe(message);
    });

    it('says why in Japanese by default', async () => {
      await signInHana();
      const error = await apiError(
        evaluatePronunciation({
          sounddata: wav(silentWav()),
          transcription: 'cat',
          word_mask_mode: 'none',
        }),
      );
      expect(error.problem.detail).toBe(
        '音声が聞き取れませんでした（無音の録音です）。もう一度録音ボタンを押してください。',
      );
    });

    it('refuses a transcription without letters and an unknown mask mode', async () => {
      await signInHana();
      const noLetters = await apiError(
        evaluatePronunciation({
          sounddata: wav(toneWav()),
          transcription: '123',
          word_mask_mode: 'none',
        }),
      );
      expect(noLetters.status).toBe(400);
      expect(noLetters.firstError('transcription')).toBeDefined();
      const mode = await apiError(
        evaluatePronunciation({
          sounddata: wav(toneWav()),
          transcription: 'cat',
          word_mask_mode: 'all' as 'none',
        }),
      );
      expect(mode.status).toBe(400);
      expect(mode.firstError('word_mask_mode')).toBeDefined();
    });

    it('needs a token', async () => {
      actAs({ aliasUuid: ALIAS.hanaSakura });
      const error = await apiError(
        evaluatePronunciation({
          sounddata: wav(toneWav()),
          transcription: 'cat',
          word_mask_mode: 'none',
        }),
      );
      expect(error.status).toBe(401);
    });
  });

  describe('recognizeSpeech', () => {
    it('hears every word of a voiced recording', async () => {
      await signInHana();
      const result = await recognizeSpeech({
        audio: wav(toneWav(2)),
        expectedText: 'Nice to meet you, too.',
      });
      expect(result).toEqual({
        text: 'Nice to meet you, too.',
        displayText: 'Nice to meet you, too.',
        lexical: 'nice to meet you too',
        pronScore: 100,
      });
    });

    it('misses the words after the learner stopped speaking', async () => {
      await signInHana();
      const halfSilent = buildWav([{ seconds: 1, frequency: 300, amplitude: 0.4 }, { seconds: 1 }]);
      const result = await recognizeSpeech({
        audio: wav(halfSilent),
        expectedText: 'I usually play soccer',
      });
      expect(result).toMatchObject({ text: 'I usually', lexical: 'i usually', pronScore: 50 });
    });

    it('refuses silent audio and needs a token', async () => {
      await signInHana();
      const silent = await apiError(
        recognizeSpeech({ audio: wav(silentWav()), expectedText: 'Hello' }),
      );
      expect([silent.status, silent.problem.type]).toEqual([
        400,
        'https://eigo.example/problems/silent-audio',
      ]);
      actAs({});
      expect(
        (await apiError(recognizeSpeech({ audio: wav(toneWav()), expectedText: 'Hello' }))).status,
      ).toBe(401);
    });
  });

  describe('uploadRecording', () => {
    it('stores a recording without a token and answers where it is kept', async () => {
      actAs({});
      const { url } = await uploadRecording(
        'drill-6-card-1.wav',
        wav(buildWav([{ seconds: 0.5, frequency: 440 }], { sampleRate: 44100, channels: 2 })),
      );
      // Relative: never built from the request's Host (MOCK_PUBLIC_ORIGIN makes it absolute).
      expect(url).toBe('/api/v1/recordings/drill-6-card-1.wav');
      expect(recordings.get('drill-6-card-1')).toMatchObject({
        sampleRate: 44100,
        channels: 2,
        durationMs: 500,
      });
    });

    it('writes an id once: the same bytes again answer the same url, other bytes are a 409', async () => {
      const first = await uploadRecording('again.wav', wav(toneWav(1)));
      // A retried upload (the answer was lost on the way) is not an error.
      await expect(uploadRecording('again.wav', wav(toneWav(1)))).resolves.toEqual(first);
      // Another learner (or anyone) cannot overwrite it.
      const error = await apiError(uploadRecording('again.wav', wav(toneWav(2))));
      expect([error.status, error.problem.detail]).toEqual([
        409,
        'この録音IDはすでに使われています。新しいIDでアップロードしてください。',
      ]);
      expect(recordings.get('again')?.durationMs).toBe(1000);
    });

    it.each([
      ['an empty body', 'empty', new Uint8Array(0), 'https://eigo.example/problems/empty-audio'],
      ['a silent recording', 'silent', silentWav(), 'https://eigo.example/problems/silent-audio'],
      ['a bad id', 'not%20ok', toneWav(), 'https://eigo.example/problems/validation'],
    ])('refuses %s with 400 and stores nothing', async (_name, id, bytes, type) => {
      const before = recordings.size;
      const error = await apiError(uploadRecording(`${id}.wav`, wav(bytes)));
      expect([error.status, error.problem.type]).toEqual([400, type]);
      expect(recordings.size).toBe(before);
    });
  });

  describe('public storage of recordings', () => {
    it('plays an uploaded recording back from its url, with no key or token, through maintenance', async () => {
      actAs({});
      const bytes = buildWav([{ seconds: 0.25, frequency: 330 }]);
      const { url } = await uploadRecording('playback-1.wav', wav(bytes));
      await changeSettings((settings) => {
        settings.maintenanceActive = true;
      });
      const played = await fetch(new URL(url, 'http://localhost'));
      expect(played.status).toBe(200);
      expect(played.headers.get('content-type')).toBe('audio/wav');
      expect(new Uint8Array(await played.arrayBuffer())).toEqual(bytes);
      expect((await fetch(new URL(`${url}?t=1`, 'http://localhost'))).status).toBe(200);
    });

    it('still plays the first upload after another one under its id was refused', async () => {
      const { url } = await uploadRecording('twice.wav', wav(toneWav(1)));
      await expect(uploadRecording('twice.wav', wav(toneWav(2)))).rejects.toThrow();
      const played = await fetch(new URL(url, 'http://localhost'));
      expect((await played.arrayBuffer()).byteLength).toBe(toneWav(1).byteLength);
    });

    it.each([
      ['an unknown recording', 'nobody-uploaded', 'There is no such recording.'],
      ['a recording whose audio is no longer kept', 'forgotten', 'no longer kept'],
    ])(
      'answers %s with a 404 problem in the language of the request',
      async (_name, id, detail) => {
        if (id === 'forgotten') {
          await uploadRecording(`${id}.wav`, wav(toneWav()));
          clearRecordingAudio();
        }
        const response = await fetch(`http://localhost/api/v1/recordings/${id}.wav`, {
          headers: { 'Accept-Language': 'en' },
        });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toContain('application/problem+json');
        expect(((await response.json()) as { detail: string }).detail).toContain(detail);
      },
    );

    it('treats a path that is not a .wav recording as an API call: the key check, then 404', async () => {
      const url = 'http://localhost/api/v1/recordings/take.mp3';
      expect((await fetch(url)).status).toBe(401);
      const response = await fetch(url, { headers: { 'X-App-Key': 'test' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    });

    it('keeps the newest audio within its memory limit, dropping the oldest first', () => {
      clearRecordingAudio();
      const bytes = (n: number) => new Uint8Array(n);
      keepRecordingAudio('a', bytes(40), 100);
      keepRecordingAudio('b', bytes(40), 100);
      keepRecordingAudio('c', bytes(40), 100);
      expect([recordingAudio('a'), recordingAudio('b'), recordingAudio('c')].map(Boolean)).toEqual([
        false,
        true,
        true,
      ]);
      keepRecordingAudio('b', bytes(10), 100);
      keepRecordingAudio('d', bytes(50), 100);
      expect(['b', 'c', 'd'].map((id) => recordingAudio(id)?.byteLength)).toEqual([10, 40, 50]);
      keepRecordingAudio('huge', bytes(500), 100);
      expect(recordingAudio('huge')?.byteLength).toBe(500);
      expect(recordingAudio('d')).toBeUndefined();
    });
  });
});
