import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginIndividual } from '../../../api/generated/endpoints/auth/auth';
import { mockServer } from '../../../../mock-server/node';
import { issueLink } from '../../../../mock-server/db/auth-links';
import { setClock } from '../../../../mock-server/runtime/clock';
import { USER } from '../../../../mock-server/seed/demo-identities';
import { authToken } from '../../../lib/services/storage';
import { renderApp } from '../../../../tests/support/render-app';
import { TEST_NOW } from '../../../../tests/support/mock-backend';
import { expectSignedIn, setNewPassword } from '../../../../tests/support/sign-in-flows';

describe('password reset link', () => {
  it('sets a new password, signs in, and the link is then used up', async () => {
    const { url } = await issueLink('reset', USER.hana.uuid);
    const { user, router, unmount } = await renderApp(url);
    expect(await screen.findByText('新しいパスワードを2回入力してください。')).toBeInTheDocument();

    await setNewPassword(user, 'short1');
    expect(
      await screen.findByText('パスワードは8文字以上64文字以内で入力してください'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('新しいパスワード'));
    await user.clear(screen.getByLabelText('新しいパスワード（確認）'));
    await setNewPassword(user, 'hana2027reset');

    await expectSignedIn(router, USER.hana.uuid);
    await expect(
      loginIndividual({ email: USER.hana.email, password: 'hana2027reset' }),
    ).resolves.toHaveProperty('authToken');

    unmount();
    authToken.clear();
    await renderApp(url);
    expect(await screen.findByText('ご利用のリンクが正しくありません')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: '再設定用のリンクをもう一度受け取る' }),
    ).toHaveAttribute('href', '/user/password-change/request');
  });

  it("goes on to the link's nextPath once the new password is set", async () => {
    const { url } = await issueLink('reset', USER.hana.uuid, { nextPath: '/course/explore/' });
    const { user, router } = await renderApp(url);
    await screen.findByLabelText('新しいパスワード');

    await setNewPassword(user, 'hana2027reset');
    await expectSignedIn(router, USER.hana.uuid, '/course/explore/');
  });

  it("shows the server's first password message", async () => {
    mockServer.use(
      http.post('*/api/v1/auth/reset-password/', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Bad request',
            status: 400,
            errors: { password: ['よく使われるパスワードです', '別の理由'] },
          },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const { url } = await issueLink('reset', USER.hana.uuid);
    const { user } = await renderApp(url);
    await screen.findByLabelText('新しいパスワード');

    await setNewPassword(user, 'password1');

    expect(await screen.findByText('よく使われるパスワードです')).toBeInTheDocument();
    expect(screen.queryByText('別の理由')).not.toBeInTheDocument();
    expect(screen.getByLabelText('新しいパスワード')).toHaveAccessibleDescription(
      expect.stringContaining('よく使われるパスワードです'),
    );
    expect(authToken.read()).toBeNull();
  });

  it('says an expired link has expired', async () => {
    setClock(new Date(new Date(TEST_NOW).getTime() - 2 * 24 * 60 * 60 * 1000).toISOString());
    const { url } = await issueLink('reset', USER.hana.uuid);
    setClock(TEST_NOW);
    await renderApp(url);
    expect(await screen.findByText('ご利用のリンクは有効期限が切れています')).toBeInTheDocument();
  });
});
