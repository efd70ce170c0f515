import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../mock-server/node';
import { clearSessionToken } from '../../api/session-store';
import { signedInLearner } from '../../features/exercises/player/signed-in-learner';
import { offlineCalls } from '../../features/exercises/player/offline-calls';
import { callsClient } from '../../features/exercises/player/calls-client';
import { waitingCalls } from '../../../tests/support/waiting-calls';
import { HANA, KEN, renderApp, storeSignIn } from '../../../tests/support/render-app';
import { offlineDevice } from '../../../tests/support/offline-device';

// Logging out while answers given offline still wait on the device (a shared tablet): the learner
// is told they are not sent yet, and they stay for her next sign-in.

const device = offlineDevice();
const storedCalls = () => waitingCalls();

/** hana on her settings, the device offline, with her feedback waiting to be sent. */
async function hanaGaveFeedbackOffline() {
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
  return { user, router, account };
}

describe('logging out with answers waiting', () => {
  it('asks first, and keeps the answers on the device for her next sign-in', async () => {
    const { user, router, account } = await hanaGaveFeedbackOffline();

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

describe('a shared device', () => {
  it("sends nothing of hana's while ken is signed in, and sends it with her token when she is back", async () => {
    const sent: (string | null)[] = [];
    mockServer.use(
      http.post('*/user-feedback/', ({ request }) => {
        sent.push(request.headers.get('Authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router, account } = await hanaGaveFeedbackOffline();
    await user.click(within(account).getByRole('button', { name: 'ログアウト' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'まだ送られていない答えがあります' }),
      ).getByRole('button', { name: 'ログアウトする' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));

    // The network is back and ken signs in: hana's call stays on the device, unsent.
    device.online = true;
    window.dispatchEvent(new Event('online'));
    const kensToken = await storeSignIn(KEN);
    await waitFor(() => expect(signedInLearner()?.userUuid).toBe(KEN.userUuid));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toEqual([]);
    expect(callsClient()!.getMutationCache().findAll({ status: 'pending' })).toEqual([]);
    expect(storedCalls()).toEqual([
      expect.objectContaining({ owner: { userUuid: HANA.userUuid, aliasUuid: HANA.aliasUuid } }),
    ]);

    // ken leaves, hana is back: her call goes once, with her own token.
    clearSessionToken();
    const hanasToken = await storeSignIn(HANA);
    await waitFor(() => expect(sent).toEqual([`Token ${hanasToken}`]));
    expect(sent).not.toContain(`Token ${kensToken}`);
    await waitFor(() => expect(storedCalls()).toEqual([]));
  });
});
