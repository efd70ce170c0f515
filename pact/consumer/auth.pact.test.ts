import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  loginIndividual,
  loginOrganisation,
  logout,
  requestPasswordReset,
  resetPassword,
  setPasswordWithJwt,
  setPasswordWithTmpPassword,
  validateJwt,
  validateResetJwt,
  validateSso,
  validateTmpPassword,
} from '../../src/api/generated/endpoints/auth/auth';
import { STATE } from '../../mock-server/seed/provider-state-names';
import { createConsumerPact, useMockServer } from './support/consumer-pact';
import {
  aliasHeaders,
  apiError,
  fromState,
  json,
  problem,
  publicHeaders,
  request,
  SIGNED_IN,
  UNKNOWN_TOKEN,
  unknownTokenHeaders,
} from './support/requests';

const { string } = MatchersV3;

const pact = createConsumerPact('auth');

const HANA = { email: 'hana@sakura.example', password: 'sakura2026' };
const INVITED = { email: 'new@sakura.example', tmpPassword: 'temp2026x' };
/** Satisfies the password rules (spec section 5); WEAK_PASSWORD breaks the length rule. */
const NEW_PASSWORD = 'sakura2027';
const WEAK_PASSWORD = 'short1';

const session = json({ authToken: string('a-new-session-token') });

