import { http, HttpResponse } from 'msw';
import { json } from '../runtime/bodies';
import {
  LoginIndividualBody,
  LoginOrganisationBody,
  RequestPasswordResetBody,
  ResetPasswordBody,
  SetPasswordWithJwtBody,
  SetPasswordWithTmpPasswordBody,
  ValidateJwtBody,
  ValidateResetJwtBody,
  ValidateSsoBody,
  ValidateTmpPasswordBody,
} from '../../src/api/generated/zod/auth/auth.zod';
import { PASSWORD_MESSAGES, checkPassword } from '../../src/lib/rules/password-rules';
import { issueLink, markLinkUsed, readLink, revokeLinksOf, type ReadLink } from '../db/auth-links';
import { issueAuthToken, revokeAuthTokensOf } from '../db/auth-tokens';
import { aliasesOf, organisations, tokens, userByEmail, users, type User } from '../db/identity';
import { pushTags } from '../db/push-tags';
import { dropSubscriptionsOf } from '../push/subscriptions';
import { recordSentResetLink } from '../db/sent-reset-links';
import { recordActivity } from '../runtime/activity';
import { authenticate } from '../runtime/auth-context';
import { now } from '../runtime/clock';
import { languageOf } from '../runtime/language';
import { withLock } from '../runtime/locks';
import { parseJsonBody } from '../runtime/parse';
import { ProblemError, badRequest } from '../runtime/problem';
import { attemptKeys, recordFailure, recordSignIn, tooManyAttempts } from '../runtime/rate-limits';
import { api, route } from '../runtime/route';
import { AUTH_MESSAGES } from '../rules/auth-messages';
import type { LinkOutcome } from '../rules/link-outcome';
import { constantTimeEqual } from '../rules/link-token';
import { SSO_DEMO_TOKEN, USER } from '../seed/demo-identities';

// Handlers of the `auth` tag. Only organisation members may sign in to the web app: whatever
// would open a session for an individual user answers 403 organisation-only, before any change.

const PROBLEM = 'https://eigo.example/problems';

type Text = { ja: string; en: string };

/** A 400 problem of its own type whose `errors[field]` holds the text in the request's language. */
const fieldProblem = (request: Request, slug: string, field: string, text: Text) =>
  new ProblemError(400, text, {
    type: `${PROBLEM}/${slug}`,
    errors: { [field]: [text[languageOf(request)]] },
  });

function assertOrganisationMember(request: Request, user: User): void {
  if (user.userType !== 'org_member') {
    throw new ProblemError(403, AUTH_MESSAGES.organisationOnly, {
      type: `${PROBLEM}/organisation-only`,
      // The generic 403 title speaks of aliases; this refusal is about the kind of account.
      title: AUTH_MESSAGES.organisationOnlyTitle[languageOf(request)],
    });
  }
}

/** 400 with errors.password: [the first failing rule's message] in the request's language. */
function assertPasswordRules(request: Request, password: string): void {
  const rule = checkPassword(password);
  if (rule)
    throw badRequest(
      { password: [PASSWORD_MESSAGES[rule][languageOf(request)]] },
      PASSWORD_MESSAGES[rule],
    );
}

/** The link's account and id when the link is in the `usable` state, else 400 with errors.token. */
function usableLink(
  request: Request,
  read: ReadLink,
  usable: LinkOutcome,
): { user: User; jti: string } {
  if (read.outcome === usable && read.user && read.link) {
    return { user: read.user, jti: read.link.jti };
  }
  if (read.outcome === 'EXPIRED') {
    throw fieldProblem(request, 'link-expired', 'token', AUTH_MESSAGES.linkExpired);
  }
  if (read.outcome === 'ERROR') {
    throw fieldProblem(request, 'link-error', 'token', AUTH_MESSAGES.linkError);
  }
  // Also an invitation whose account already has a password: it signs in, it sets nothing.
  throw fieldProblem(request, 'link-invalid', 'token', AUTH_MESSAGES.linkInvalid);
}

/** A new session for the user: a token, and the account known at the request's address. */
async function signedIn(request: Request, user: User): Promise<string> {
  await recordSignIn(request, user.email);
  return issueAuthToken(user.uuid);
}

