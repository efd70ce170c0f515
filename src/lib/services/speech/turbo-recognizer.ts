import type { Problem } from '../../../api/generated/model/problem';
import { ApiError, apiConnection, type Credentials } from '../../../api/http-client';
import { pcmOf } from './audio-input';
import { framesOf, type PcmFormat } from './pcm';
import {
  ConnectionProblemError,
  type RecognitionResult,
  type RecognizeOptions,
  type SpeechAudio,
  type SpeechRecognizer,
} from './types';

// The turbo path (profile useOnlyHttp false, the default): one websocket per utterance to
// /speech/stream on the API's base URL (contracts/asyncapi/speech-stream.yaml). The start message
// carries the credentials the HTTP client sends as headers; audio goes out as binary frames of
// 16-bit PCM as it comes (from a recorder) or all at once (from a finished WAV), then stop; the
// server's partial results go to onPartial while the learner speaks, and its final result is the
// answer. An error message is an ApiError like the HTTP path's; a socket that cannot open, closes
// before the answer or times out is a ConnectionProblemError (spec 8: offer basic mode).

/** The part of a WebSocket the recogniser uses (a browser's, Node's, or a test's fake). */
export type SocketLike = {
  binaryType: string;
  readonly readyState: number;
  send(data: string | ArrayBufferView<ArrayBuffer> | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
};

export type TurboRecognizerSettings = {
  /** Opens the socket (default: the global WebSocket, looked up at each call). */
  createSocket?: (url: string) => SocketLike;
  /** The API base URL, the application key and the credentials (default: the HTTP client's). */
  connection?: () => { baseUrl: string; appKey: string; credentials: Credentials };
  /** How long the socket may take to open. */
  connectTimeoutMs?: number;
  /** How long the final result may take after the end of the audio. */
  resultTimeoutMs?: number;
  /** The length of the binary frames a finished recording is cut into. */
  frameMs?: number;
  now?: () => number;
};

/** WebSocket.CLOSING: a socket below it is still connecting or open. */
const CLOSING = 2;

/** ws:// or wss:// URL of the speech stream on the API's base URL (relative to the page). */
export function speechStreamUrl(
  baseUrl: string,
  page: string | undefined = globalThis.location?.href,
): string {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}/speech/stream`, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resultOf(message: Record<string, unknown>): RecognitionResult | null {
  const { text, displayText, lexical, pronScore } = message;
  if (
    typeof text !== 'string' ||
    typeof displayText !== 'string' ||
    typeof lexical !== 'string' ||
    typeof pronScore !== 'number'
  )
    return null;
  return { text, displayText, lexical, pronScore };
}

function problemOf(message: Record<string, unknown>): Problem {
  const { kind: _kind, ...fields } = message;
  return {
    ...fields,
    type: typeof fields.type === 'string' ? fields.type : 'about:blank',
    title: typeof fields.title === 'string' ? fields.title : 'Speech recognition failed',
    status: typeof fields.status === 'number' ? fields.status : 500,
  } as Problem;
}

export function createTurboRecognizer(settings: TurboRecognizerSettings = {}): SpeechRecognizer {
  const config = {
    createSocket: (url: string): SocketLike => new globalThis.WebSocket(url),
    connection: apiConnection,
    connectTimeoutMs: 5000,
    resultTimeoutMs: 10_000,
    frameMs: 100,
    now: () => performance.now(),
    ...settings,
  };
  return {
    mode: 'Turbo',
    recognize: (audio, options) => recognizeOverSocket(audio, options, config),
  };
}

function recognizeOverSocket(
  audio: SpeechAudio,
  options: RecognizeOptions,
  config: Required<TurboRecognizerSettings>,
): Promise<RecognitionResult> {
  return new Promise((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const began = config.now();
    const { baseUrl, appKey, credentials } = config.connection();
    let socket: SocketLike | null = null;
    let settled = false;
    let opened = false;
    let started = false;
    let stopped = false;
    let audioEnded: number | null = null;
    let format: PcmFormat | null = null;
    const pending: Uint8Array<ArrayBuffer>[] = [];
    let connectTimer: ReturnType<typeof setTimeout> | undefined = undefined;
    let resultTimer: ReturnType<typeof setTimeout> | undefined;

    const settle = (error: unknown, result?: RecognitionResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      clearTimeout(resultTimer);
      signal?.removeEventListener('abort', onAbort);
      if (socket) {
        socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
        if (socket.readyState < CLOSING) {
          try {
            socket.close(1000);
          } catch {
            // closing a socket that is going anyway
          }
        }
      }
      if (error === signal?.reason && signal?.aborted) {
        reject(error);
        return;
      }
      options.onOutcome?.({
        networkMode: 'Turbo',
        connectionResult: result
          ? 'success'
          : error instanceof ConnectionProblemError && error.reason === 'timeout'
            ? 'timeout'
            : 'failure',
        durationMs: config.now() - (audioEnded ?? began),
        errorMessage: result ? null : error instanceof Error ? error.message : String(error),
      });
      if (result) resolve(result);
      else reject(error);
    };
    const onAbort = () => settle(signal!.reason);
    signal?.addEventListener('abort', onAbort, { once: true });

    const send = (data: string | Uint8Array<ArrayBuffer>) => {
      try {
        socket!.send(data);
      } catch {
        settle(new ConnectionProblemError('dropped'));
      }
    };

    /** Sends what can go: start once open and the format is known, the audio, then stop. */
    const flush = () => {
      if (settled || !opened || !format) return;
      if (!started) {
        started = true;
        send(
          JSON.stringify({
            kind: 'start',
            appKey,
            token: credentials.token ?? '',
            aliasUuid: credentials.aliasUuid ?? '',
            acceptLanguage: credentials.language ?? 'ja',
            expectedText: options.expectedText,
            language: options.language ?? 'en-US',
            sampleRate: format.sampleRate,
            channels: format.channels,
          }),
        );
      }
      while (pending.length > 0 && !settled) send(pending.shift()!);
      if (audioEnded !== null && !stopped && !settled) {
        stopped = true;
        send(JSON.stringify({ kind: 'stop' }));
        resultTimer = setTimeout(
          () => settle(new ConnectionProblemError('timeout')),
          config.resultTimeoutMs,
        );
      }
    };

    const receive = (data: unknown) => {
      if (typeof data !== 'string') return;
      let message: unknown;
      try {
        message = JSON.parse(data);
      } catch {
        return;
      }
      if (!isRecord(message)) return;
      if (message.kind === 'partial' && typeof message.text === 'string') {
        try {
          options.onPartial?.(message.text);
        } catch (error) {
          settle(error);
        }
      } else if (message.kind === 'final') {
        const result = resultOf(message);
        settle(
          result ? null : new Error('The speech stream answered a malformed result'),
          result ?? undefined,
        );
      } else if (message.kind === 'error') {
        settle(new ApiError(problemOf(message)));
      }
    };

    try {
      socket = config.createSocket(speechStreamUrl(baseUrl));
      socket.binaryType = 'arraybuffer';
    } catch {
      settle(new ConnectionProblemError('refused'));
      return;
    }
    connectTimer = setTimeout(
      () => settle(new ConnectionProblemError('timeout')),
      config.connectTimeoutMs,
    );
    socket.onopen = () => {
      opened = true;
      clearTimeout(connectTimer);
      flush();
    };
    socket.onmessage = (event) => receive(event.data);
    socket.onerror = () => settle(new ConnectionProblemError(opened ? 'dropped' : 'refused'));
    socket.onclose = (event) =>
      settle(new ConnectionProblemError(opened ? 'dropped' : 'refused', event.code));

    // The audio is taken as it comes, even before the socket is open.
    void (async () => {
      try {
        const source = await pcmOf(audio);
        format = source.format;
        flush();
        for await (const chunk of source.chunks) {
          if (settled) return;
          for (const frame of framesOf(chunk, source.format, config.frameMs)) {
            if (started) send(frame.slice());
            else pending.push(frame.slice());
          }
        }
        if (settled) return;
        audioEnded = config.now();
        flush();
      } catch (error) {
        settle(error);
      }
    })();
  });
}
