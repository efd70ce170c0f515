import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { configureHttpClient, type Credentials } from '../../src/api/http-client';
import { speechRecognizerFor } from '../../src/lib/services/speech/speech-paths';
import { ConnectionProblemError } from '../../src/lib/services/speech/types';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { createHandlers } from '../../mock-server/handlers/index';
import { createMockApp, startMockServer } from '../../mock-server/server';
import {
  attachSpeechStream,
  closeSpeechStreams,
} from '../../mock-server/speech-stream/websocket-server';
import {
  expectValidClientMessage,
  expectValidServerMessage,
  streamMessageErrors,
  type StreamMessageName,
} from '../support/speech-stream-contract';
import { buildWav, silentWav, type WavPart } from '../support/wav-builder';

// The speech websocket of the real mock backend (startMockServer on a free port) against its
// contract, contracts/asyncapi/speech-stream.yaml: every message the server sends, and every text
// message it accepts, is validated against the contract's schemas; the final result is compared
// with what recognizeSpeech answers over HTTP for the same recording.

const APP_KEY = 'speech-stream-test';
const EXPECTED = 'Nice to meet you.';

type ServerMessage = Record<string, unknown> & { kind: 'partial' | 'final' | 'error' };
type Exchange = { messages: ServerMessage[]; close: { code: number; reason: string } };
type Step = Record<string, unknown> | Uint8Array;

let server: Server;
let origin: string;
let token: string;

/** The PCM bytes of a WAV built by buildWav (after its 44-byte header). */
const pcmOf = (wav: Uint8Array) => wav.subarray(44);

/** PCM cut into frames of `bytes` bytes (any size: a sample may straddle two frames). */
function frames(pcm: Uint8Array, bytes: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let offset = 0; offset < pcm.byteLength; offset += bytes)
    out.push(pcm.subarray(offset, offset + bytes));
  return out;
}

function start(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'start',
    appKey: APP_KEY,
    token,
    aliasUuid: ALIAS.hanaSakura,
    acceptLanguage: 'en',
    expectedText: EXPECTED,
    language: 'en-US',
    sampleRate: 16000,
    channels: 1,
    ...fields,
  };
}

/** Opens the socket, sends the steps in order and collects the answers until the server closes. */
function exchange(steps: Step[], path = '/api/v1/speech/stream'): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}${path}`);
    const messages: ServerMessage[] = [];
    socket.on('open', () => {
      for (const step of steps) {
        if (step instanceof Uint8Array) socket.send(step);
        else socket.send(JSON.stringify(step));
      }
    });
    socket.on('message', (data, isBinary) => {
      expect(isBinary).toBe(false);
      const message = JSON.parse(String(data)) as ServerMessage;
      expectValidServerMessage(message);
      messages.push(message);
    });
    socket.on('close', (code, reason) =>
      resolve({ messages, close: { code, reason: String(reason) } }),
    );
    socket.on('error', reject);
  });
}

/** What recognizeSpeech answers over HTTP for this WAV. */
async function recognizeOverHttp(wav: Uint8Array, expectedText = EXPECTED) {
  const body = new FormData();
  body.append('audio', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }));
  body.append('expectedText', expectedText);
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
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function control(path: string, body: unknown) {
  const response = await fetch(`${origin}/api/v1/__mock/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

const errorOf = (result: Exchange) => {
  expect(result.messages).toHaveLength(1);
  return result.messages[0]!;
};

const LOUD: WavPart[] = [{ seconds: 2, frequency: 440, amplitude: 0.5 }];

