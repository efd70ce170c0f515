import { loginIndividual, validateTmpPassword } from '../../api/generated/endpoints/auth/auth';
import { isBadRequest, isOrganisationOnly } from './api-errors';

export type PasswordSignIn =
  | { kind: 'signed-in'; authToken: string }
  /** The typed password is the account's temporary one: a new password must be set first. */
  | { kind: 'temporary-password' }
  | { kind: 'incorrect-details' }
  | { kind: 'organisation-only' };

/**
 * The login of spec 4.2: the individual login (the only kind the web app uses); when it is
 * refused, the typed password is tried as a temporary password. Other failures (network,
 * maintenance) are thrown.
 */
export async function signInWithPassword(email: string, password: string): Promise<PasswordSignIn> {
  try {
    const { authToken } = await loginIndividual({ email, password });
    return { kind: 'signed-in', authToken };
  } catch (error) {
    if (isOrganisationOnly(error)) return { kind: 'organisation-only' };
    if (!isBadRequest(error)) throw error;
  }
  try {
    const { valid } = await validateTmpPassword({ email, tmpPassword: password });
    return valid ? { kind: 'temporary-password' } : { kind: 'incorrect-details' };
  } catch (error) {
    if (isBadRequest(error)) return { kind: 'incorrect-details' };
    throw error;
  }
}
