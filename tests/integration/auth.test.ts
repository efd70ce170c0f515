import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { issueInvitation } from '../../src/api/generated/endpoints/mock/mock';
import { getProfile, listAliases, tagAlias } from '../../src/api/generated/endpoints/user/user';
import { pushTags } from '../../mock-server/db/push-tags';
import { PASSWORD_MESSAGES } from '../../src/lib/rules/password-rules';
import { tokens, userByEmail, users } from '../../mock-server/db/identity';
import { setClock } from '../../mock-server/runtime/clock';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { PROBLEM, apiError } from '../support/api-error';
import { signInHana } from '../support/demo-sign-in';
import { TEST_NOW, actAs, signIn, useMockBackend } from '../support/mock-backend';

/** Requests a reset link and returns the link (the mock prints it instead of mailing it). */
async function requestResetLink(body: Parameters<typeof requestPasswordReset>[0]): Promise<URL> {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  await requestPasswordReset(body);
  const line = info.mock.calls
    .map((call) => String(call[0]))
    .find((text) => text.includes(body.email));
  info.mockRestore();
  const link = /\/user\/password-change\/from-request\?\S+/.exec(line ?? '');
  if (!link) throw new Error(`no reset link printed for ${body.email}`);
  // Only to take the app path apart; never requested.
  return new URL(link[0], 'http://app.invalid');
}

/** Requests a reset link for the address and returns its token. */
async function requestResetToken(email: string): Promise<string> {
  const token = (await requestResetLink({ email })).searchParams.get('token');
  if (!token) throw new Error(`no token in the reset link for ${email}`);
  return token;
}

/** Signs in with the token and reads the profile, proving the token opens a session. */
async function profileWith(authToken: string, aliasUuid: string) {
  actAs({ token: authToken, aliasUuid });
  return getProfile();
}

