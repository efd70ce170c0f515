import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureHttpClient } from '../../../api/http-client';
import {
  expectValidClientMessage,
  streamMessageErrors,
} from '../../../../tests/support/speech-stream-contract';
import { buildWav } from '../../../../tests/support/wav-builder';
import { UnsupportedAudioError } from './audio-input';
import { speechRecognizerFor } from './speech-paths';
import { createTurboRecognizer, speechStreamUrl, type SocketLike } from './turbo-recognizer';
import { ConnectionProblemError, type SpeechOutcome } from './types';

// The turbo client against a fake WebSocket: what it sends (checked against the contract,
// contracts/asyncapi/speech-stream.yaml), partials, the final result, error messages, refused and
// dropped sockets and timeouts.

class FakeSocket implements SocketLike {
  binaryType = 'blob';
  readyState = 0;
  readonly sent: (string | Uint8Array)[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string | ArrayBufferView<ArrayBuffer> | ArrayBuffer): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(
      typeof data === 'string'
        ? data
        : ArrayBuffer.isView(data)
          ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice()
          : new Uint8Array(data).slice(),
    );
  }
  close(code = 1005): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  // What the server (the test) does.
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  answer(message: Record<string, unknown>): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  fail(): void {
    this.onerror?.(new Event('error'));
  }
  /** The text messages sent, parsed. */
  texts(): Record<string, unknown>[] {
    return this.sent
      .filter((data): data is string => typeof data === 'string')
      .map((data) => JSON.parse(data) as Record<string, unknown>);
  }
  binaryBytes(): number {
    return this.sent.reduce((sum, data) => sum + (typeof data === 'string' ? 0 : data.length), 0);
  }
}

/** A turbo recogniser on fake sockets; `sockets` lists the ones it opened. */
function turbo(settings: Parameters<typeof createTurboRecognizer>[0] = {}) {
  const sockets: FakeSocket[] = [];
  const recognizer = createTurboRecognizer({
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    connection: () => ({
      baseUrl: 'http://localhost/api/v1',
      appKey: 'eigo-learner-web',
      credentials: { token: 'token-hana', aliasUuid: 'alias-hana', language: 'en' },
    }),
    ...settings,
  });
  return { recognizer, sockets };
}