/**
 * Sets the password and opens a new session. Every other session of the user ends (its tokens
 * answer 401 from now on) and every link that could still set a password or sign in is voided,
 * but `keepLink`: the invitation just used, which signs in from then on (validateJwt VALID).
 */
async function setPasswordAndSignIn(
  request: Request,
  user: User,
  password: string,
  keepLink?: string,
): Promise<Response> {
  await users.update(user.uuid, (draft) => {
    draft.password = password;
    draft.tmpPassword = null;
  });
  await revokeAuthTokensOf(user.uuid);
  await revokeLinksOf(user.uuid, keepLink);
  return json({ authToken: await signedIn(request, user) });
}

const login = (body: typeof LoginIndividualBody | typeof LoginOrganisationBody) =>
  route(async ({ request }) => {
    const { email, password } = await parseJsonBody(request, body);
    const keys = attemptKeys(request, email);
    const limited = tooManyAttempts(request, keys);
    if (limited) return limited;
    const user = userByEmail(email);
    // A temporary password is not a password: the client then tries validateTmpPassword.
    if (!user || user.password === null || user.password !== password) {
      await recordFailure(keys);
      throw fieldProblem(
        request,
        'invalid-credentials',
        'credentials',
        AUTH_MESSAGES.incorrectDetails,
      );
    }
    assertOrganisationMember(request, user);
    return json({ authToken: await signedIn(request, user) });
  });

