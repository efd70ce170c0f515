import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../../mock-server/node';
import {
  offlineDevice,
  startTypingOffline,
  typingPath,
  typingSentences,
} from '../../../../tests/support/offline-device';
import { renderApp, SLOW } from '../../../../tests/support/render-app';
import { waitingCalls, type StoredCall } from '../../../../tests/support/waiting-calls';
import { resetOfflineCalls } from './offline-calls';

// A run finished offline ends well (issue 36): the screen says the answers are saved, ✕ leaves
// without the trophy-loss question (nothing is lost: the queue holds them), the run reopened in
// the same tab offline shows that state with a way on, and once the queue has delivered the end,
// home's recent exercises show the result without a reload.
//
//
// A navigation is a transition: the router's location changes first, and the screen it leaves
// stays on the page until the next one has rendered (its code and data loading meanwhile). So
// each step waits for the next screen itself (the course page's heading), never for the router's
// location alone: the exercise reopened at once would otherwise be looked for, and its もどる
// pressed, on the screen still leaving (the race that made this test fail on a loaded machine).

const TITLE = 'School Life Sentences';
const SAVED = /答えはこの端末に保存しました/;

const queued = (): StoredCall[] => waitingCalls();

const device = offlineDevice();

/** The course page on screen (not only the router's location: see above), the exercise gone. */
async function courseShown() {
  await screen.findByRole('heading', { level: 1, name: 'Everyday Conversation' }, SLOW);
  await waitFor(() => expect(screen.queryByText(SAVED)).not.toBeInTheDocument());
}

describe('a run finished offline', () => {
  it('leaves without a warning, reopens with a way on, and home shows its result once delivered', async () => {
    // The end is held at the backend until released: home's own refetch on reconnect comes
    // before it, so only the refresh when the queue empties can show the result.
    let releaseEnd = () => {};
    const endHeld = new Promise<void>((resolve) => (releaseEnd = resolve));
    mockServer.use(
      http.post('*/api/v1/exercises/:course/:type/:exercise/end/', async () => {
        await endHeld;
      }),
    );
    const { user, router, unmount } = await startTypingOffline(device);
    const sentences = typingSentences();
    for (const [index, sentence] of sentences.entries()) {
      await screen.findByRole('heading', {
        name: `第 ${index + 1} 問（全 ${sentences.length} 問）`,
      });
      await user.type(screen.getByRole('textbox', { name: '英文を入力' }), `${sentence}{Enter}`);
      await screen.findByRole('heading', { name: /正解！/ });
      await user.keyboard('{Enter}');
    }
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(queued().at(-1)?.operation).toBe('endExercise'));

    // ✕ leaves at once: no "the trophy will be lost" question.
    await user.click(screen.getByRole('button', { name: 'エクササイズを終了' }));
    // The course page's code loads first: a whole-app navigation, slow on a busy machine.
    await courseShown();
    expect(router.state.location.pathname).toMatch(/^\/course\/details\//);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Reopened in the same tab, still offline: the saved state, with a way on.
    await router.navigate(typingPath);
    expect(await screen.findByText(SAVED, {}, SLOW)).toBeInTheDocument();
    const back = screen.getByRole('button', { name: 'もどる' });
    await user.click(back);
    await courseShown();
    expect(router.state.location.pathname).toMatch(/^\/course\/details\//);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // The app reloaded on home while still offline (the screen that queued the end is gone: the
    // queue resumes from storage), then back online: the queue delivers the run, and once the
    // end is through home's recent exercises show the trophy without another reload. (This
    // test's fresh query client asks the mock for home's lists: the client starts online, the
    // device and the queue stay offline.)
    unmount();
    resetOfflineCalls();
    const view = renderApp('/');
    onlineManager.setOnline(true);
    await view;
    const recent = await screen.findByRole('region', { name: '最近のエクササイズ' }, SLOW);
    expect(queued().length).toBeGreaterThan(1);
    device.online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(queued().map((c) => c.operation)).toEqual(['endExercise']), SLOW);
    const finished = new RegExp(`${TITLE}.*金トロフィー`);
    expect(within(recent).queryByRole('link', { name: finished })).not.toBeInTheDocument();
    releaseEnd();
    await waitFor(() => expect(queued()).toEqual([]), SLOW);
    expect(
      await within(screen.getByRole('region', { name: '最近のエクササイズ' })).findByRole(
        'link',
        { name: finished },
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
