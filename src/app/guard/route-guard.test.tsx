import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conductLiveSession } from '../../api/generated/endpoints/mock/mock';
import { liveSessions } from '../../../mock-server/db/live-sessions';
import { TEST_NOW } from '../../../tests/support/mock-backend';
import { HANA, renderApp } from '../../../tests/support/render-app';

const minutes = (n: number) => new Date(new Date(TEST_NOW).getTime() + n * 60_000).toISOString();

describe('route guard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a signed-out visitor of an authenticated route to login with nextPath', async () => {
    const { router } = await renderApp('/course/explore/?category=grammar');

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('nextPath')).toBe('/course/explore/?category=grammar');
    expect(await screen.findByRole('combobox', { name: '表示言語' })).toBeInTheDocument();
  });

  it('lets a signed-in user stay on an authenticated route', async () => {
    const { router } = await renderApp('/skills/overview', { as: HANA });

    expect(await screen.findByRole('heading', { level: 1, name: 'スキル' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/skills/overview');
  });

  it('redirects to the live lobby when the teacher starts limited mode', async () => {
    // The client decides "started" with its own clock: align it with the backend's.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(TEST_NOW) });
    const session = await conductLiveSession({
      groupName: '2-A',
      startsAt: minutes(-10),
      endsAt: minutes(40),
    });
    // The teacher's limited mode, set in the mock's store (the guard needs no exercise content).
    await liveSessions.update(session.id, (draft) => {
      draft.limitedMode = { id: 501, version: 1 };
      draft.version += 1;
    });

    const { router, user } = await renderApp('/course/explore/', { as: HANA });

    const modal = await screen.findByRole('alertdialog', { name: '授業が始まりました' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/lobby'));
    expect(new URLSearchParams(router.state.location.search).get('limitedMode')).toBe('true');

    // Other routes now lead back to the lobby; settings stays reachable.
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await router.navigate('/learning-history/summary');
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/lobby'));
    await router.navigate('/user/settings');
    // A user route is allowed (spec 2.2), and the lobby has nothing in progress: no question.
    expect(await screen.findByRole('heading', { level: 1, name: '設定' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/settings');
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ホーム', '設定']);
  });
});
