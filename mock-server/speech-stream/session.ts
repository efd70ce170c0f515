import { z } from 'zod';
import { RecognizeSpeechBody } from '../../src/api/generated/zod/speech/speech.zod';
import { audioProblem, MAX_AUDIO_BYTES } from '../handlers/speech';
import { authenticateAlias } from '../runtime/auth-context';
import { gateProblem } from '../runtime/gate';
import type { Lang } from '../runtime/language';
import { parseWith } from '../runtime/parse';
import { badRequest, ProblemError } from '../runtime/problem';
import { recognise, recognisePartial } from '../rules/pronunciation';
import { AudioError, parseWav } from '../rules/wav';
import { monoSamples, wavOf } from '../../src/lib/rules/wav';
import {
  CLOSE_NORMAL,
  closeCodeFor,
  IDLE_MS,
  PARTIAL_INTERVAL_MS,
  SPEECH_STREAM_PATH,
  type ServerMessage,
} from './protocol';

// One utterance over the speech websocket (contracts/asyncapi/speech-stream.yaml), whatever
// carries it: the ws server of the express mock (./websocket-server.ts) or msw's websocket
// interception in the browser demo (./msw-link.ts).
//
// - The start message is checked like a REST call: its appKey, token, aliasUuid and
//   acceptLanguage become the headers the REST gate and authenticateAlias read (application key,
//   maintenance, token, alias, in that order), then the fields are parsed (expectedText and
//   language with recognizeSpeech's generated schema).
// - Audio is kept as it arrives and mixed to mono; after each further 300 ms a partial result is
//   computed (rules/pronunciation.ts recognisePartial) and sent when it is new and not empty.
// - On stop the audio becomes a WAV and goes through the REST path's parseWav and recognise, so
//   the final result, and the empty- and silent-audio problems, are those of recognizeSpeech.
// - Every problem is one error message, then the socket closes with 4000 + status.

export type StreamTransport = {
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
};

export type SessionOptions = {
  /** The language of problems before the start message names one. */
  lang?: Lang;
  /** Close an idle socket after this long (0: never). */
  idleMs?: number;
};

const StartFields = z.object({
  kind: z.literal('start'),
  expectedText: RecognizeSpeechBody.shape.expectedText,
  language: RecognizeSpeechBody.shape.language,
  sampleRate: z.number().int().min(8000).max(96000),
  channels: z.number().int().min(1).max(8),
});

