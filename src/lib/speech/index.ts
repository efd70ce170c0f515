import { createBasicRecognizer } from './basic-recognizer';
import { createTurboRecognizer } from './turbo-recognizer';
import type { SpeechRecognizer } from './types';

// Speech recognition for the speaking exercises, free of UI: two paths behind one interface
// (spec 4.5), chosen by the profile's useOnlyHttp. See ./types.ts for what recognize answers
// and throws, and contracts/asyncapi/speech-stream.yaml for the websocket.

export { createBasicRecognizer } from './basic-recognizer';
export { createTurboRecognizer, speechStreamUrl, type SocketLike } from './turbo-recognizer';
export { UnsupportedAudioError } from './audio-input';
export { readWav, wavOf } from '../audio/wav';
export type { PcmChunk, PcmFormat } from './pcm';
export {
  ConnectionProblemError,
  speechLogFields,
  type NetworkMode,
  type PcmStream,
  type RecognitionResult,
  type RecognizeOptions,
  type SpeechAudio,
  type SpeechLanguage,
  type SpeechOutcome,
  type SpeechRecognizer,
} from './types';

let basic: SpeechRecognizer | undefined;
let turbo: SpeechRecognizer | undefined;

/** The speech path of a profile: basic (HTTP) when useOnlyHttp is true, else turbo (websocket). */
export function speechRecognizerFor(useOnlyHttp: boolean): SpeechRecognizer {
  if (useOnlyHttp) return (basic ??= createBasicRecognizer());
  return (turbo ??= createTurboRecognizer());
}
