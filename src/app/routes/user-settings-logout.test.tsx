import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offlineCalls } from '../../features/exercises/player/offline-calls';
import { waitingCalls } from '../../../tests/support/waiting-calls';
import { HANA, renderApp } from '../../../tests/support/render-app';
import { offlineDevice } from '../../../tests/support/offline-device';

// Logging out while answers given offline still wait on the device (a shared tablet): the learner
// is told they are not sent yet, and they stay for her next sign-in.

const device = offlineDevice();
const storedCalls = () => waitingCalls();

describe('logging out with answers waiting', () => {
  it('asks first, and keeps the answers on the device for her next sign-in', async () => {
    const { user, router } = await renderApp('/user/settings', { as: HANA });
    const account = await screen.findByRole('region', { name: 'アカウント' });
    await within(account).findByText('hana@sakura.example でログイン中');
    device.online = false;
    window.dispatchEvent(new Event('offline'));
    offlineCalls().enqueue({
      operation: 'postUserFeedback',
      args: [{ logId: 1, difficulty: 2, text: null }],
      scope: 'feedback:1',
    });

    await user.click(within(account).getByRole('button', { name: 'ログアウト' }));
    const warning = await screen.findByRole('alertdialog', {
      name: 'まだ送られていない答えがあります',
    });
    expect(warning).toHaveTextContent('ほかの人のアカウントで送られることはありません');
    await user.click(within(warning).getByRole('button', { name: 'ログアウトしない' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/user/settings');

    await user.click(within(account).getByRole('button', { name: 'ログアウト' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'まだ送られていない答えがあります' }),
      ).getByRole('button', { name: 'ログアウトする' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(storedCalls()).toEqual([
      expect.objectContaining({
        operation: 'postUserFeedback',
        owner: { userUuid: HANA.userUuid, aliasUuid: HANA.aliasUuid },
      }),
    ]);
  });
});
