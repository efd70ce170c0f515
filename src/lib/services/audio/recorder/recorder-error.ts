// Why recording could not start or go on, in the terms the learner is told (spec 8, microphone).

export type RecorderErrorCode =
  /** The learner or the browser refused the microphone: "allow microphone usage". */
  | 'permission-denied'
  /** No microphone, or one another application holds. */
  | 'no-device'
  /** No getUserMedia (an insecure page, an old browser) or no AudioWorklet. */
  | 'unsupported'
  /** Anything else: "an unknown error". */
  | 'unknown';

export class RecorderError extends Error {
  constructor(
    readonly code: RecorderErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`Recorder: ${code}`, options);
    this.name = 'RecorderError';
  }
}

/** getUserMedia's DOMException names, as the learner's case. */
const BY_NAME: Record<string, RecorderErrorCode> = {
  NotAllowedError: 'permission-denied',
  SecurityError: 'permission-denied',
  PermissionDeniedError: 'permission-denied', // older Chrome
  NotFoundError: 'no-device',
  DevicesNotFoundError: 'no-device', // older Chrome
  OverconstrainedError: 'no-device',
  NotReadableError: 'no-device',
  TrackStartError: 'no-device', // older Chrome
  NotSupportedError: 'unsupported',
};

/** Any failure as a RecorderError (one already is stays as it is). */
export function toRecorderError(error: unknown): RecorderError {
  if (error instanceof RecorderError) return error;
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return new RecorderError(BY_NAME[name] ?? 'unknown', { cause: error });
}
