import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conductLiveSession, startLimitedMode } from '../../../api/generated/endpoints/mock/mock';
import { pushTags } from '../../../../mock-server/db/push-tags';
import { COURSE, EXERCISE } from '../../../../mock-server/seed/content-catalogue';
import { ALIAS, USER } from '../../../../mock-server/seed/demo-identities';
import { language, selectedAliases } from '../../../lib/services/storage';
import { TEST_NOW } from '../../../../tests/support/mock-backend';
import { HANA, renderApp, SLOW } from '../../../../tests/support/render-app';
import { fakeTimersRunningOn } from '../../../../tests/support/app-timers';

const minutes = (n: number) => new Date(Date.parse(TEST_NOW) + n * 60_000).toISOString();

/**
 * hana's group 2-A in a live class (8:50-9:40, TEST_NOW is 9:00) with the teacher's lock on. The
 * client decides "started" with its own clock: aligned with the backend's, unless the test has
 * done so already.
 */
async function classOf2AInLimitedMode() {
  if (!vi.isFakeTimers()) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(TEST_NOW));
  }
  const session = await conductLiveSession({
    groupName: '2-A',
    startsAt: minutes(-10),
    endsAt: minutes(40),
  });
  await startLimitedMode(session.id, {
    exercises: [{ courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat }],
  });
}

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'メインメニュー' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('organisation switch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('switches hana from Sakura JHS to Midori Cram School and starts again from home', async () => {
    const { user, router } = await renderApp('/user/settings', { as: HANA });
    const open = await screen.findByRole(
      'button',
      { name: '所属：Sakura Junior High School' },
      SLOW,
    );

    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: '所属の切り替え' });
    const switchButton = within(dialog).getByRole('button', { name: '切り替える' });
    expect(switchButton).toBeDisabled();
    // eslint-disable-next-line testing-library/no-node-access -- the focus is somewhere in the dialog, on no element in particular: only document.activeElement says where
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(
      within(dialog).getByRole('radio', { name: /Sakura Junior High School（Hana Sato \(2-A\)）/ }),
    ).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: /Midori Cram School/ }));
    await user.click(switchButton);

    expect(await screen.findByText('Midori Cram School に切り替えました')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: '所属：Midori Cram School' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Remembered once the new alias's profile is in (an effect of the session), maybe after home.
    await waitFor(() =>
      expect(selectedAliases.read()).toEqual({ [USER.hana.uuid]: ALIAS.hanaMidori }),
    );
    await waitFor(() => expect(pushTags.get(USER.hana.uuid)?.aliasUuid).toBe(ALIAS.hanaMidori));
  });

  it('closes with Escape and keeps the alias', async () => {
    language.write('en');
    const { user, router } = await renderApp('/user/settings', { as: HANA });
    await user.click(
      await screen.findByRole('button', { name: 'Organisation: Sakura Junior High School' }, SLOW),
    );
    await screen.findByRole('dialog', { name: 'Switch organisation' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('button', { name: 'Organisation: Sakura Junior High School' }),
    ).toHaveFocus();
    expect(router.state.location.pathname).toBe('/user/settings');
    expect(selectedAliases.read()).toEqual({ [USER.hana.uuid]: ALIAS.hanaSakura });
  });

  it('is not offered to ken, who has one alias', async () => {
    await renderApp('/user/settings', {
      as: { ...USER.ken, userUuid: USER.ken.uuid, aliasUuid: ALIAS.kenSakura },
    });
    await screen.findByText(/ken@sakura.example/, undefined, SLOW);
    expect(screen.queryByRole('button', { name: /^所属：/ })).not.toBeInTheDocument();
  });

  it('is locked during a live class: it says why, offers no other organisation and keeps the class', async () => {
    await classOf2AInLimitedMode();
    const { user, router } = await renderApp('/live/lobby?limitedMode=true', { as: HANA });
    await waitFor(() => expect(menuLinks()).toEqual(['ホーム', '設定']), SLOW);

    await user.click(screen.getByRole('button', { name: '所属：Sakura Junior High School' }));
    const dialog = await screen.findByRole('dialog', { name: '所属の切り替え' });
    expect(dialog).toHaveAccessibleDescription(
      '授業のあいだは、所属を切り替えられません。授業が終わったら、また切り替えられますよ。',
    );
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '切り替える' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/live/lobby');
    expect(selectedAliases.read()).toEqual({ [USER.hana.uuid]: ALIAS.hanaSakura });
    expect(menuLinks()).toEqual(['ホーム', '設定']);
  });

  it('says so in English too', async () => {
    language.write('en');
    await classOf2AInLimitedMode();
    const { user } = await renderApp('/live/lobby?limitedMode=true', { as: HANA });
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('navigation', { name: 'Main menu' }))
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(['Home', 'Settings']),
      SLOW,
    );

    await user.click(
      screen.getByRole('button', { name: 'Organisation: Sakura Junior High School' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Switch organisation' });
    expect(dialog).toHaveAccessibleDescription(
      "You can't switch organisation during a class. You can switch again once the class is over.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when a class starts while it is open, and the class-started alert follows', async () => {
    // The clock at the backend's, and the class list's next poll brought forward instead of
    // waited for (time otherwise runs on as usual).
    fakeTimersRunningOn();
    const { user, router } = await renderApp('/user/settings', { as: HANA });
    await user.click(
      await screen.findByRole('button', { name: '所属：Sakura Junior High School' }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', { name: '所属の切り替え' });
    await user.click(within(dialog).getByRole('radio', { name: /Midori Cram School/ }));

    await classOf2AInLimitedMode();
    // The class list's poll, every 5 s (spec 4.4; LIVE_POLL_INTERVAL_MS in app/live).
    await vi.advanceTimersByTimeAsync(5_000);
    const started = await screen.findByRole('alertdialog', { name: '授業が始まりました' });
    expect(screen.queryByRole('dialog', { name: '所属の切り替え' })).not.toBeInTheDocument();
    await user.click(within(started).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/lobby'));
    expect(selectedAliases.read()).toEqual({ [USER.hana.uuid]: ALIAS.hanaSakura });
  });
});
