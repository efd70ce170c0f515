import { API_BASE } from '../runtime/api-base';
import type { Recognition } from '../rules/pronunciation';
import type { ProblemBody } from '../runtime/problem';

// The messages of the speech websocket, as contracts/asyncapi/speech-stream.yaml describes them.

/** Where the websocket is upgraded, on the REST API's base path. */
export const SPEECH_STREAM_PATH = `${API_BASE}/speech/stream`;

/** A partial result after each further 300 ms of audio (when what is heard has changed). */
export const PARTIAL_INTERVAL_MS = 300;

/** The largest binary frame; bigger ones close the socket (1009, ws's own check). */
export const MAX_FRAME_BYTES = 1024 * 1024;

/** A socket that sends nothing for this long is answered 408 and closed. */
export const IDLE_MS = 30_000;

/** The close code after a final result. */
export const CLOSE_NORMAL = 1000;

/** The close code after an error message: 4000 + its status (4400, 4401, 4403, 4503, ...). */
export const closeCodeFor = (status: number) => 4000 + status;

type PartialMessage = { kind: 'partial'; text: string; audioMs: number };
type FinalMessage = { kind: 'final' } & Recognition;
type ErrorMessage = { kind: 'error' } & ProblemBody;

/** What the server sends. */
export type ServerMessage = PartialMessage | FinalMessage | ErrorMessage;
