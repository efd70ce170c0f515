import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HANA, renderApp } from '../../../tests/support/render-app';

describe('back button', () => {
  it('goes to its fallback when the app has no previous route', async () => {
    const { router, user } = await renderApp('/release-notes', { as: HANA });

    await user.click(await screen.findByRole('button', { name: '戻る' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/settings'));
  });

  it('draws its arrow (no text glyph)', async () => {
    await renderApp('/release-notes', { as: HANA });
    const back = await screen.findByRole('button', { name: '戻る' });
    expect(back).toHaveTextContent(/^戻る$/);
    // eslint-disable-next-line testing-library/no-node-access -- the arrow is an aria-hidden SVG: no role or name to query it by
    expect(back.querySelector('svg.glyph-icon--back')).toHaveAttribute('aria-hidden', 'true');
  });

  it('goes back to the previous route when there is one', async () => {
    const { router, user } = await renderApp('/skills/overview', { as: HANA });
    await screen.findByRole('heading', { level: 1, name: 'スキル' });
    await router.navigate('/release-notes');

    await user.click(await screen.findByRole('button', { name: '戻る' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/skills/overview'));
  });
});