type Format = { sampleRate: number; channels: number };

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** The REST headers the start message's credentials stand for (values that could be headers). */
function headersOf(fields: Record<string, unknown>): Headers {
  const headers = new Headers();
  const set = (name: string, value: unknown, prefix = '') => {
    if (typeof value === 'string' && VISIBLE_ASCII.test(value)) headers.set(name, prefix + value);
  };
  set('X-App-Key', fields.appKey);
  set('Authorization', fields.token, 'Token ');
  set('X-Alias-Uuid', fields.aliasUuid);
  set('Accept-Language', fields.acceptLanguage);
  return headers;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class SpeechStreamSession {
  private state: 'start' | 'audio' | 'done' = 'start';
  private lang: Lang;
  private expectedText = '';
  private format: Format = { sampleRate: 16000, channels: 1 };
  /** The PCM bytes received, in a buffer that grows by doubling. */
  private pcm = new Uint8Array(64 * 1024);
  private pcmLength = 0;
  /** The audio so far as mono samples, converted frame by frame as bytes arrive. */
  private mono = new Float64Array(32 * 1024);
  private monoLength = 0;
  private nextPartialMs = PARTIAL_INTERVAL_MS;
  private lastPartial = '';
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly idleMs: number;

  constructor(
    private readonly transport: StreamTransport,
    options: SessionOptions = {},
  ) {
    this.lang = options.lang ?? 'ja';
    this.idleMs = options.idleMs ?? IDLE_MS;
    this.touch();
  }

  /** A text frame: start or stop. */
  text(data: string): void {
    if (this.state === 'done') return;
    this.touch();
    this.guard(() => {
      let value: unknown;
      try {
        value = JSON.parse(data);
      } catch {
        throw badRequest({ message: ['The message is not valid JSON'] });
      }
      const kind = isRecord(value) ? value.kind : undefined;
      if (kind === 'start') {
        if (this.state !== 'start') throw badRequest({ kind: ['The stream has started already'] });
        this.start(value as Record<string, unknown>);
      } else if (kind === 'stop') {
        if (this.state !== 'audio') throw badRequest({ kind: ['Send the start message first'] });
        this.stop();
      } else {
        throw badRequest({ kind: ['A text message is start or stop'] });
      }
    });
  }

  /** A binary frame: PCM bytes. */
  binary(data: Uint8Array): void {
    if (this.state === 'done') return;
    this.touch();
    this.guard(() => {
      if (this.state !== 'audio') throw badRequest({ audio: ['Send the start message first'] });
      if (this.pcmLength + data.byteLength > MAX_AUDIO_BYTES) {
        throw badRequest({ audio: [`The recording is larger than ${MAX_AUDIO_BYTES} bytes`] });
      }
      this.append(data);
      const audioMs = this.audioMs();
      if (audioMs >= this.nextPartialMs) {
        this.nextPartialMs = (Math.floor(audioMs / PARTIAL_INTERVAL_MS) + 1) * PARTIAL_INTERVAL_MS;
        this.partial(audioMs);
      }
    });
  }

  /** The socket closed (either side). */
  end(): void {
    this.state = 'done';
    clearTimeout(this.idleTimer);
  }

  private start(fields: Record<string, unknown>): void {
    if (fields.acceptLanguage === 'en' || fields.acceptLanguage === 'ja')
      this.lang = fields.acceptLanguage;
    // The REST gate and authentication, on the headers the credentials stand for.
    const request = new Request(`http://mock${SPEECH_STREAM_PATH}`, { headers: headersOf(fields) });
    const blocked = gateProblem(request);
    if (blocked) throw blocked;
    authenticateAlias(request);
    const start = parseWith(StartFields, fields);
    this.expectedText = start.expectedText;
    this.format = { sampleRate: start.sampleRate, channels: start.channels };
    this.state = 'audio';
  }

  private stop(): void {
    let final: ServerMessage;
    try {
      const audio = parseWav(this.wav());
      final = { kind: 'final', ...recognise(audio, this.expectedText) };
    } catch (error) {
      if (error instanceof AudioError) throw audioProblem(error.code, 'audio', this.lang);
      throw error;
    }
    this.transport.send(final);
    this.finish(CLOSE_NORMAL, 'final');
  }

  private partial(audioMs: number): void {
    const text = recognisePartial(
      { ...this.format, samples: this.mono.subarray(0, this.monoLength) },
      this.expectedText,
    );
    if (text === '' || text === this.lastPartial) return;
    this.lastPartial = text;
    this.transport.send({ kind: 'partial', text, audioMs: Math.floor(audioMs) });
  }

  private audioMs(): number {
    return (this.monoLength / this.format.sampleRate) * 1000;
  }

  /** Keeps the bytes and mixes the whole frames that are now complete to mono. */
  private append(data: Uint8Array): void {
    if (this.pcmLength + data.byteLength > this.pcm.byteLength) {
      const grown = new Uint8Array(
        Math.max(this.pcm.byteLength * 2, this.pcmLength + data.byteLength),
      );
      grown.set(this.pcm.subarray(0, this.pcmLength));
      this.pcm = grown;
    }
    this.pcm.set(data, this.pcmLength);
    this.pcmLength += data.byteLength;

    const { channels } = this.format;
    const frames = Math.floor(this.pcmLength / (2 * channels));
    if (frames > this.mono.length) {
      const grown = new Float64Array(Math.max(this.mono.length * 2, frames));
      grown.set(this.mono.subarray(0, this.monoLength));
      this.mono = grown;
    }
    // Mixed as rules/wav.ts mixes a WAV's channels, so partials hear what the final result hears.
    const frameBytes = 2 * channels;
    const added = this.pcm.subarray(this.monoLength * frameBytes, frames * frameBytes);
    this.mono.set(monoSamples(added, channels), this.monoLength);
    this.monoLength = frames;
  }

  /** The audio received, as the WAV file a REST upload would have carried. */
  private wav(): Uint8Array {
    return wavOf(this.format, [this.pcm.subarray(0, this.pcmLength)]);
  }

  /** Runs a step; a problem becomes the error message and closes the socket. */
  private guard(step: () => void): void {
    try {
      step();
    } catch (error) {
      this.fail(error);
    }
  }

  private fail(error: unknown): void {
    const problem =
      error instanceof ProblemError
        ? error
        : new ProblemError(500, { ja: '予期しないエラーが発生しました', en: 'Unexpected error' });
    if (!(error instanceof ProblemError)) console.error('[mock] speech stream', error);
    const body = problem.toBody(this.lang);
    this.transport.send({ kind: 'error', ...body });
    this.finish(closeCodeFor(body.status), body.title);
  }

  private finish(code: number, reason: string): void {
    this.end();
    this.transport.close(code, reason);
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    if (this.idleMs <= 0) return;
    this.idleTimer = setTimeout(
      () =>
        this.fail(
          new ProblemError(
            408,
            {
              ja: `${this.idleMs / 1000} 秒間なにも届かなかったため、接続を閉じました。`,
              en: `Nothing arrived for ${this.idleMs / 1000} seconds: the stream is closed.`,
            },
            { type: 'https://eigo.example/problems/stream-idle' },
          ),
        ),
      this.idleMs,
    );
    // A timer of an abandoned session never keeps Node running.
    (this.idleTimer as { unref?: () => void }).unref?.();
  }
}
