import { http, HttpResponse, type HttpHandler } from 'msw';
import { json } from '../runtime/bodies';
import {
  EvaluatePronunciationBody,
  RecognizeSpeechBody,
  UploadRecordingParams,
} from '../../src/api/generated/zod/speech/speech.zod';
import { exerciseContents } from '../db/exercise-content';
import { keepRecordingAudio, recordingAudio, recordings } from '../db/recordings';
import { authenticateAlias } from '../runtime/auth-context';
import { now } from '../runtime/clock';
import { languageOf, pick, type Lang } from '../runtime/language';
import { parseParams, parseWith } from '../runtime/parse';
import { ProblemError } from '../runtime/problem';
import { publicUrl } from '../runtime/api-base';
import { api, route } from '../runtime/route';
import { payloadTooLarge, RECORDING_BODY_LIMIT_BYTES } from '../runtime/body-limits';
import { fieldError } from '../rules/exercise-sessions';
import { evaluatePhones, recognise } from '../rules/pronunciation';
import {
  AudioError,
  durationSeconds,
  parseWav,
  type AudioProblem,
  type PcmAudio,
} from '../rules/wav';

// Speech: pronunciation evaluation and recognition answer deterministically from the uploaded
// WAV (../rules/pronunciation.ts, ../rules/wav.ts); recordings go to "public storage" without a
// token (the spec's anonymous identity), and their url plays them back. Empty, silent or non-WAV audio is a 400 problem whose
// type names the case (…/empty-audio, …/silent-audio, …/not-wav) and whose errors name the field.

export const MAX_AUDIO_BYTES = RECORDING_BODY_LIMIT_BYTES;

// Spec section 8: empty results, recognition failed (press record again), check the pronunciation.
const AUDIO_MESSAGES: Record<AudioProblem, { ja: string; en: string }> = {
  'empty-audio': {
    ja: '評価サービスから空の結果が返されました。録音が空です。単語の発音を確認して、もう一度お試しください。',
    en: "The evaluation service returned empty results: the recording is empty. Check the word's pronunciation and try again.",
  },
  'silent-audio': {
    ja: '音声が聞き取れませんでした（無音の録音です）。もう一度録音ボタンを押してください。',
    en: 'Recognition failed: the recording is silent. Press record again.',
  },
  'not-wav': {
    ja: '録音が16ビットPCMのWAVファイルではありません。',
    en: 'The recording is not a 16-bit PCM WAV file.',
  },
};

/** The 400 problem of an empty, silent or non-WAV recording (shared with ../speech-stream). */
export function audioProblem(code: AudioProblem, field: string, lang: Lang): ProblemError {
  const message = AUDIO_MESSAGES[code];
  return new ProblemError(400, message, {
    type: `https://eigo.example/problems/${code}`,
    errors: { [field]: [pick(lang, message)] },
  });
}

/** The recording's bytes and its audio (400 problem when too large, empty, silent or not WAV). */
async function readAudio(
  blob: Blob,
  field: string,
  lang: Lang,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; audio: PcmAudio }> {
  if (blob.size > MAX_AUDIO_BYTES) throw payloadTooLarge(MAX_AUDIO_BYTES);
  try {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return { bytes, audio: parseWav(bytes) };
  } catch (error) {
    if (error instanceof AudioError) throw audioProblem(error.code, field, lang);
    throw error;
  }
}

/** The multipart fields of the request (400 when it is not multipart/form-data). */
async function formFields(request: Request, lang: Lang): Promise<Record<string, unknown>> {
  try {
    return Object.fromEntries((await request.formData()).entries());
  } catch {
    throw fieldError(lang, 'body', {
      ja: 'multipart/form-data で送ってください',
      en: 'The body must be multipart/form-data',
    });
  }
}

