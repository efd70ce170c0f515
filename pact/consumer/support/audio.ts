import { MatchersV3, type TemplateHeaders } from '@pact-foundation/pact';
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';
import { encodeWavPcm16 } from '../../../src/lib/rules/wav';

// Recordings and multipart bodies for the speech interactions.

const SAMPLE_RATE = 8000;

/** A 16-bit PCM mono WAV of 0.1 s: a loud tone, or silence (every sample zero). */
export function wav(kind: 'tone' | 'silence' = 'tone'): Uint8Array<ArrayBuffer> {
  // The pact file holds these bytes: any change to them is a change to the committed pact.
  const samples = Int16Array.from({ length: SAMPLE_RATE / 10 }, (_, i) =>
    kind === 'tone' ? Math.round(20000 * Math.sin(i / 3)) : 0,
  );
  return new Uint8Array(encodeWavPcm16([samples], SAMPLE_RATE, 1));
}

/**
 * The boundary of the multipart bodies. fetch picks a random one for each FormData; the specs
 * encode the same parts with this one instead (multipartFetch), so that the pact records the
 * exact body a provider receives.
 */
const BOUNDARY = 'pact-multipart-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

type Part = { name: string; data: Uint8Array | string; type?: string };

/** A multipart/form-data body (RFC 7578) as fetch writes one: files are named "blob". */
function multipartBody(parts: readonly Part[]): Buffer {
  const chunks = parts.flatMap(({ name, data, type }) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
        (type ? `; filename="blob"\r\nContent-Type: ${type}` : '') +
        '\r\n\r\n',
    ),
    Buffer.from(data),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/**
 * A multipart request with these headers and parts: text parts must be equal, recordings of the
 * same type (pact cannot compare audio).
 */
export const multipartRequest =
  (headers: TemplateHeaders, parts: readonly Part[]) =>
  (builder: V4RequestBuilder): void => {
    builder.headers(headers);
    builder.body(MULTIPART, multipartBody(parts));
    builder.matchingRules({
      body: parts.flatMap(({ name, data }) =>
        typeof data === 'string' ? [{ path: `$.${name}`, rules: [MatchersV3.equal(data)] }] : [],
      ),
    });
  };

/** fetch, with FormData bodies encoded by multipartBody. */
export const multipartFetch: typeof fetch = async (input, init) => {
  if (!(init?.body instanceof FormData)) return fetch(input, init);
  const parts: Part[] = [];
  for (const [name, value] of init.body.entries()) {
    parts.push(
      typeof value === 'string'
        ? { name, data: value }
        : { name, type: value.type, data: new Uint8Array(await value.arrayBuffer()) },
    );
  }
  const headers = new Headers(init.headers);
  headers.set('Content-Type', MULTIPART);
  return fetch(input, { ...init, headers, body: new Uint8Array(multipartBody(parts)) });
};