export const authHandlers = [
  http.post(api('/auth/individual/'), login(LoginIndividualBody)),
  // The organisation login follows the same rules (the client never calls it).
  http.post(api('/auth/organisation/'), login(LoginOrganisationBody)),

  http.post(
    api('/auth/logout/'),
    route(async ({ request }) => {
      const { token, user } = authenticate(request);
      await tokens.remove(token);
      // Spec 4.2: logging out also clears the push tags, so no notification follows the user.
      await pushTags.remove(user.uuid);
      await dropSubscriptionsOf(user.uuid);
      recordActivity('signOut', user.uuid);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    api('/auth/validate-tmp-password/'),
    route(async ({ request }) => {
      const { email, tmpPassword } = await parseJsonBody(request, ValidateTmpPasswordBody);
      const keys = attemptKeys(request, email);
      const limited = tooManyAttempts(request, keys);
      if (limited) return limited;
      const user = userByEmail(email);
      const valid = !!user && user.tmpPassword !== null && user.tmpPassword === tmpPassword;
      if (!valid) await recordFailure(keys);
      return json({ valid });
    }),
  ),

  http.post(
    api('/auth/set-password-with-tmp-password/'),
    route(async ({ request }) => {
      const body = await parseJsonBody(request, SetPasswordWithTmpPasswordBody);
      const keys = attemptKeys(request, body.email);
      const limited = tooManyAttempts(request, keys);
      if (limited) return limited;
      const user = userByEmail(body.email);
      if (!user || user.tmpPassword === null || user.tmpPassword !== body.tmpPassword) {
        await recordFailure(keys);
        throw fieldProblem(
          request,
          'invalid-credentials',
          'tmpPassword',
          AUTH_MESSAGES.incorrectDetails,
        );
      }
      assertOrganisationMember(request, user);
      assertPasswordRules(request, body.password);
      return setPasswordAndSignIn(request, user, body.password);
    }),
  ),

  http.post(
    api('/auth/jwt/validate/'),
    route(async ({ request }) => {
      const { token } = await parseJsonBody(request, ValidateJwtBody);
      const keys = attemptKeys(request);
      const limited = tooManyAttempts(request, keys);
      if (limited) return limited;
      const { outcome, user } = readLink(token, 'invitation');
      if (outcome === 'INVALID') await recordFailure(keys);
      if (outcome === 'VALID' && user) {
        assertOrganisationMember(request, user);
        return json({ status: outcome, authToken: await signedIn(request, user) });
      }
      if (outcome === 'REQUIRED_TO_SET_PASSWORD' && user) {
        const organisation = organisations.get(aliasesOf(user.uuid)[0]?.orgHash ?? '');
        return json({
          status: outcome,
          email: user.email,
          orgName: organisation?.name ?? '',
          userName: user.userName,
        });
      }
      return json({ status: outcome });
    }),
  ),

  http.post(
    api('/auth/jwt/set-password/'),
    route(async ({ request }) => {
      const { token, password } = await parseJsonBody(request, SetPasswordWithJwtBody);
      const keys = attemptKeys(request);
      const limited = tooManyAttempts(request, keys);
      if (limited) return limited;
      // Serialised per link so that two concurrent calls cannot both set the first password.
      return withLock(`auth-link:${token}`, async () => {
        const read = readLink(token, 'invitation');
        if (read.outcome === 'INVALID') await recordFailure(keys);
        const { user, jti } = usableLink(request, read, 'REQUIRED_TO_SET_PASSWORD');
        assertOrganisationMember(request, user);
        assertPasswordRules(request, password);
        // The invitation stays valid: opened again it now signs the user in (VALID); it can
        // never set a password again (it is no longer REQUIRED_TO_SET_PASSWORD).
        return setPasswordAndSignIn(request, user, password, jti);
      });
    }),
  ),

  http.post(
    api('/auth/reset-password/request/'),
    route(async ({ request }) => {
      const { email, nextPath } = await parseJsonBody(request, RequestPasswordResetBody);
      const keys = attemptKeys(request, email);
      const limited = tooManyAttempts(request, keys);
      if (limited) return limited;
      // A reset request has no failure of its own: each one counts (it mails the account).
      await recordFailure(keys);
      const user = userByEmail(email);
      if (user) {
        const { url, jti, expiresAt } = await issueLink('reset', user.uuid, { nextPath });
        // The mock sends no mail: the link is in its log and in the console's list of sent links.
        console.info(`[mock] password reset link for ${user.email}: ${url}`);
        await recordSentResetLink({
          userUuid: user.uuid,
          jti,
          url,
          sentAt: now().toISOString(),
          expiresAt,
        });
        recordActivity('resetLinkSent', user.uuid);
      }
      return json({ detail: AUTH_MESSAGES.resetRequested[languageOf(request)] });
    }),
  ),

  http.post(
    api('/auth/reset-password/validate/'),
    route(async ({ request }) => {
      const { token } = await parseJsonBody(request, ValidateResetJwtBody);
      const keys = attemptKeys(request);
      const limited = tooManyAttempts(request, keys);
      if (limited) return limited;
      const { outcome } = readLink(token, 'reset');
      if (outcome === 'INVALID') await recordFailure(keys);
      return json({ status: outcome });
    }),
  ),

  http.post(
    api('/auth/reset-password/'),
    route(async ({ request }) => {
      const { token, password } = await parseJsonBody(request, ResetPasswordBody);
      const keys = attemptKeys(request);
      const limited = tooManyAttempts(request, keys);
      if (limited) return limited;
      // Serialised per link so that it is used once even by concurrent calls.
      return withLock(`auth-link:${token}`, async () => {
        const read = readLink(token, 'reset');
        if (read.outcome === 'INVALID') await recordFailure(keys);
        const { user, jti } = usableLink(request, read, 'VALID');
        assertOrganisationMember(request, user);
        assertPasswordRules(request, password);
        await markLinkUsed(jti);
        return setPasswordAndSignIn(request, user, password);
      });
    }),
  ),

  http.post(
    api('/auth/sso/validate/'),
    route(async ({ request }) => {
      const { token } = await parseJsonBody(request, ValidateSsoBody);
      const keys = attemptKeys(request);
      const limited = tooManyAttempts(request, keys);
      if (limited) return limited;
      const user = constantTimeEqual(token, SSO_DEMO_TOKEN) ? users.get(USER.hana.uuid) : undefined;
      if (!user) {
        await recordFailure(keys);
        throw fieldProblem(request, 'invalid-sso-token', 'token', AUTH_MESSAGES.ssoInvalid);
      }
      assertOrganisationMember(request, user);
      return json({ authToken: await signedIn(request, user) });
    }),
  ),
];
