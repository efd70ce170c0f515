import { ProblemError } from './problem';

// How large a request body may be, by its kind (issue 28; docs/mock-backend.md#bounds). Bodies
// over the limit are a 413 problem before any handler runs, so nothing is stored.
//
// - A recording (audio/wav, or the multipart form of pronunciation evaluation and recognition) is
//   the largest body the app sends: the contract bounds a recording to 45 seconds (three times
//   the recorder's 15-second soft timeout), which as 16-bit stereo WAV at 44.1 kHz (the spec's
//   fallback format) is 7.9 MB, under the 8 MiB the speech handlers read; the multipart form adds
//   its boundaries and small text fields.
// - Every other body is JSON (or a CSP report): the largest the contract allows is well under
//   256 KiB (a 5,000-character writing answer, 200 problem uuids, action log batches).

/** The audio the speech handlers read at most (handlers/speech.ts MAX_AUDIO_BYTES). */
export const RECORDING_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
/** A multipart form's boundaries and text fields beside the recording. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Every JSON (and other) body. */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

/** Whether a body of this content type carries a recording. */
export function carriesRecording(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type.startsWith('audio/') || type === 'multipart/form-data';
}

/** The largest body accepted with this content type, in bytes. */
export function bodyLimitFor(contentType: string | null | undefined): number {
  return carriesRecording(contentType)
    ? RECORDING_BODY_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES
    : JSON_BODY_LIMIT_BYTES;
}

/** The 413 problem of a body over its limit; `errors.body` names the limit. */
export function payloadTooLarge(limit: number): ProblemError {
  return new ProblemError(
    413,
    {
      ja: `リクエストの本文が大きすぎます（上限 ${limit} バイト）`,
      en: `The request body is larger than ${limit} bytes`,
    },
    {
      type: 'https://eigo.example/problems/payload-too-large',
      errors: { body: [`The body is larger than ${limit} bytes`] },
    },
  );
}

/**
 * The 413 problem when the request declares (Content-Length) a body over its limit, else null.
 * The express server refuses such bodies before reading them; this covers msw (vitest, the
 * browser demo), where the declared length is all there is to go on before a handler reads.
 */
export function declaredBodyProblem(request: Request): ProblemError | null {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (!Number.isFinite(declared) || declared <= 0) return null;
  const limit = bodyLimitFor(request.headers.get('content-type'));
  return declared > limit ? payloadTooLarge(limit) : null;
}
