import { ApiError } from '../../api/http-client';
import { logEvent } from '../../lib/services/log-event';

// The problem types the auth operations answer with (contracts/paths/auth.yaml).
const PROBLEM = 'https://eigo.example/problems/';

export type LinkProblem = 'invalid' | 'expired' | 'error';

const problemType = (error: unknown): string | null =>
  error instanceof ApiError ? error.problem.type : null;

/** 403: the account is an individual one, which the web app does not serve (spec 1, 8). */
export const isOrganisationOnly = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 403 &&
  problemType(error) === `${PROBLEM}organisation-only`;

/** The state of an invitation or reset link that a set-password call was refused for. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  switch (problemType(error)) {
    case `${PROBLEM}link-invalid`:
      return 'invalid';
    case `${PROBLEM}link-expired`:
      return 'expired';
    case `${PROBLEM}link-error`:
      return 'error';
    default:
      return null;
  }
}

/** A 400 answer, optionally only one that names `field` in its errors. */
export const isBadRequest = (error: unknown, field?: string): boolean =>
  error instanceof ApiError &&
  error.status === 400 &&
  (!field || error.firstError(field) !== undefined);

/** Failures without a message of their own are only logged (spec 8). */
export function logFailure(event: string, error: unknown): void {
  logEvent(event, {
    status: error instanceof ApiError ? error.status : undefined,
    message: error instanceof Error ? error.message : String(error),
  });
}

/** The message of a link status that cannot be used; spec 8: an unknown status throws. */
export function linkProblemOfStatus(status: string): LinkProblem {
  if (status === 'INVALID') return 'invalid';
  if (status === 'EXPIRED') return 'expired';
  if (status === 'ERROR') return 'error';
  throw new Error(`Unknown link status: ${status}`);
}
