import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COURSE } from '../../../mock-server/seed/content-catalogue';
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

  it('goes to its fallback even when there is a previous route (spec 2.2)', async () => {
    const { router, user } = await renderApp('/skills/overview', { as: HANA });
    await screen.findByRole('heading', { level: 1, name: 'スキル' });
    await router.navigate('/release-notes');

    await user.click(await screen.findByRole('button', { name: '戻る' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/settings'));
  });

  it('without a fallback, goes back to the previous route when there is one', async () => {
    const { router, user } = await renderApp('/skills/overview', { as: HANA });
    await screen.findByRole('heading', { level: 1, name: 'スキル' });
    await router.navigate(`/course/details/${COURSE.everydayConversation}`);

    await user.click(await screen.findByRole('button', { name: '戻る' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/skills/overview'));
  });

  it('without a fallback or a previous route, goes home', async () => {
    const { router, user } = await renderApp(`/course/details/${COURSE.everydayConversation}`, {
      as: HANA,
    });

    await user.click(await screen.findByRole('button', { name: '戻る' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
