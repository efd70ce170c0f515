import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER } from '../../../../mock-server/seed/demo-identities';
import { HANA, renderApp, SLOW } from '../../../../tests/support/render-app';
import { nativePushPromptShown, pushState } from '../../../lib/services/storage';

const TITLE = 'お知らせを通知で受け取りましょう';

/** A browser Notification API whose prompt answers `answers` in turn. */
function installNotifications(
  initial: NotificationPermission,
  ...answers: NotificationPermission[]
) {
  let permission = initial;
  const requestPermission = vi.fn(async () => {
    permission = answers.shift() ?? permission;
    return permission;
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  return requestPermission;
}

const card = () => screen.findByRole('complementary', { name: TITLE }, SLOW);
const dashboardLoaded = () => screen.findByRole('region', { name: '最近のエクササイズ' }, SLOW);
const hanaDecision = () => pushState.read().callToActionByUser[USER.hana.uuid];

afterEach(() => vi.unstubAllGlobals());

describe('notification call-to-action', () => {
  it('is not offered where the browser has no Notification API', async () => {
    // jsdom, like some web views, has none.
    expect('Notification' in window).toBe(false);
    await renderApp('/', { as: HANA });
    await dashboardLoaded();
    expect(screen.queryByRole('complementary', { name: TITLE })).not.toBeInTheDocument();
  });

  it('explains, asks, then requests the browser permission; granted, the card goes away', async () => {
    const request = installNotifications('default', 'granted');
    const { user } = await renderApp('/', { as: HANA });
    const cta = await card();
    expect(cta).toHaveTextContent('新しい課題や締め切り、授業の開始を通知でお知らせします。');
    expect(
      within(cta).queryByRole('button', { name: '通知のお知らせを閉じる' }),
    ).not.toBeInTheDocument();
    // Push is initialised in an effect once the profile has loaded (spec 4.5).
    await waitFor(() =>
      expect(pushState.read()).toMatchObject({ initialised: true, permission: 'default' }),
    );

    await user.click(within(cta).getByRole('button', { name: '通知を設定する' }));
    const prompt = await screen.findByRole('dialog', { name: '通知を受け取りますか?' });
    expect(nativePushPromptShown.read()).toBe(true);
    await user.click(within(prompt).getByRole('button', { name: '通知を受け取る' }));

    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: TITLE })).not.toBeInTheDocument(),
    );
    expect(request).toHaveBeenCalledTimes(1);
    expect(hanaDecision()).toBe('granted');
    expect(pushState.read().permission).toBe('granted');
  });

  it('after a yes the browser did not grant, offers the grant button and a close icon', async () => {
    const request = installNotifications('default', 'default', 'granted');
    const { user } = await renderApp('/', { as: HANA });
    await user.click(within(await card()).getByRole('button', { name: '通知を設定する' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '通知を受け取る' }),
    );

    const cta = await card();
    expect(await within(cta).findByRole('button', { name: '通知を許可する' })).toBeInTheDocument();
    expect(within(cta).getByRole('button', { name: '通知のお知らせを閉じる' })).toBeInTheDocument();

    await user.click(within(cta).getByRole('button', { name: '通知を許可する' }));
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: TITLE })).not.toBeInTheDocument(),
    );
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('after a yes the browser refused, explains the device settings; closing hides it for good', async () => {
    installNotifications('default', 'denied');
    const { user, unmount } = await renderApp('/', { as: HANA });
    await user.click(within(await card()).getByRole('button', { name: '通知を設定する' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '通知を受け取る' }),
    );

    const cta = await card();
    expect(
      await within(cta).findByText(
        /端末またはブラウザーの設定でこのサイトの通知を許可してください。/,
      ),
    ).toBeInTheDocument();
    expect(within(cta).queryByRole('button', { name: '通知を許可する' })).not.toBeInTheDocument();

    await user.click(within(cta).getByRole('button', { name: '通知のお知らせを閉じる' }));
    expect(screen.queryByRole('complementary', { name: TITLE })).not.toBeInTheDocument();
    expect(hanaDecision()).toBe('denied');

    unmount();
    await renderApp('/', { as: HANA });
    await dashboardLoaded();
    expect(screen.queryByRole('complementary', { name: TITLE })).not.toBeInTheDocument();
  });

  it('"later" on the prompt hides the card without asking the browser', async () => {
    const request = installNotifications('default');
    const { user } = await renderApp('/', { as: HANA });
    await user.click(within(await card()).getByRole('button', { name: '通知を設定する' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'あとで' }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: TITLE })).not.toBeInTheDocument(),
    );
    expect(request).not.toHaveBeenCalled();
    expect(hanaDecision()).toBe('denied');
  });

  it("comes back after an earlier yes when the browser's permission is still to be given", async () => {
    pushState.write({
      initialised: true,
      permission: 'default',
      callToActionByUser: { [USER.hana.uuid]: 'granted' },
    });
    installNotifications('default');
    await renderApp('/', { as: HANA });
    expect(
      await within(await card()).findByRole('button', { name: '通知を許可する' }),
    ).toBeInTheDocument();
  });

  it("keeps each user's decision apart", async () => {
    pushState.write({
      initialised: true,
      permission: 'granted',
      callToActionByUser: { [USER.ken.uuid]: 'denied' },
    });
    installNotifications('granted');
    await renderApp('/', { as: HANA });
    // hana has not decided: the card asks her, though the browser already allows notifications.
    expect(
      within(await card()).getByRole('button', { name: '通知を設定する' }),
    ).toBeInTheDocument();
  });
});
