import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  conductLiveSession,
  endLiveSession,
  startLimitedMode,
} from '../../api/generated/endpoints/mock/mock';
import { getListLiveSessionsQueryKey } from '../../api/generated/endpoints/live/live';
import { COURSE, EXERCISE } from '../../../mock-server/seed/content-catalogue';
import { TEST_NOW } from '../../../tests/support/mock-backend';
import { HANA, renderApp, SLOW } from '../../../tests/support/render-app';

// Spec 4.4: a class in limited mode that appears brings the learner to the lobby with the "class
// started" alert. A class this device already knows is not announced again when the app reloads:
// the learner stays on the allowed route they reloaded (spec 2.2).
const minutes = (n: number) => new Date(Date.parse(TEST_NOW) + n * 60_000).toISOString();

async function classOf2AInLimitedMode() {
  const session = await conductLiveSession({
    groupName: '2-A',
    startsAt: minutes(-10),
    endsAt: minutes(40),
  });
  const started = await startLimitedMode(session.id, {
    exercises: [{ courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat }],
  });
  return { sessionId: session.id, limitedModeId: started.limitedMode?.id ?? 0 };
}

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'メインメニュー' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The limited mode is in force on screen: the menu is down to Home and Settings. */
const inLimitedMode = () => waitFor(() => expect(menuLinks()).toEqual(['ホーム', '設定']), SLOW);

describe('the limited-mode watch', () => {
  beforeEach(() => {
    // The client decides "started" with its own clock: aligned with the backend's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(TEST_NOW));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces a class it has not seen yet and brings the learner to the lobby', async () => {
    await classOf2AInLimitedMode();
    const { router } = await renderApp('/user/settings', { as: HANA });

    expect(
      await screen.findByRole('alertdialog', { name: '授業が始まりました' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/lobby'));
  });

  it('keeps the learner on the settings they reload during a class, without a second alert', async () => {
    await classOf2AInLimitedMode();
    const { unmount } = await renderApp('/live/lobby?limitedMode=true', { as: HANA });
    await screen.findByRole('region', { name: '先生が出したエクササイズ' }, SLOW);
    unmount();

    // The reload of the settings: the same device and storage, a fresh app at that address.
    const { router } = await renderApp('/user/settings', { as: HANA });
    await inLimitedMode();

    expect(screen.getByRole('heading', { level: 1, name: '設定' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/settings');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('still brings a reload of a route the class does not allow to the lobby, quietly', async () => {
    await classOf2AInLimitedMode();
    const { unmount } = await renderApp('/live/lobby?limitedMode=true', { as: HANA });
    await screen.findByRole('region', { name: '先生が出したエクササイズ' }, SLOW);
    unmount();

    const { router } = await renderApp('/course/explore/', { as: HANA });
    await inLimitedMode();

    await waitFor(() => expect(router.state.location.pathname).toBe('/live/lobby'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('announces the next class even after a reload', async () => {
    const { sessionId } = await classOf2AInLimitedMode();
    const { unmount } = await renderApp('/live/lobby?limitedMode=true', { as: HANA });
    await screen.findByRole('region', { name: '先生が出したエクササイズ' }, SLOW);
    unmount();
    // While the app is closed the class ends and the teacher starts another one.
    await endLiveSession(sessionId);
    await classOf2AInLimitedMode();

    const { router } = await renderApp('/user/settings', { as: HANA });

    expect(
      await screen.findByRole('alertdialog', { name: '授業が始まりました' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/lobby'));
  });

  it('brings a learner from the settings to the lobby when the teacher changes the exercises, saying so', async () => {
    const { sessionId } = await classOf2AInLimitedMode();
    const { router, queryClient } = await renderApp('/live/lobby?limitedMode=true', { as: HANA });
    await screen.findByRole('region', { name: '先生が出したエクササイズ' }, SLOW);
    await router.navigate('/user/settings');
    await screen.findByRole('heading', { level: 1, name: '設定' }, SLOW);

    await startLimitedMode(sessionId, {
      exercises: [
        { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat },
        { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.schoolDayDictation },
      ],
    });
    await queryClient.refetchQueries({ queryKey: getListLiveSessionsQueryKey() });

    expect(
      await screen.findByText(
        '先生がエクササイズを変えました。下のエクササイズから選んでください。',
        {},
        SLOW,
      ),
    ).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/live/lobby');
    const exercises = screen.getByRole('region', { name: '先生が出したエクササイズ' });
    await waitFor(() => expect(within(exercises).getAllByRole('link')).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('fetches the exercises again for the lobby when the teacher changes them', async () => {
    const { sessionId } = await classOf2AInLimitedMode();
    const { queryClient } = await renderApp('/live/lobby?limitedMode=true', { as: HANA });
    const exercises = await screen.findByRole('region', { name: '先生が出したエクササイズ' }, SLOW);
    expect(await within(exercises).findAllByRole('link')).toHaveLength(1);

    await startLimitedMode(sessionId, {
      exercises: [
        { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.schoolDayDictation },
        { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat },
      ],
    });
    await queryClient.refetchQueries({ queryKey: getListLiveSessionsQueryKey() });

    await waitFor(() =>
      expect(
        within(exercises)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        expect.stringContaining('My School Day'),
        expect.stringContaining('Nice to Meet You'),
      ]),
    );
    // Already in the lobby: no notice, no modal.
    expect(screen.queryByText(/先生がエクササイズを変えました/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
