import { createBasicRecognizer } from './basic-recognizer';
import { createTurboRecognizer } from './turbo-recognizer';
import type { SpeechRecognizer } from './types';

// Speech recognition for the speaking exercises, free of UI: two paths behind one interface
// (spec 4.5), chosen by the profile's useOnlyHttp. See ./types.ts for what recognize answers
// and throws, and contracts/asyncapi/speech-stream.yaml for the websocket.

let basic: SpeechRecognizer | undefined;
let turbo: SpeechRecognizer | undefined;

/** The speech path of a profile: basic (HTTP) when useOnlyHttp is true, else turbo (websocket). */
export function speechRecognizerFor(useOnlyHttp: boolean): SpeechRecognizer {
  if (useOnlyHttp) return (basic ??= createBasicRecognizer());
  return (turbo ??= createTurboRecognizer());
}