describe('auth', () => {
  useMockBackend();
  afterEach(() => vi.restoreAllMocks());

  describe('loginIndividual', () => {
    it('signs in a demo account with a token that opens a session', async () => {
      const { authToken } = await loginIndividual({
        email: USER.hana.email,
        password: USER.hana.password,
      });
      expect(authToken.length).toBeGreaterThanOrEqual(32);
      expect((await profileWith(authToken, ALIAS.hanaSakura)).email).toBe(USER.hana.email);
    });

    it('compares the e-mail without regard to case and issues a new token each time', async () => {
      const first = await loginIndividual({ email: 'HANA@Sakura.example', password: 'sakura2026' });
      const second = await loginIndividual({
        email: 'hana@sakura.example',
        password: 'sakura2026',
      });
      expect(first.authToken).not.toBe(second.authToken);
    });

    it.each([
      [
        'ja',
        'a wrong password',
        USER.hana.email,
        'wrong2026',
        'メールアドレスとパスワードを正しく入力してください',
      ],
      [
        'en',
        'a wrong password',
        USER.hana.email,
        'wrong2026',
        'An account could not be found matching the entered credentials',
      ],
      [
        'en',
        'an unknown e-mail',
        'nobody@sakura.example',
        'sakura2026',
        'An account could not be found matching the entered credentials',
      ],
      [
        'en',
        'a temporary password',
        USER.new.email,
        USER.new.tmpPassword,
        'An account could not be found matching the entered credentials',
      ],
    ] as const)(
      'answers 400 incorrectDetails (%s) for %s, without a session',
      async (language, _label, email, password, text) => {
        actAs({ language });
        const before = tokens.size;
        const error = await apiError(loginIndividual({ email, password }));
        expect(error.status).toBe(400);
        expect(error.problem.type).toBe(`${PROBLEM}/invalid-credentials`);
        expect(error.firstError('credentials')).toBe(text);
        expect(tokens.size).toBe(before);
      },
    );

    it.each([
      ['ja', 'このサービスは団体ユーザー専用です。個人ユーザーの方はアプリをご利用ください。'],
      ['en', 'This is only for organizational users. Individual users should use the app.'],
    ] as const)(
      'refuses the individual user with 403 organisation-only (%s)',
      async (language, text) => {
        actAs({ language });
        const error = await apiError(
          loginIndividual({ email: USER.solo.email, password: USER.solo.password }),
        );
        expect(error.status).toBe(403);
        expect(error.problem.type).toBe(`${PROBLEM}/organisation-only`);
        expect(error.problem.title).toBe(
          language === 'ja' ? '団体ユーザー専用です' : 'For organisation users only',
        );
        expect(error.problem.detail).toBe(text);
        expect(tokens.size).toBe(0);
      },
    );

    it('answers 400 naming the field for a missing password', async () => {
      const error = await apiError(loginIndividual({ email: USER.hana.email, password: '' }));
      expect(error.status).toBe(400);
      expect(error.firstError('password')).toBeDefined();
    });
  });

  describe('loginOrganisation', () => {
    it('signs in an organisation member and refuses the individual user', async () => {
      const { authToken } = await loginOrganisation({
        email: USER.taro.email,
        password: USER.taro.password,
      });
      expect((await profileWith(authToken, ALIAS.taroKaisha)).orgName).toBe('Kaisha Trading Co.');
      actAs({});
      const error = await apiError(
        loginOrganisation({ email: USER.solo.email, password: USER.solo.password }),
      );
      expect(error.status).toBe(403);
    });
  });

  describe('logout', () => {
    it('invalidates the token', async () => {
      const token = await signIn(USER.hana.email, USER.hana.password);
      await logout();
      expect(tokens.has(token)).toBe(false);
      expect((await apiError(listAliases())).status).toBe(401);
    });

    it('clears the push tags of the user (spec 4.2)', async () => {
      const token = await signInHana();
      await tagAlias();
      expect(pushTags.has(USER.hana.uuid)).toBe(true);
      actAs({ token });
      await logout();
      expect(pushTags.has(USER.hana.uuid)).toBe(false);
    });

    it('answers 401 without a valid token', async () => {
      expect((await apiError(logout())).status).toBe(401);
      actAs({ token: 'not-a-token' });
      expect((await apiError(logout())).status).toBe(401);
    });
  });

  describe('temporary passwords', () => {
    it.each([
      [
        'the invited account and its temporary password',
        USER.new.email,
        USER.new.tmpPassword,
        true,
      ],
      ['a wrong temporary password', USER.new.email, 'temp2026y', false],
      ['an unknown e-mail', 'nobody@sakura.example', USER.new.tmpPassword, false],
      ['an account with a password of its own', USER.hana.email, USER.hana.password, false],
    ])('validateTmpPassword: %s → %s', async (_label, email, tmpPassword, valid) => {
      expect(await validateTmpPassword({ email, tmpPassword })).toEqual({ valid });
    });

    it('setPasswordWithTmpPassword sets the password, signs in and retires the temporary one', async () => {
      const { authToken } = await setPasswordWithTmpPassword({
        email: USER.new.email,
        tmpPassword: USER.new.tmpPassword,
        password: 'nana2026',
      });
      expect((await profileWith(authToken, ALIAS.newSakura)).userName).toBe('Nana Suzuki');
      actAs({});
      expect(
        await validateTmpPassword({ email: USER.new.email, tmpPassword: USER.new.tmpPassword }),
      ).toEqual({ valid: false });
      expect(
        (await loginIndividual({ email: USER.new.email, password: 'nana2026' })).authToken,
      ).toBeTruthy();
    });

    it.each([
      ['ja', 'short1', PASSWORD_MESSAGES.length.ja],
      ['en', 'short1', PASSWORD_MESSAGES.length.en],
      ['en', 'ｎａｎａ２０２６', PASSWORD_MESSAGES.allowedCharacters.en],
      ['en', 'nana@2026', PASSWORD_MESSAGES.symbols.en],
      ['ja', '20262026', PASSWORD_MESSAGES.letter.ja],
      ['en', 'nanasuzuki', PASSWORD_MESSAGES.digit.en],
    ] as const)(
      'refuses a password breaking a rule (%s: %s) and changes nothing',
      async (language, password, text) => {
        actAs({ language });
        const error = await apiError(
          setPasswordWithTmpPassword({
            email: USER.new.email,
            tmpPassword: USER.new.tmpPassword,
            password,
          }),
        );
        expect(error.status).toBe(400);
        expect(error.problem.errors).toEqual({ password: [text] });
        expect(userByEmail(USER.new.email)).toMatchObject({
          password: null,
          tmpPassword: USER.new.tmpPassword,
        });
      },
    );

    it('refuses a wrong temporary password with errors.tmpPassword', async () => {
      actAs({ language: 'en' });
      const error = await apiError(
        setPasswordWithTmpPassword({
          email: USER.new.email,
          tmpPassword: 'temp2026y',
          password: 'nana2026',
        }),
      );
      expect(error.status).toBe(400);
      expect(error.firstError('tmpPassword')).toBe(
        'An account could not be found matching the entered credentials',
      );
      expect(userByEmail(USER.new.email)?.password).toBeNull();
    });
  });

  describe('invitation links', () => {
    it('issueInvitation gives a JWT and the app URL that carries it', async () => {
      const { token, url } = await issueInvitation({ email: USER.new.email });
      expect(token.split('.')).toHaveLength(3);
      expect(url).toBe(`/user/password-change/from-invitation?token=${encodeURIComponent(token)}`);
      expect((await apiError(issueInvitation({ email: 'nobody@sakura.example' }))).status).toBe(
        404,
      );
    });

    it('validateJwt: an invited account without a password must set one', async () => {
      const { token } = await issueInvitation({ email: USER.new.email });
      expect(await validateJwt({ token })).toEqual({
        status: 'REQUIRED_TO_SET_PASSWORD',
        email: USER.new.email,
        orgName: 'Sakura Junior High School',
        userName: 'Nana Suzuki',
      });
    });

    it('validateJwt: an account with a password is signed in (VALID with a token)', async () => {
      const { token } = await issueInvitation({ email: USER.hana.email });
      const answer = await validateJwt({ token });
      expect(answer.status).toBe('VALID');
      expect((await profileWith(answer.authToken!, ALIAS.hanaSakura)).email).toBe(USER.hana.email);
    });

    it('validateJwt: EXPIRED for an expired link, and after the clock passes the expiry', async () => {
      const expired = await issueInvitation({ email: USER.new.email, expired: true });
      expect(await validateJwt({ token: expired.token })).toEqual({ status: 'EXPIRED' });
      const fresh = await issueInvitation({ email: USER.new.email });
      setClock(new Date(new Date(TEST_NOW).getTime() + 7 * 24 * 3600 * 1000).toISOString());
      expect(await validateJwt({ token: fresh.token })).toEqual({ status: 'EXPIRED' });
    });

    it('validateJwt: INVALID for garbage, a changed token and a reset link', async () => {
      const { token } = await issueInvitation({ email: USER.new.email });
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const resetToken = await requestResetToken(USER.hana.email);
      for (const bad of [
        'not-a-jwt',
        `${header}.${payload}.${signature.slice(0, -2)}AA`,
        resetToken,
      ]) {
        expect(await validateJwt({ token: bad })).toEqual({ status: 'INVALID' });
      }
    });

    it('validateJwt: ERROR when the account is gone', async () => {
      const { token } = await issueInvitation({ email: USER.new.email });
      await users.remove(USER.new.uuid);
      expect(await validateJwt({ token })).toEqual({ status: 'ERROR' });
    });

    it('setPasswordWithJwt sets the first password; the link then signs in', async () => {
      const { token } = await issueInvitation({ email: USER.new.email });
      const { authToken } = await setPasswordWithJwt({ token, password: 'nana2026' });
      expect((await profileWith(authToken, ALIAS.newSakura)).email).toBe(USER.new.email);
      actAs({});
      expect((await validateJwt({ token })).status).toBe('VALID');
      const again = await apiError(setPasswordWithJwt({ token, password: 'other2026' }));
      expect(again.problem.type).toBe(`${PROBLEM}/link-invalid`);
      expect(
        (await loginIndividual({ email: USER.new.email, password: 'nana2026' })).authToken,
      ).toBeTruthy();
    });

    it.each([
      ['ja', PASSWORD_MESSAGES.symbols.ja],
      ['en', PASSWORD_MESSAGES.symbols.en],
    ] as const)(
      'setPasswordWithJwt refuses a password breaking a rule (%s)',
      async (language, text) => {
        const { token } = await issueInvitation({ email: USER.new.email });
        actAs({ language });
        const error = await apiError(setPasswordWithJwt({ token, password: 'nana+2026' }));
        expect(error.status).toBe(400);
        expect(error.firstError('password')).toBe(text);
        expect(userByEmail(USER.new.email)?.password).toBeNull();
      },
    );

    it.each([
      ['expired', { expired: true }, 'link-expired', 'The link used is expired'],
      ['garbage', null, 'link-invalid', 'The link used is incorrect'],
    ] as const)(
      'setPasswordWithJwt refuses a %s link with errors.token',
      async (_label, issue, slug, text) => {
        const token = issue
          ? (await issueInvitation({ email: USER.new.email, ...issue })).token
          : 'a.b.c';
        actAs({ language: 'en' });
        const error = await apiError(setPasswordWithJwt({ token, password: 'nana2026' }));
        expect(error.status).toBe(400);
        expect(error.problem.type).toBe(`${PROBLEM}/${slug}`);
        expect(error.firstError('token')).toBe(text);
        expect(userByEmail(USER.new.email)?.password).toBeNull();
      },
    );

    it('setPasswordWithJwt answers link-error in Japanese when the account is gone', async () => {
      const { token } = await issueInvitation({ email: USER.new.email });
      await users.remove(USER.new.uuid);
      const error = await apiError(setPasswordWithJwt({ token, password: 'nana2026' }));
      expect(error.problem.type).toBe(`${PROBLEM}/link-error`);
      expect(error.firstError('token')).toBe('ご利用のリンクでエラーが発生しました');
    });
  });

  describe('password reset', () => {
    it.each([['ja'], ['en']] as const)(
      'requestPasswordReset answers the same for known and unknown addresses (%s)',
      async (language) => {
        actAs({ language });
        const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
        const known = await requestPasswordReset({ email: USER.hana.email });
        const unknown = await requestPasswordReset({ email: 'nobody@sakura.example' });
        expect(known).toEqual(unknown);
        expect(known.detail).toMatch(language === 'ja' ? /パスワード再設定/ : /reset the password/);
        expect(info).toHaveBeenCalledTimes(1);
        expect(String(info.mock.calls[0]![0])).toContain(
          '/user/password-change/from-request?token=',
        );
      },
    );

    it('requestPasswordReset refuses a missing e-mail address', async () => {
      const error = await apiError(requestPasswordReset({ email: '' }));
      expect(error.status).toBe(400);
      expect(error.firstError('email')).toBeDefined();
    });

    it('requestPasswordReset carries a path of the app into the link as nextPath', async () => {
      const nextPath = `/course/explore/?aliasUuid=${ALIAS.hanaSakura}`;
      const link = await requestResetLink({ email: USER.hana.email, nextPath });
      expect(link.pathname).toBe('/user/password-change/from-request');
      expect(link.searchParams.get('nextPath')).toBe(nextPath);
      const token = link.searchParams.get('token') ?? '';
      expect(await validateResetJwt({ token })).toEqual({ status: 'VALID' });
    });

    it.each([
      ['another site', 'https://evil.example/'],
      ['a protocol-relative address', '//evil.example/course/explore/'],
      ['a backslash address', '/\\evil.example/'],
      ['a relative path', 'course/explore/'],
      ['a smuggled newline', '/course/explore/\nSet-Cookie: x=1'],
    ])(
      'requestPasswordReset drops a nextPath that is %s, and still sends the link',
      async (_, nextPath) => {
        const link = await requestResetLink({ email: USER.hana.email, nextPath });
        expect(link.searchParams.has('nextPath')).toBe(false);
        const token = link.searchParams.get('token') ?? '';
        expect(await validateResetJwt({ token })).toEqual({ status: 'VALID' });
      },
    );

    it('resetPassword sets the password, signs in and uses the link up', async () => {
      const token = await requestResetToken(USER.hana.email);
      expect(await validateResetJwt({ token })).toEqual({ status: 'VALID' });
      const { authToken } = await resetPassword({ token, password: 'spring2027' });
      expect((await profileWith(authToken, ALIAS.hanaSakura)).email).toBe(USER.hana.email);
      actAs({ language: 'en' });
      expect(await validateResetJwt({ token })).toEqual({ status: 'INVALID' });
      const again = await apiError(resetPassword({ token, password: 'summer2027' }));
      expect(again.status).toBe(400);
      expect(again.firstError('token')).toBe('The link used is incorrect');
      expect(
        (await apiError(loginIndividual({ email: USER.hana.email, password: USER.hana.password })))
          .status,
      ).toBe(400);
      expect(
        (await loginIndividual({ email: USER.hana.email, password: 'spring2027' })).authToken,
      ).toBeTruthy();
    });

    it.each([
      ['ja', 'spring', PASSWORD_MESSAGES.length.ja],
      ['en', 'a'.repeat(65) + '1', PASSWORD_MESSAGES.length.en],
      ['en', 'springtime', PASSWORD_MESSAGES.digit.en],
    ] as const)(
      'resetPassword refuses a password breaking a rule (%s) and keeps the link',
      async (language, password, text) => {
        const token = await requestResetToken(USER.hana.email);
        actAs({ language });
        const error = await apiError(resetPassword({ token, password }));
        expect(error.status).toBe(400);
        expect(error.problem.errors).toEqual({ password: [text] });
        expect(users.get(USER.hana.uuid)?.password).toBe(USER.hana.password);
        expect(await validateResetJwt({ token })).toEqual({ status: 'VALID' });
      },
    );

    it('validateResetJwt: EXPIRED after 24 hours, INVALID for an invitation or garbage', async () => {
      const token = await requestResetToken(USER.ken.email);
      const invitation = await issueInvitation({ email: USER.ken.email });
      expect(await validateResetJwt({ token: invitation.token })).toEqual({ status: 'INVALID' });
      expect(await validateResetJwt({ token: 'x.y.z' })).toEqual({ status: 'INVALID' });
      setClock(new Date(new Date(TEST_NOW).getTime() + 24 * 3600 * 1000).toISOString());
      expect(await validateResetJwt({ token })).toEqual({ status: 'EXPIRED' });
      const error = await apiError(resetPassword({ token, password: 'spring2027' }));
      expect(error.problem.type).toBe(`${PROBLEM}/link-expired`);
      expect(error.firstError('token')).toBe('ご利用のリンクは有効期限が切れています');
    });

    it('validateResetJwt: ERROR when the account is gone', async () => {
      const token = await requestResetToken(USER.ken.email);
      await users.remove(USER.ken.uuid);
      expect(await validateResetJwt({ token })).toEqual({ status: 'ERROR' });
    });

    it('resetPassword refuses the individual user with 403 and changes nothing', async () => {
      const token = await requestResetToken(USER.solo.email);
      const error = await apiError(resetPassword({ token, password: 'solo2027' }));
      expect(error.status).toBe(403);
      expect(error.problem.type).toBe(`${PROBLEM}/organisation-only`);
      expect(users.get(USER.solo.uuid)?.password).toBe(USER.solo.password);
      expect(await validateResetJwt({ token })).toEqual({ status: 'VALID' });
    });
  });

  describe('validateSso', () => {
    it('signs in as hana with the demo token', async () => {
      const { authToken } = await validateSso({ token: 'sso-demo-hana' });
      expect((await profileWith(authToken, ALIAS.hanaSakura)).email).toBe(USER.hana.email);
    });

    it.each([
      ['ja', 'トークンが無効です'],
      ['en', 'Invalid token'],
    ] as const)('answers 400 for any other token (%s)', async (language, text) => {
      actAs({ language });
      const error = await apiError(validateSso({ token: 'sso-demo-ken' }));
      expect(error.status).toBe(400);
      expect(error.problem.type).toBe(`${PROBLEM}/invalid-sso-token`);
      expect(error.firstError('token')).toBe(text);
      expect(tokens.size).toBe(0);
    });
  });
});
