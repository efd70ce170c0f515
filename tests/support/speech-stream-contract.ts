import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { parse } from 'yaml';

// The messages of contracts/asyncapi/speech-stream.yaml as JSON Schema validators (ajv, draft-07:
// AsyncAPI 3.0's default schema format), for the tests of both ends of the speech websocket.
// The final message refers to the REST RecognitionResult in contracts/schemas/speech.yaml, which
// is loaded beside it under the same relative path.

const BASE = 'https://contract.test/contracts/';
const DOCUMENT = `${BASE}asyncapi/speech-stream.yaml`;

const read = (path: string) =>
  parse(readFileSync(new URL(`../../contracts/${path}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

type AsyncApi = {
  components: { messages: Record<string, { contentType?: string; payload: { $ref: string } }> };
};

const document = read('asyncapi/speech-stream.yaml') as AsyncApi & Record<string, unknown>;
// Written for ajv 6 (installed through eslint) and 8 alike: 8's strict mode would refuse the
// AsyncAPI keys around the schemas, and it names an error's place instancePath, not dataPath.
const ajv = new Ajv({ allErrors: true, ...({ strict: false } as object) });
// Each file is a schema document under its own URI, so that relative references resolve.
ajv.addSchema({ ...read('schemas/speech.yaml'), $id: `${BASE}schemas/speech.yaml` });
ajv.addSchema({ ...document, $id: DOCUMENT });

const validators: Partial<Record<StreamMessageName, Ajv.ValidateFunction>> = {};

/** The JSON messages of the protocol, by their name in components.messages. */
export type StreamMessageName = 'start' | 'stop' | 'partial' | 'final' | 'error';

/** The schema errors of a message (an empty list when it is valid). */
export function streamMessageErrors(name: StreamMessageName, value: unknown): string[] {
  const message = document.components.messages[name];
  if (!message) throw new Error(`The contract has no message ${name}`);
  const validate = (validators[name] ??= ajv.compile({
    $ref: `${DOCUMENT}${message.payload.$ref}`,
  }));
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => {
    const place = (error as { instancePath?: string }).instancePath ?? error.dataPath;
    return `${place || '(root)'} ${error.message}`;
  });
}

/** The name of the server message this is (by its kind), validated: throws when it is invalid. */
export function expectValidServerMessage(value: unknown): 'partial' | 'final' | 'error' {
  const kind = (value as { kind?: unknown } | null)?.kind;
  if (kind !== 'partial' && kind !== 'final' && kind !== 'error')
    throw new Error(`Not a server message: ${JSON.stringify(value)}`);
  const errors = streamMessageErrors(kind, value);
  if (errors.length > 0)
    throw new Error(
      `${kind} does not match the contract: ${errors.join('; ')} in ${JSON.stringify(value)}`,
    );
  return kind;
}

/** Throws when this client message does not match the contract. */
export function expectValidClientMessage(value: unknown): 'start' | 'stop' {
  const kind = (value as { kind?: unknown } | null)?.kind;
  if (kind !== 'start' && kind !== 'stop')
    throw new Error(`Not a client text message: ${JSON.stringify(value)}`);
  const errors = streamMessageErrors(kind, value);
  if (errors.length > 0)
    throw new Error(
      `${kind} does not match the contract: ${errors.join('; ')} in ${JSON.stringify(value)}`,
    );
  return kind;
}
