import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentResetLinks } from '../../../../mock-server/db/sent-reset-links';
import { ALIAS, USER } from '../../../../mock-server/seed/demo-identities';
import { language } from '../../../lib/services/storage';
import { renderApp } from '../../../../tests/support/render-app';

describe('password reset request', () => {
  it('requires the e-mail address, then confirms the request', async () => {
    const { user } = await renderApp('/user/password-change/request');
    const email = await screen.findByLabelText('メールアドレス');

    await user.click(screen.getByRole('button', { name: '再設定用のリンクを送る' }));
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(email).toHaveFocus();

    await user.type(email, USER.hana.email);
    await user.click(screen.getByRole('button', { name: '再設定用のリンクを送る' }));
    expect(
      await screen.findByText(
        `${USER.hana.email} のアカウントがある場合は、パスワード再設定用のリンクを送信しました。メールをご確認ください。`,
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText('メールアドレスを入力してください')).not.toBeInTheDocument();
  });

  it("keeps the login's nextPath: the e-mailed link carries it, and so does the way back", async () => {
    const nextPath = `/course/explore/?aliasUuid=${ALIAS.hanaSakura}`;
    const { user, router } = await renderApp(
      `/user/login?nextPath=${encodeURIComponent(nextPath)}`,
    );
    await user.click(await screen.findByRole('link', { name: 'パスワードをお忘れの方' }));
    // The login page has a field of the same name: the request page is waited for first.
    await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' });
    await user.type(screen.getByLabelText('メールアドレス'), USER.hana.email);
    await user.click(screen.getByRole('button', { name: '再設定用のリンクを送る' }));
    await screen.findByText(/のアカウントがある場合は/);

    const [sent] = sentResetLinks.filter((link) => link.userUuid === USER.hana.uuid);
    const link = new URL(sent!.url, 'http://app.invalid');
    expect(link.pathname).toBe('/user/password-change/from-request');
    expect(link.searchParams.get('nextPath')).toBe(nextPath);

    await user.click(screen.getByRole('link', { name: 'ログイン画面へ戻る' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(new URLSearchParams(router.state.location.search).get('nextPath')).toBe(nextPath);
  });

  it("shows the server's message for an address it cannot use, in English too", async () => {
    language.write('en');
    const { user } = await renderApp('/user/password-change/request');
    const email = await screen.findByLabelText('Email address');

    await user.type(email, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/\S/);
    expect(email).toHaveValue('not an address');
  });
});