const WAV = buildWav([{ seconds: 1, frequency: 440, amplitude: 0.5 }]);
const FINAL = {
  kind: 'final',
  text: 'Nice to meet you.',
  displayText: 'Nice to meet you.',
  lexical: 'nice to meet you',
  pronScore: 100,
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A recorder's stream the test feeds chunk by chunk. */
function liveStream() {
  const queue: (Int16Array | null)[] = [];
  let wake: (() => void) | null = null;
  async function* chunks() {
    for (;;) {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const next = queue.shift()!;
      if (next === null) return;
      yield next;
    }
  }
  const push = (chunk: Int16Array | null) => {
    queue.push(chunk);
    wake?.();
  };
  return { stream: { format: { sampleRate: 16000, channels: 1 }, chunks: chunks() }, push };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the turbo recogniser', () => {
  it('opens the stream on the API base URL, ws:// or wss:// as the page', () => {
    expect(speechStreamUrl('/api/v1', 'https://app.example/exercises/1')).toBe(
      'wss://app.example/api/v1/speech/stream',
    );
    expect(speechStreamUrl('/api/v1/', 'http://localhost:5173/')).toBe(
      'ws://localhost:5173/api/v1/speech/stream',
    );
    expect(speechStreamUrl('https://api.example/api/v1')).toBe(
      'wss://api.example/api/v1/speech/stream',
    );
  });

  it('sends start, the audio and stop as the contract says, shows partials and answers the final result', async () => {
    const { recognizer, sockets } = turbo();
    const partials: string[] = [];
    const outcomes: SpeechOutcome[] = [];
    const answer = recognizer.recognize(WAV, {
      expectedText: 'Nice to meet you.',
      onPartial: (text) => partials.push(text),
      onOutcome: (outcome) => outcomes.push(outcome),
    });
    await flush();
    const socket = sockets[0]!;
    expect(socket.url).toBe('ws://localhost/api/v1/speech/stream');
    expect(socket.binaryType).toBe('arraybuffer');
    socket.open();
    await flush();

    const texts = socket.texts();
    texts.forEach(expectValidClientMessage);
    expect(texts).toEqual([
      {
        kind: 'start',
        appKey: 'eigo-learner-web',
        token: 'token-hana',
        aliasUuid: 'alias-hana',
        acceptLanguage: 'en',
        expectedText: 'Nice to meet you.',
        language: 'en-US',
        sampleRate: 16000,
        channels: 1,
      },
      { kind: 'stop' },
    ]);
    // The WAV's samples without its header, in frames of 100 ms, between start and stop.
    expect(typeof socket.sent[0]).toBe('string');
    expect(socket.sent.slice(1, -1).map((frame) => (frame as Uint8Array).length)).toEqual(
      Array(10).fill(3200),
    );
    expect(socket.binaryBytes()).toBe(WAV.length - 44);

    socket.answer({ kind: 'partial', text: 'Nice', audioMs: 300 });
    socket.answer({ kind: 'partial', text: 'Nice to', audioMs: 600 });
    expect(streamMessageErrors('final', FINAL)).toEqual([]);
    socket.answer(FINAL);
    await expect(answer).resolves.toEqual({
      text: 'Nice to meet you.',
      displayText: 'Nice to meet you.',
      lexical: 'nice to meet you',
      pronScore: 100,
    });
    expect(partials).toEqual(['Nice', 'Nice to']);
    expect(socket.closedWith).toBe(1000);
    expect(outcomes).toEqual([
      expect.objectContaining({
        networkMode: 'Turbo',
        connectionResult: 'success',
        errorMessage: null,
      }),
    ]);
  });

  it("takes the credentials of the app's HTTP client by default", async () => {
    configureHttpClient({
      credentials: () => ({ token: 'from-session', aliasUuid: 'selected-alias', language: 'ja' }),
    });
    try {
      const sockets: FakeSocket[] = [];
      const recognizer = createTurboRecognizer({
        createSocket: (url) => sockets[sockets.push(new FakeSocket(url)) - 1]!,
      });
      void recognizer.recognize(WAV, { expectedText: 'Hi', language: 'en-GB' }).catch(() => {});
      sockets[0]!.open();
      await flush();
      expect(sockets[0]!.texts()[0]).toMatchObject({
        token: 'from-session',
        aliasUuid: 'selected-alias',
        acceptLanguage: 'ja',
        language: 'en-GB',
      });
      sockets[0]!.drop();
    } finally {
      configureHttpClient({ credentials: () => ({}) });
    }
  });

  it('streams a recording as it comes: chunks before the socket opens wait, stop follows the last chunk', async () => {
    const { recognizer, sockets } = turbo();
    const { stream, push } = liveStream();
    const answer = recognizer.recognize(stream, { expectedText: 'Hello there' });
    push(new Int16Array(1600).fill(1000));
    await flush();
    const socket = sockets[0]!;
    expect(socket.sent).toEqual([]);
    socket.open();
    await flush();
    expect(socket.texts().map((message) => message.kind)).toEqual(['start']);
    expect(socket.binaryBytes()).toBe(3200);

    push(new Int16Array(800).fill(-1000));
    await flush();
    expect(socket.binaryBytes()).toBe(4800);
    expect(socket.texts().map((message) => message.kind)).toEqual(['start']);
    const last = socket.sent.at(-1) as Uint8Array;
    expect(new DataView(last.buffer).getInt16(0, true)).toBe(-1000);

    push(null);
    await flush();
    expect(socket.texts().map((message) => message.kind)).toEqual(['start', 'stop']);
    socket.answer({ ...FINAL, text: 'Hello there', displayText: 'Hello there.' });
    await expect(answer).resolves.toMatchObject({ text: 'Hello there' });
  });

  it('converts Float32 samples from Web Audio to 16-bit PCM', async () => {
    const { recognizer, sockets } = turbo();
    const answer = recognizer.recognize(
      { format: { sampleRate: 48000, channels: 2 }, chunks: [new Float32Array([0.5, -1, 2, 0])] },
      { expectedText: 'Hi' },
    );
    sockets[0]!.open();
    await flush();
    expect(sockets[0]!.texts()[0]).toMatchObject({ sampleRate: 48000, channels: 2 });
    const frame = sockets[0]!.sent[1] as Uint8Array;
    const view = new DataView(frame.buffer);
    expect([0, 2, 4, 6].map((offset) => view.getInt16(offset, true))).toEqual([
      16384, -32767, 32767, 0,
    ]);
    sockets[0]!.answer(FINAL);
    await answer;
  });

  it("answers the server's error message as the ApiError the HTTP path throws", async () => {
    const { recognizer, sockets } = turbo();
    const outcomes: SpeechOutcome[] = [];
    const answer = recognizer.recognize(WAV, {
      expectedText: 'Hi',
      onOutcome: (outcome) => outcomes.push(outcome),
    });
    sockets[0]!.open();
    await flush();
    const error = {
      kind: 'error',
      type: 'https://eigo.example/problems/silent-audio',
      title: 'Bad request',
      status: 400,
      detail: 'Recognition failed: the recording is silent. Press record again.',
      errors: { audio: ['Recognition failed: the recording is silent. Press record again.'] },
    };
    expect(streamMessageErrors('error', error)).toEqual([]);
    sockets[0]!.answer(error);
    sockets[0]!.drop(4400);
    const failure = await answer.catch((thrown: unknown) => thrown);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).problem.type).toBe('https://eigo.example/problems/silent-audio');
    expect((failure as ApiError).firstError('audio')).toBe(
      'Recognition failed: the recording is silent. Press record again.',
    );
    expect(outcomes).toEqual([
      expect.objectContaining({ connectionResult: 'failure', errorMessage: error.detail }),
    ]);
  });

  it.each([
    ['an error, then a close', true],
    ['a close alone', false],
  ])('reports a socket that never opens (%s) as a refused connection', async (_name, error) => {
    const { recognizer, sockets } = turbo();
    const answer = recognizer.recognize(WAV, { expectedText: 'Hi' });
    if (error) sockets[0]!.fail();
    sockets[0]!.drop(1006);
    const failure = await answer.catch((thrown: unknown) => thrown);
    expect(failure).toBeInstanceOf(ConnectionProblemError);
    expect((failure as ConnectionProblemError).reason).toBe('refused');
  });

  it('reports an error event on an open socket as a dropped connection', async () => {
    const { recognizer, sockets } = turbo();
    const answer = recognizer.recognize(WAV, { expectedText: 'Hi' });
    sockets[0]!.open();
    sockets[0]!.fail();
    const error = await answer.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ConnectionProblemError);
    expect((error as ConnectionProblemError).reason).toBe('dropped');
  });

  it('reports a socket it cannot even create as a refused connection', async () => {
    const recognizer = createTurboRecognizer({
      createSocket: () => {
        throw new SyntaxError('blocked');
      },
    });
    const error = await recognizer
      .recognize(WAV, { expectedText: 'Hi' })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ConnectionProblemError);
    expect((error as ConnectionProblemError).reason).toBe('refused');
  });

  it('reports a socket that closes before the result as a dropped connection', async () => {
    const { recognizer, sockets } = turbo();
    const partials: string[] = [];
    const answer = recognizer.recognize(WAV, {
      expectedText: 'Nice to meet you.',
      onPartial: (text) => partials.push(text),
    });
    sockets[0]!.open();
    await flush();
    sockets[0]!.answer({ kind: 'partial', text: 'Nice', audioMs: 300 });
    sockets[0]!.drop(1006);
    const error = await answer.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ConnectionProblemError);
    expect(error).toMatchObject({ reason: 'dropped', closeCode: 1006 });
    expect(partials).toEqual(['Nice']);
  });

  it('times out a socket that does not open, and a result that does not come', async () => {
    vi.useFakeTimers();
    const outcomes: SpeechOutcome[] = [];
    const { recognizer, sockets } = turbo({ connectTimeoutMs: 5000, resultTimeoutMs: 10_000 });
    const notOpened = recognizer
      .recognize(WAV, { expectedText: 'Hi', onOutcome: (outcome) => outcomes.push(outcome) })
      .catch((thrown: unknown) => thrown);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await notOpened).toMatchObject({ reason: 'timeout' });
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(outcomes[0]).toMatchObject({ connectionResult: 'timeout' });

    const noResult = recognizer
      .recognize(WAV, { expectedText: 'Hi' })
      .catch((thrown: unknown) => thrown);
    await vi.advanceTimersByTimeAsync(0);
    sockets[1]!.open();
    await vi.advanceTimersByTimeAsync(9999);
    sockets[1]!.answer({ kind: 'partial', text: 'Hi', audioMs: 300 });
    await vi.advanceTimersByTimeAsync(1);
    expect(await noResult).toBeInstanceOf(ConnectionProblemError);
    expect(await noResult).toMatchObject({ reason: 'timeout' });
  });

  it('stops when the learner cancels', async () => {
    const { recognizer, sockets } = turbo();
    const controller = new AbortController();
    const { stream, push } = liveStream();
    const outcomes: SpeechOutcome[] = [];
    const answer = recognizer
      .recognize(stream, {
        expectedText: 'Hi',
        signal: controller.signal,
        onOutcome: (outcome) => outcomes.push(outcome),
      })
      .catch((thrown: unknown) => thrown);
    sockets[0]!.open();
    push(new Int16Array(160));
    await flush();
    controller.abort();
    expect(((await answer) as DOMException).name).toBe('AbortError');
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(outcomes).toEqual([]);
  });

  it('refuses a recording that is not a 16-bit PCM WAV', async () => {
    const { recognizer, sockets } = turbo();
    const answer = recognizer.recognize(new TextEncoder().encode('not audio'), {
      expectedText: 'Hi',
    });
    await expect(answer).rejects.toBeInstanceOf(UnsupportedAudioError);
    expect(sockets[0]!.closedWith).toBe(1000);
  });

  it('ignores what it does not know and fails on a malformed final result', async () => {
    const { recognizer, sockets } = turbo();
    const answer = recognizer.recognize(WAV, { expectedText: 'Hi' });
    sockets[0]!.open();
    sockets[0]!.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    sockets[0]!.answer({ kind: 'later-extension', text: 'x' });
    sockets[0]!.answer({ kind: 'final', text: 'Hi' });
    await expect(answer).rejects.toThrow('malformed result');
  });
});

describe('speechRecognizerFor', () => {
  it('picks basic for useOnlyHttp, turbo (the recommended path) otherwise', () => {
    expect(speechRecognizerFor(true).mode).toBe('Basic');
    expect(speechRecognizerFor(false).mode).toBe('Turbo');
    expect(speechRecognizerFor(false)).toBe(speechRecognizerFor(false));
  });
});