describe('the speech websocket of the mock backend', () => {
  beforeAll(async () => {
    server = await startMockServer(0, { control: true });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(async () => {
    await control('reset', {});
    const login = await fetch(`${origin}/api/v1/auth/individual/`, {
      method: 'POST',
      headers: { 'X-App-Key': APP_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: USER.hana.email, password: USER.hana.password }),
    });
    token = ((await login.json()) as { authToken: string }).authToken;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('describes messages whose examples match their own schemas', () => {
    const document = parse(
      readFileSync(new URL('../../contracts/asyncapi/speech-stream.yaml', import.meta.url), 'utf8'),
    ) as {
      components: {
        messages: Record<string, { payload: { $ref: string } }>;
        schemas: Record<string, { examples?: unknown[] }>;
      };
    };
    const names = Object.keys(document.components.messages);
    expect(names.sort()).toEqual(['audio', 'error', 'final', 'partial', 'start', 'stop']);
    for (const name of names.filter((name) => name !== 'audio')) {
      const schema = document.components.messages[name]!.payload.$ref.split('/').at(-1)!;
      const examples = document.components.schemas[schema]!.examples ?? [];
      expect(examples.length, name).toBeGreaterThan(0);
      for (const example of examples)
        expect(streamMessageErrors(name as StreamMessageName, example), name).toEqual([]);
    }
  });

  it('streams partial results as audio arrives, then the final result recognizeSpeech gives', async () => {
    const wav = buildWav(LOUD);
    const steps: Step[] = [start(), ...frames(pcmOf(wav), 3200), { kind: 'stop' }];
    steps.filter((step) => !(step instanceof Uint8Array)).forEach(expectValidClientMessage);

    const { messages, close } = await exchange(steps);
    const partials = messages.filter((message) => message.kind === 'partial');
    // One word more per 300 ms of audio, each partial new.
    expect(partials.map((partial) => partial.text)).toEqual([
      'Nice',
      'Nice to',
      'Nice to meet',
      'Nice to meet you.',
    ]);
    expect(partials.map((partial) => partial.audioMs)).toEqual([300, 600, 900, 1200]);
    expect(messages.at(-1)!.kind).toBe('final');
    expect(messages.filter((message) => message.kind === 'final')).toHaveLength(1);
    const { kind: _kind, ...final } = messages.at(-1)!;
    const http = await recognizeOverHttp(wav);
    expect(http.status).toBe(200);
    expect(final).toEqual(http.body);
    expect(final).toEqual({
      text: 'Nice to meet you.',
      displayText: 'Nice to meet you.',
      lexical: 'nice to meet you',
      pronScore: 100,
    });
    expect(close.code).toBe(1000);
  });

  it.each([
    ['a recording that goes quiet, 16 kHz mono', [...LOUD.slice(0, 1), { seconds: 2 }], 16000, 1],
    ['a stereo recording at 44.1 kHz', LOUD, 44100, 2],
    ['a faint recording', [{ seconds: 1.5, frequency: 300, amplitude: 0.02 }], 22050, 1],
  ])(
    'answers %s as recognizeSpeech does, in frames of any size',
    async (_name, parts, sampleRate, channels) => {
      const wav = buildWav(parts as WavPart[], { sampleRate, channels });
      const { messages } = await exchange([
        start({ sampleRate, channels, expectedText: 'I would like green apples' }),
        ...frames(pcmOf(wav), 1001),
        { kind: 'stop' },
      ]);
      const { kind, ...final } = messages.at(-1)!;
      expect(kind).toBe('final');
      expect(final).toEqual((await recognizeOverHttp(wav, 'I would like green apples')).body);
    },
  );

  it('answers a silent recording with the silent-audio problem of the HTTP path, and no partial', async () => {
    const wav = silentWav(1);
    const result = await exchange([start(), ...frames(pcmOf(wav), 3200), { kind: 'stop' }]);
    const error = errorOf(result);
    const http = await recognizeOverHttp(wav);
    expect(http.status).toBe(400);
    expect(error).toEqual({ kind: 'error', ...http.body });
    expect(error).toMatchObject({
      type: 'https://eigo.example/problems/silent-audio',
      status: 400,
      errors: { audio: ['Recognition failed: the recording is silent. Press record again.'] },
    });
    expect(result.close.code).toBe(4400);
  });

  it('answers a stop without audio with the empty-audio problem', async () => {
    const result = await exchange([start(), { kind: 'stop' }]);
    expect(errorOf(result)).toMatchObject({
      type: 'https://eigo.example/problems/empty-audio',
      status: 400,
    });
    expect(errorOf(result).errors).toHaveProperty('audio');
  });

  it.each([
    ['no application key', 401, { appKey: undefined }],
    ['an unknown token', 401, { token: 'token-that-was-never-issued' }],
    ['no token', 401, { token: undefined }],
    ['no alias', 400, { aliasUuid: undefined }],
    ["another user's alias", 403, { aliasUuid: ALIAS.kenSakura }],
  ])('refuses a start with %s as the REST API would (%i)', async (_name, status, fields) => {
    const steps = [start(fields), ...frames(pcmOf(buildWav(LOUD)), 3200), { kind: 'stop' }];
    const result = await exchange(steps);
    expect(errorOf(result)).toMatchObject({ kind: 'error', status });
    expect(result.close.code).toBe(4000 + status);
  });

  it('says why in Japanese unless the start asks for English', async () => {
    const result = await exchange([start({ token: 'nope', acceptLanguage: 'ja' })]);
    expect(errorOf(result).detail).toBe('ログインしてください');
  });

  it('refuses the stream during maintenance, with the maintenance message', async () => {
    await control('maintenance', { active: true, message: 'Back at 10:00' });
    try {
      const result = await exchange([start(), { kind: 'stop' }]);
      expect(errorOf(result)).toMatchObject({ status: 503, detail: 'Back at 10:00' });
      expect(result.close.code).toBe(4503);
    } finally {
      await control('maintenance', { active: false });
    }
  });

  it.each([
    ['audio before the start message', () => [new Uint8Array(320)], 'audio'],
    ['a text message that is not JSON', () => ['not json'], 'message'],
    ['an unknown kind of message', () => [{ kind: 'hello' }], 'kind'],
    ['a second start', () => [start(), start()], 'kind'],
    ['a stop before the start', () => [{ kind: 'stop' }], 'kind'],
    ['a start with a bad format', () => [start({ sampleRate: 1000, channels: 0 })], 'sampleRate'],
    ['a start without the expected text', () => [start({ expectedText: '' })], 'expectedText'],
  ])('answers %s with a 400 problem naming what is wrong', async (_name, stepsOf, field) => {
    const steps = stepsOf();
    const result = await new Promise<Exchange>((resolve, reject) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/v1/speech/stream`);
      const messages: ServerMessage[] = [];
      socket.on('open', () => {
        for (const step of steps as (string | Step)[])
          socket.send(
            typeof step === 'string' || step instanceof Uint8Array ? step : JSON.stringify(step),
          );
      });
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as ServerMessage;
        expectValidServerMessage(message);
        messages.push(message);
      });
      socket.on('close', (code, reason) =>
        resolve({ messages, close: { code, reason: String(reason) } }),
      );
      socket.on('error', reject);
    });
    expect(errorOf(result)).toMatchObject({ status: 400 });
    expect(Object.keys(errorOf(result).errors as object)).toContain(field);
    expect(result.close.code).toBe(4400);
  });

  it('answers an upgrade of any other path 404', async () => {
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/v1/speech/other`);
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(404);
  });

  describe('through the app client', () => {
    let credentials: Credentials = {};
    beforeEach(() => {
      credentials = { token, aliasUuid: ALIAS.hanaSakura, language: 'en' };
      configureHttpClient({ baseUrl: `${origin}/api/v1`, credentials: () => credentials });
    });
    afterEach(() =>
      configureHttpClient({ baseUrl: 'http://localhost/api/v1', credentials: () => ({}) }),
    );

    it('both paths give the same result; turbo shows partials while the audio streams', async () => {
      const wav = buildWav(LOUD);
      const partials: string[] = [];
      async function* live() {
        for (const frame of frames(pcmOf(wav), 3200)) yield new Uint8Array(frame);
      }
      const turbo = await speechRecognizerFor(false).recognize(
        { format: { sampleRate: 16000, channels: 1 }, chunks: live() },
        { expectedText: EXPECTED, onPartial: (text) => partials.push(text) },
      );
      const basic = await speechRecognizerFor(true).recognize(wav, { expectedText: EXPECTED });
      expect(turbo).toEqual(basic);
      expect(partials).toEqual(['Nice', 'Nice to', 'Nice to meet', 'Nice to meet you.']);
      const fromWav = await speechRecognizerFor(false).recognize(
        new Blob([new Uint8Array(wav)], { type: 'audio/wav' }),
        { expectedText: EXPECTED },
      );
      expect(fromWav).toEqual(basic);
    });

    it('turbo reports a refused websocket as a connection problem', async () => {
      const closed = await new Promise<string>((resolve) => {
        const other = createMockApp([]).listen(0, '127.0.0.1', () => {
          const port = (other.address() as AddressInfo).port;
          other.close(() => resolve(`http://127.0.0.1:${port}/api/v1`));
        });
      });
      configureHttpClient({ baseUrl: closed });
      const error = await speechRecognizerFor(false)
        .recognize(buildWav(LOUD), { expectedText: EXPECTED })
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(ConnectionProblemError);
      expect((error as ConnectionProblemError).reason).toBe('refused');
    });
  });
});

describe('a speech socket of a server that stops or is left idle', () => {
  let idle: Server;
  beforeAll(async () => {
    idle = await new Promise<Server>((resolve) => {
      const listening = createMockApp(createHandlers({ control: true })).listen(
        0,
        '127.0.0.1',
        () => resolve(listening),
      );
    });
    attachSpeechStream(idle, { idleMs: 100, lang: 'en' });
    origin = `http://127.0.0.1:${(idle.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => idle.close(() => resolve())));

  it('is answered 408 and closed when nothing arrives', async () => {
    const result = await exchange([]);
    expect(errorOf(result)).toMatchObject({
      type: 'https://eigo.example/problems/stream-idle',
      status: 408,
    });
    expect(result.close.code).toBe(4408);
  });

  it('is closed with 1001 when the server shuts down, so that server.close() can finish', async () => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/v1/speech/stream`);
    await new Promise((resolve) => socket.on('open', resolve));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    closeSpeechStreams(idle);
    expect(await closed).toBe(1001);
  });
});
