import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SSO_DEMO_TOKEN, USER } from '../../../../mock-server/seed/demo-identities';
import { authToken, language } from '../../../lib/services/storage';
import { renderApp } from '../../../../tests/support/render-app';
import { expectSignedIn } from '../../../../tests/support/sign-in-flows';

describe('single sign-on', () => {
  it('signs hana in with her token', async () => {
    const { router } = await renderApp(`/user/sso?token=${SSO_DEMO_TOKEN}`);
    await expectSignedIn(router, USER.hana.uuid);
  });

  it.each([
    { lang: 'ja' as const, text: 'トークンが無効です' },
    { lang: 'en' as const, text: 'Invalid token' },
  ])('says an unknown token is invalid ($lang)', async ({ lang, text }) => {
    language.write(lang);
    const { router } = await renderApp('/user/sso?token=someone-elses-token');
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    expect(authToken.read()).toBeNull();
    // The token was read once and left the address (a navigation), even though it was refused.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('explains where single sign-on starts when there is no token', async () => {
    await renderApp('/user/sso');
    expect(
      await screen.findByText(
        'シングルサインオンは、所属先のシステムにあるリンクから開いてください。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン画面へ戻る' })).toBeInTheDocument();
  });
});
