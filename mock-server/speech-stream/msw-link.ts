import { ws } from 'msw';
import { SPEECH_STREAM_PATH } from './protocol';
import { SpeechStreamSession } from './session';

// The speech websocket where there is no server: the browser demo (VITE_MOCK_BACKEND=browser),
// whose service worker cannot take websockets. msw intercepts the page's WebSocket instead and
// this link serves the same SpeechStreamSession as the express mock, so the demo has the turbo
// path too. It is not among createHandlers(): the express dispatcher serves HTTP only.

/** Intercepts websockets to the speech stream on any origin. */
const speechStreamLink = ws.link(`*${SPEECH_STREAM_PATH}`);

type Frame = string | ArrayBuffer | Blob | ArrayBufferView;

async function bytesOf(data: Exclude<Frame, string>): Promise<Uint8Array> {
  if (data instanceof Blob) return new Uint8Array(await data.arrayBuffer());
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

export const speechStreamHandler = speechStreamLink.addEventListener('connection', ({ client }) => {
  const session = new SpeechStreamSession({
    send: (message) => client.send(JSON.stringify(message)),
    // msw drops a message still queued when the socket starts closing: close after it.
    close: (code, reason) => setTimeout(() => client.close(code, reason), 0),
  });
  // A Blob is read asynchronously: frames are taken one after another, in order.
  let queue = Promise.resolve();
  client.addEventListener('message', (event) => {
    const data = event.data as Frame;
    queue = queue.then(async () => {
      if (typeof data === 'string') session.text(data);
      else session.binary(await bytesOf(data));
    });
  });
  client.addEventListener('close', () => session.end());
});
