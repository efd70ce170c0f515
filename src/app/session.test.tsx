import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { conductLiveSession, startLimitedMode } from '../api/generated/endpoints/mock/mock';
import { getListGroupsQueryKey } from '../api/generated/endpoints/user/user';
import { mockServer } from '../../mock-server/node';
import { tokens } from '../../mock-server/db/identity';
import { pushTags } from '../../mock-server/db/push-tags';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { authToken, selectedAliases } from '../lib/services/storage';
import { TEST_NOW } from '../../tests/support/mock-backend';
import { problemResponse } from '../../tests/support/problem-response';
import { HANA, KEN, renderApp, type SignedInAs, SLOW } from '../../tests/support/render-app';

const TARO: SignedInAs = { ...USER.taro, userUuid: USER.taro.uuid, aliasUuid: ALIAS.taroKaisha };

const mainMenu = () => screen.findByRole('navigation', { name: 'メインメニュー' }, SLOW);

describe('session', () => {
  it('starts with the alias remembered for the user and tags it', async () => {
    await renderApp('/user/settings', { as: { ...HANA, aliasUuid: ALIAS.hanaMidori } });
    await mainMenu();
    await waitFor(() => expect(pushTags.get(USER.hana.uuid)?.aliasUuid).toBe(ALIAS.hanaMidori));
    expect(selectedAliases.read()).toEqual({ [USER.hana.uuid]: ALIAS.hanaMidori });
  });

  it('selects the alias an aliasUuid query asks for, remembers it and drops the query', async () => {
    const { router } = await renderApp(`/user/settings?aliasUuid=${ALIAS.hanaMidori}`, {
      as: HANA,
    });
    await waitFor(() =>
      expect(selectedAliases.read()).toEqual({ [USER.hana.uuid]: ALIAS.hanaMidori }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/user/settings');
    expect(authToken.read()).toBeTruthy();
  });

  it("logs out for an aliasUuid query that is not one of the user's", async () => {
    const { router } = await renderApp(`/user/settings?aliasUuid=${ALIAS.kenSakura}`, { as: HANA });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), SLOW);
    expect(authToken.read()).toBeNull();
    expect(tokens.all().filter((token) => token.userUuid === USER.hana.uuid)).toEqual([]);
  });

  it('logs out from the settings: the token ends on the server too, and login follows', async () => {
    const { user, router } = await renderApp('/user/settings', { as: KEN });
    const token = authToken.read();
    await user.click(await screen.findByRole('button', { name: 'ログアウト' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), SLOW);
    expect(authToken.read()).toBeNull();
    expect(tokens.get(token ?? '')).toBeUndefined();
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).not.toBeInTheDocument();
  });

  it("loads the alias's groups once the profile is in, and forgets them on logout", async () => {
    const calls: string[] = [];
    mockServer.use(
      http.get('*/api/v1/user/profile/', async () => {
        // Held back a little: groups asked for alongside the profile would show up first.
        await delay(200);
        calls.push('profile answered');
      }),
      http.get('*/api/v1/user/groups/', () => {
        calls.push('groups asked');
      }),
    );
    const { user, router, queryClient } = await renderApp('/user/settings', { as: HANA });

    expect(await screen.findByText('クラス：2-A', {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual(['profile answered', 'groups asked']);
    const groupsHeld = () =>
      queryClient
        .getQueriesData({ queryKey: getListGroupsQueryKey() })
        .flatMap(([, groups]) => (groups === undefined ? [] : [groups]));
    expect(groupsHeld()).toEqual([[expect.objectContaining({ name: '2-A' })]]);

    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), SLOW);
    expect(groupsHeld()).toEqual([]);
  });

  it('drops a token the backend no longer accepts', async () => {
    authToken.write('revoked-or-forged-token');
    const { router } = await renderApp('/user/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), SLOW);
    expect(authToken.read()).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('nextPath')).toBe(
      '/user/settings',
    );
  });

  it('goes to login when the stored token disappears (another tab signed out)', async () => {
    const { router } = await renderApp('/user/settings', { as: KEN });
    await mainMenu();
    localStorage.removeItem(authToken.key);
    // No event reports this removal: the 500 ms auth-info poll notices it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), SLOW);
  });

  it('offers the AI chat to taro, whose alias has llm_conversation, and not to ken', async () => {
    const { unmount } = await renderApp('/user/settings', { as: TARO });
    expect(
      await within(await mainMenu()).findByRole('button', { name: 'AIチャット' }),
    ).toBeInTheDocument();
    unmount();
    authToken.clear();

    await renderApp('/user/settings', { as: KEN });
    const menu = await mainMenu();
    await screen.findByText(/ken@sakura.example/);
    expect(within(menu).queryByRole('button', { name: 'AIチャット' })).not.toBeInTheDocument();
  });

  it('counts every flag as off when the flags cannot be fetched', async () => {
    mockServer.use(
      http.get('*/api/v1/user/feature-flags/', () => problemResponse(500, 'Internal server error')),
    );
    await renderApp('/user/settings', { as: TARO });
    const menu = await mainMenu();
    await screen.findByText(/taro@kaisha.example/);
    expect(within(menu).queryByRole('button', { name: 'AIチャット' })).not.toBeInTheDocument();
  });

  it('keeps the alias during a live class, even when an aliasUuid query asks for another', async () => {
    // The client decides "started" with its own clock: aligned with the backend's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(TEST_NOW));
    try {
      const minutes = (n: number) => new Date(Date.parse(TEST_NOW) + n * 60_000).toISOString();
      const session = await conductLiveSession({
        groupName: '2-A',
        startsAt: minutes(-10),
        endsAt: minutes(40),
      });
      await startLimitedMode(session.id, {
        exercises: [
          { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat },
        ],
      });
      const { router } = await renderApp('/live/lobby?limitedMode=true', { as: HANA });
      await screen.findByRole('region', { name: '先生が出したエクササイズ' }, SLOW);

      await router.navigate(`/live/lobby?limitedMode=true&aliasUuid=${ALIAS.hanaMidori}`);

      await waitFor(() => expect(router.state.location.search).toBe('?limitedMode=true'));
      expect(router.state.location.pathname).toBe('/live/lobby');
      expect(
        await screen.findByRole('button', { name: '所属：Sakura Junior High School' }),
      ).toBeInTheDocument();
      expect(selectedAliases.read()).toEqual({ [USER.hana.uuid]: ALIAS.hanaSakura });
      expect(
        within(await mainMenu())
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['ホーム', '設定']);
    } finally {
      vi.useRealTimers();
    }
  });
});
