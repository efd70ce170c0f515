import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../mock-server/db/identity';
import { authToken } from '../lib/services/storage';
import { HANA, renderApp, SLOW } from '../../tests/support/render-app';

describe('a token the backend no longer accepts', () => {
  it('signs the user out and sends them to sign in when any call answers 401', async () => {
    const { router } = await renderApp('/release-notes', { as: HANA });
    await screen.findByRole('navigation', { name: 'メインメニュー' }, SLOW);
    // Logged out elsewhere: the backend forgets the token, the next call answers 401.
    await tokens.remove(authToken.read()!);
    await router.navigate('/assignment/explore/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), SLOW);
    expect(authToken.read()).toBeNull();
  });
});
