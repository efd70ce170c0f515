import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER } from '../../../../mock-server/seed/demo-identities';
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