export const speechHandlers: HttpHandler[] = [
  http.post(
    api('/speech/pronunciation/'),
    route(async ({ request }) => {
      const ctx = authenticateAlias(request);
      const body = parseWith(EvaluatePronunciationBody, await formFields(request, ctx.lang));
      const { audio } = await readAudio(body.sounddata, 'sounddata', ctx.lang);
      const phones = evaluatePhones(audio, body.transcription, taughtPhonemes(body.transcription));
      if (phones.length === 0) {
        throw fieldError(ctx.lang, 'transcription', {
          ja: '発音できる文字がありません',
          en: 'The transcription has no letters to pronounce',
        });
      }
      return json({ results: { phones } });
    }),
  ),

  http.post(
    api('/speech/recognize/'),
    route(async ({ request }) => {
      const ctx = authenticateAlias(request);
      const body = parseWith(RecognizeSpeechBody, await formFields(request, ctx.lang));
      const { audio } = await readAudio(body.audio, 'audio', ctx.lang);
      return json(recognise(audio, body.expectedText));
    }),
  ),

  http.put(
    api('/recordings/:file'),
    route(async ({ request, params }) => {
      const lang = languageOf(request);
      const recordingId = recordingIdOf(params.file);
      const { bytes, audio } = await readAudio(await request.blob(), 'body', lang);
      const digest = await sha256Hex(bytes);
      const url = publicUrl(`/recordings/${recordingId}.wav`);
      // Write once: the same bytes again are a retried upload (the same answer); anything else
      // under a taken id is refused, so no learner can overwrite another's recording.
      const kept = recordings.get(recordingId);
      if (!kept && storing.has(recordingId)) throw takenProblem();
      if (kept) {
        if (kept.digest === digest) {
          if (!recordingAudio(recordingId)) keepRecordingAudio(recordingId, bytes);
          return json({ url });
        }
        throw takenProblem();
      }
      // Taken from here on, also for an upload racing this one while the row is written.
      storing.add(recordingId);
      try {
        await recordings.insert({
          recordingId,
          byteLength: bytes.byteLength,
          sampleRate: audio.sampleRate,
          channels: audio.channels,
          durationMs: Math.round(durationSeconds(audio) * 1000),
          digest,
          uploadedAt: now().toISOString(),
        });
      } finally {
        storing.delete(recordingId);
      }
      keepRecordingAudio(recordingId, bytes);
      return json({ url });
    }),
  ),

  // Public storage: the url uploadRecording answered plays the recording, with no key or token
  // (an <audio> element sends no headers) and through maintenance, as storage would.
  http.get(
    api('/recordings/:file'),
    route(
      ({ params }) => {
        const recordingId = recordingIdOf(params.file);
        const bytes = recordingAudio(recordingId);
        if (!bytes) {
          throw new ProblemError(
            404,
            recordings.has(recordingId)
              ? {
                  ja: 'この録音の音声はもう保持されていません（モックは音声をメモリーにだけ保持します）。',
                  en: "This recording's audio is no longer kept (the mock keeps audio in memory only).",
                }
              : { ja: 'この録音はありません。', en: 'There is no such recording.' },
          );
        }
        return new HttpResponse(bytes, {
          headers: {
            'Content-Type': 'audio/wav',
            'Content-Length': String(bytes.byteLength),
            'Cache-Control': 'no-cache',
          },
        });
      },
      { kind: 'storage' },
    ),
  ),
];

/** Recording ids whose upload is being written (write once, even for two racing uploads). */
const storing = new Set<string>();

const takenProblem = () =>
  new ProblemError(409, {
    ja: 'この録音IDはすでに使われています。新しいIDでアップロードしてください。',
    en: 'This recording id is taken. Upload under a new id.',
  });

/**
 * The phonemes of a word the content teaches (a pronunciation card's or a reading word's IPA), so
 * the evaluation names the same phones as the card shows; undefined for other text.
 */
function taughtPhonemes(transcription: string): string[] | undefined {
  const word = transcription.trim().toLowerCase();
  for (const record of exerciseContents.all()) {
    for (const problem of record.problems) {
      if (problem.kind === 'pronunciation' && problem.expected.trim().toLowerCase() === word)
        return problem.ipa;
    }
  }
  return undefined;
}

/** SHA-256 of the bytes in hex (WebCrypto: the same under node and in the browser demo). */
async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The recording id of a /recordings/{recordingId}.wav path (400 problem when it is not one). */
function recordingIdOf(file: unknown): string {
  // The contract's path parameter is the whole file name (`recordingFile`, `<id>.wav`).
  const { recordingFile } = parseParams(UploadRecordingParams, { recordingFile: file });
  return recordingFile.slice(0, -'.wav'.length);
}
