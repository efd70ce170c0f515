import { ApiError } from '../../api/http-client';
import { isBadRequest, isOrganisationOnly, linkProblemOf, logFailure } from './api-errors';
import type { Feedback } from './feedback';
import { commonMessages, linkMessages, loginMessages, passwordMessages } from './messages';

/** Where a refused set-password call's message goes: the password field or the whole form. */
export type NewPasswordFailure = { password?: Feedback; form?: Feedback };

/**
 * The message for a refused set-password, reset or temporary-password call (spec 5, 8): the
 * server's first password message, a link that is no longer usable, a wrong temporary password,
 * an individual account; anything else is the unknown error (and logged).
 */
export function newPasswordFailure(error: unknown): NewPasswordFailure {
  const serverMessage = error instanceof ApiError ? error.firstError('password') : undefined;
  if (serverMessage) return { password: serverMessage };
  const link = linkProblemOf(error);
  if (link) return { form: linkMessages[link] };
  if (isBadRequest(error, 'tmpPassword')) return { form: loginMessages.incorrectDetails };
  if (isOrganisationOnly(error)) return { form: commonMessages.organisationOnly };
  logFailure('set-password-failed', error);
  return { form: passwordMessages.unknown };
}
