import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { MAX_FRAME_BYTES, SPEECH_STREAM_PATH } from './protocol';
import { SpeechStreamSession, type SessionOptions } from './session';

// The speech websocket of the express mock backend: upgrades of /api/v1/speech/stream on the
// same port as the REST API (and so through the dev and preview servers' proxy), one
// SpeechStreamSession per socket. Credentials come in the first message (./session.ts), so every
// upgrade of this path is accepted; other paths are answered 404.

const servers = new WeakMap<Server, WebSocketServer>();

/** Serves the speech websocket on this HTTP server. */
export function attachSpeechStream(server: Server, options: SessionOptions = {}): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  servers.set(server, wss);
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://mock').pathname;
    if (path !== SPEECH_STREAM_PATH) {
      // Another listener may serve other paths; alone, answer as the REST API would.
      if (server.listenerCount('upgrade') === 1) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      }
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => serve(ws, request, options));
  });
}

/**
 * Closes the open speech sockets of this server (1001, going away). An upgraded socket outlives
 * `server.close()`, which waits for it; a shutdown calls this first.
 */
export function closeSpeechStreams(server: Server): void {
  const wss = servers.get(server);
  if (!wss) return;
  for (const client of wss.clients) client.close(1001, 'server shutting down');
  wss.close();
}

function serve(ws: WebSocket, request: IncomingMessage, options: SessionOptions): void {
  const header = String(request.headers['accept-language'] ?? '');
  const session = new SpeechStreamSession(
    {
      send: (message) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      },
      close: (code, reason) => ws.close(code, reason),
    },
    { lang: header.trim().toLowerCase().startsWith('en') ? 'en' : 'ja', ...options },
  );
  ws.on('message', (data: RawData, isBinary: boolean) => {
    const bytes = toBytes(data);
    if (isBinary) session.binary(bytes);
    else session.text(Buffer.from(bytes).toString('utf8'));
  });
  ws.on('close', () => session.end());
  ws.on('error', () => ws.terminate());
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
