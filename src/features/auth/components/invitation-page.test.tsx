import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { issueInvitation } from '../../../api/generated/endpoints/mock/mock';
import { loginIndividual } from '../../../api/generated/endpoints/auth/auth';
import { pushTags } from '../../../../mock-server/db/push-tags';
import { ALIAS, USER } from '../../../../mock-server/seed/demo-identities';
import { authToken, language } from '../../../lib/services/storage';
import { KEN, renderApp } from '../../../../tests/support/render-app';
import { expectSignedIn, setNewPassword } from '../../../../tests/support/sign-in-flows';

describe('invitation link', () => {
  it('shows the invited account, sets its first password and signs in', async () => {
    const { url } = await issueInvitation({ email: USER.new.email });
    const { user, router } = await renderApp(url);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'パスワードの登録' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(USER.new.email)).toBeInTheDocument();
    // The link's token has left the address (and the history) once read: a navigation of its own.
    expect(url).toContain('token=');
    await waitFor(() => expect(router.state.location.search).not.toContain('token'));
    expect(router.state.location.pathname).toBe('/user/password-change/from-invitation');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Sakura Junior High School')).toBeInTheDocument();
    expect(screen.getByText('Nana Suzuki')).toBeInTheDocument();

    await setNewPassword(user, 'nana2026new', 'nana2026old');
    expect(await screen.findByText('パスワードが一致しません')).toBeInTheDocument();
    expect(screen.getByLabelText('新しいパスワード')).toHaveValue('nana2026new');

    await user.clear(screen.getByLabelText('新しいパスワード（確認）'));
    await user.type(screen.getByLabelText('新しいパスワード（確認）'), 'nana2026new');
    await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));

    await expectSignedIn(router, USER.new.uuid);
    await expect(
      loginIndividual({ email: USER.new.email, password: 'nana2026new' }),
    ).resolves.toHaveProperty('authToken');
  });

  it('signs in at once when the account already has a password (VALID)', async () => {
    const { url } = await issueInvitation({ email: USER.ken.email });
    const { router } = await renderApp(url);
    await expectSignedIn(router, USER.ken.uuid);
  });

  it('replaces the session of someone else signed in on this device', async () => {
    const { url } = await issueInvitation({ email: USER.hana.email });
    const { router } = await renderApp(url, { as: KEN });
    await expectSignedIn(router, USER.hana.uuid);
    await waitFor(() => expect(pushTags.get(USER.hana.uuid)?.aliasUuid).toBe(ALIAS.hanaSakura));
  });

  it.each([
    {
      lang: 'ja' as const,
      text: 'ご利用のリンクは有効期限が切れています',
      back: 'ログイン画面へ戻る',
    },
    { lang: 'en' as const, text: 'The link used is expired', back: 'Back to sign in' },
  ])('says an expired link has expired ($lang)', async ({ lang, text, back }) => {
    language.write(lang);
    const { url } = await issueInvitation({ email: USER.new.email, expired: true });
    await renderApp(url);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/user/login');
    expect(
      screen.queryByRole('button', { name: /パスワードを設定|Set password/ }),
    ).not.toBeInTheDocument();
    expect(authToken.read()).toBeNull();
  });

  it.each([
    { case: 'a forged token', path: '/user/password-change/from-invitation?token=not-a-real-link' },
    { case: 'no token', path: '/user/password-change/from-invitation' },
  ])('says the link is incorrect for $case', async ({ path }) => {
    await renderApp(path);
    expect(await screen.findByText('ご利用のリンクが正しくありません')).toBeInTheDocument();
  });
});