describe('auth', () => {
  it('loginIndividual: signs in with e-mail and password', async () => {
    await pact
      .addInteraction()
      .given(STATE.memberHasPassword, HANA)
      .uponReceiving('an individual login with the right password')
      .withRequest('POST', '/api/v1/auth/individual/', request(publicHeaders, HANA))
      .willRespondWith(200, session)
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await loginIndividual(HANA)).authToken).toBe('a-new-session-token');
      });
  });

  it('loginIndividual: 400 with a wrong password', async () => {
    const body = { email: HANA.email, password: 'not-her-password1' };
    await pact
      .addInteraction()
      .given(STATE.memberHasPassword, HANA)
      .uponReceiving('an individual login with a wrong password')
      .withRequest('POST', '/api/v1/auth/individual/', request(publicHeaders, body))
      .willRespondWith(400, problem(400, ['credentials']))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await apiError(loginIndividual(body))).status).toBe(400);
      });
  });

  it('loginIndividual: 503 while maintenance is active', async () => {
    await pact
      .addInteraction()
      .given(STATE.maintenanceActive)
      .uponReceiving('an individual login during maintenance')
      .withRequest('POST', '/api/v1/auth/individual/', request(publicHeaders, HANA))
      .willRespondWith(503, problem(503))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await apiError(loginIndividual(HANA))).status).toBe(503);
      });
  });

  it('loginOrganisation: signs in an organisation member', async () => {
    await pact
      .addInteraction()
      .given(STATE.memberHasPassword, HANA)
      .uponReceiving('an organisation login with the right password')
      .withRequest('POST', '/api/v1/auth/organisation/', request(publicHeaders, HANA))
      .willRespondWith(200, session)
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await loginOrganisation(HANA)).authToken).toBe('a-new-session-token');
      });
  });

  it('logout: ends the session', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a logout')
      .withRequest('POST', '/api/v1/auth/logout/', request(aliasHeaders))
      .willRespondWith(204)
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        await expect(logout()).resolves.toBeUndefined();
      });
  });

  it('logout: 401 with a token that was never issued', async () => {
    await pact
      .addInteraction()
      .given(STATE.nobodySignedIn)
      .uponReceiving('a logout with an unknown token')
      .withRequest('POST', '/api/v1/auth/logout/', request(unknownTokenHeaders))
      .willRespondWith(401, problem(401))
      .executeTest(async (server) => {
        useMockServer(server, { token: UNKNOWN_TOKEN });
        expect((await apiError(logout())).status).toBe(401);
      });
  });

  it('validateTmpPassword: a temporary password that is the account’s', async () => {
    await pact
      .addInteraction()
      .given(STATE.memberHasTmpPassword, INVITED)
      .uponReceiving('a check of the right temporary password')
      .withRequest('POST', '/api/v1/auth/validate-tmp-password/', request(publicHeaders, INVITED))
      .willRespondWith(200, json({ valid: true }))
      .executeTest(async (server) => {
        useMockServer(server);
        expect(await validateTmpPassword(INVITED)).toEqual({ valid: true });
      });
  });

  it('setPasswordWithTmpPassword: sets the first password and signs in', async () => {
    const body = { ...INVITED, password: NEW_PASSWORD };
    await pact
      .addInteraction()
      .given(STATE.memberHasTmpPassword, INVITED)
      .uponReceiving('a new password with the temporary password')
      .withRequest(
        'POST',
        '/api/v1/auth/set-password-with-tmp-password/',
        request(publicHeaders, body),
      )
      .willRespondWith(200, session)
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await setPasswordWithTmpPassword(body)).authToken).toBe('a-new-session-token');
      });
  });

  it('setPasswordWithTmpPassword: 400 with errors.password for a weak password', async () => {
    const body = { ...INVITED, password: WEAK_PASSWORD };
    await pact
      .addInteraction()
      .given(STATE.memberHasTmpPassword, INVITED)
      .uponReceiving('a too short new password with the temporary password')
      .withRequest(
        'POST',
        '/api/v1/auth/set-password-with-tmp-password/',
        request(publicHeaders, body),
      )
      .willRespondWith(400, problem(400, ['password']))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await apiError(setPasswordWithTmpPassword(body))).firstError('password')).toBe(
          'A message',
        );
      });
  });

  it('validateJwt: an invitation link that requires a password', async () => {
    await pact
      .addInteraction()
      .given(STATE.memberInvited, { email: INVITED.email })
      .uponReceiving('a check of an unused invitation link')
      .withRequest(
        'POST',
        '/api/v1/auth/jwt/validate/',
        request(publicHeaders, { token: fromState('invitationToken') }),
      )
      .willRespondWith(
        200,
        json({
          status: 'REQUIRED_TO_SET_PASSWORD',
          email: string(INVITED.email),
          orgName: string('Sakura Junior High School'),
          userName: string('Nana Suzuki'),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await validateJwt({ token: 'example.invitation.token' });
        expect(answer.status).toBe('REQUIRED_TO_SET_PASSWORD');
      });
  });

  it('setPasswordWithJwt: sets the first password with the invitation link', async () => {
    await pact
      .addInteraction()
      .given(STATE.memberInvited, { email: INVITED.email })
      .uponReceiving('a new password with an invitation link')
      .withRequest(
        'POST',
        '/api/v1/auth/jwt/set-password/',
        request(publicHeaders, { token: fromState('invitationToken'), password: NEW_PASSWORD }),
      )
      .willRespondWith(200, session)
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await setPasswordWithJwt({
          token: 'example.invitation.token',
          password: NEW_PASSWORD,
        });
        expect(answer.authToken).toBe('a-new-session-token');
      });
  });

  it('setPasswordWithJwt: 400 with errors.password for a weak password', async () => {
    await pact
      .addInteraction()
      .given(STATE.memberInvited, { email: INVITED.email })
      .uponReceiving('a too short new password with an invitation link')
      .withRequest(
        'POST',
        '/api/v1/auth/jwt/set-password/',
        request(publicHeaders, { token: fromState('invitationToken'), password: WEAK_PASSWORD }),
      )
      .willRespondWith(400, problem(400, ['password']))
      .executeTest(async (server) => {
        useMockServer(server);
        const error = await apiError(
          setPasswordWithJwt({ token: 'example.invitation.token', password: WEAK_PASSWORD }),
        );
        expect(error.firstError('password')).toBe('A message');
      });
  });

  it('requestPasswordReset: asks for a reset link', async () => {
    await pact
      .addInteraction()
      .given(STATE.memberHasPassword, HANA)
      .uponReceiving('a password reset request')
      .withRequest(
        'POST',
        '/api/v1/auth/reset-password/request/',
        request(publicHeaders, { email: HANA.email }),
      )
      .willRespondWith(
        200,
        json({ detail: string('If the account exists, a link is on its way.') }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await requestPasswordReset({ email: HANA.email })).detail).toBeTruthy();
      });
  });

  it('requestPasswordReset: asks for a reset link that goes on to nextPath', async () => {
    // Spec 2.2: the login's nextPath (a teacher's link, aliasUuid and all) survives the reset.
    const nextPath = '/course/explore/?aliasUuid=alias-of-the-link';
    await pact
      .addInteraction()
      .given(STATE.memberHasPassword, HANA)
      .uponReceiving('a password reset request with the nextPath of the login')
      .withRequest(
        'POST',
        '/api/v1/auth/reset-password/request/',
        request(publicHeaders, { email: HANA.email, nextPath }),
      )
      .willRespondWith(
        200,
        json({ detail: string('If the account exists, a link is on its way.') }),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await requestPasswordReset({ email: HANA.email, nextPath })).detail).toBeTruthy();
      });
  });

  it('validateResetJwt: a reset link that may be used', async () => {
    await pact
      .addInteraction()
      .given(STATE.memberRequestedReset, { email: HANA.email })
      .uponReceiving('a check of an unused password reset link')
      .withRequest(
        'POST',
        '/api/v1/auth/reset-password/validate/',
        request(publicHeaders, { token: fromState('resetToken') }),
      )
      .willRespondWith(200, json({ status: 'VALID' }))
      .executeTest(async (server) => {
        useMockServer(server);
        expect(await validateResetJwt({ token: 'example.reset.token' })).toEqual({
          status: 'VALID',
        });
      });
  });

  it('resetPassword: sets a new password with the reset link', async () => {
    await pact
      .addInteraction()
      .given(STATE.memberRequestedReset, { email: HANA.email })
      .uponReceiving('a new password with a reset link')
      .withRequest(
        'POST',
        '/api/v1/auth/reset-password/',
        request(publicHeaders, { token: fromState('resetToken'), password: NEW_PASSWORD }),
      )
      .willRespondWith(200, session)
      .executeTest(async (server) => {
        useMockServer(server);
        const answer = await resetPassword({
          token: 'example.reset.token',
          password: NEW_PASSWORD,
        });
        expect(answer.authToken).toBe('a-new-session-token');
      });
  });

  it('resetPassword: 400 with errors.password for a weak password', async () => {
    await pact
      .addInteraction()
      .given(STATE.memberRequestedReset, { email: HANA.email })
      .uponReceiving('a too short new password with a reset link')
      .withRequest(
        'POST',
        '/api/v1/auth/reset-password/',
        request(publicHeaders, { token: fromState('resetToken'), password: WEAK_PASSWORD }),
      )
      .willRespondWith(400, problem(400, ['password']))
      .executeTest(async (server) => {
        useMockServer(server);
        const error = await apiError(
          resetPassword({ token: 'example.reset.token', password: WEAK_PASSWORD }),
        );
        expect(error.firstError('password')).toBe('A message');
      });
  });

  it('validateSso: exchanges a single sign-on token for a session', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaCanUseSso)
      .uponReceiving('a valid single sign-on token')
      .withRequest(
        'POST',
        '/api/v1/auth/sso/validate/',
        request(publicHeaders, { token: fromState('ssoToken') }),
      )
      .willRespondWith(200, session)
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await validateSso({ token: 'example-sso-token' })).authToken).toBe(
          'a-new-session-token',
        );
      });
  });

  it('validateSso: 400 for an unknown token', async () => {
    const body = { token: 'sso-token-that-was-never-issued' };
    await pact
      .addInteraction()
      .given(STATE.nobodySignedIn)
      .uponReceiving('an unknown single sign-on token')
      .withRequest('POST', '/api/v1/auth/sso/validate/', request(publicHeaders, body))
      .willRespondWith(400, problem(400))
      .executeTest(async (server) => {
        useMockServer(server);
        expect((await apiError(validateSso(body))).status).toBe(400);
      });
  });
});
