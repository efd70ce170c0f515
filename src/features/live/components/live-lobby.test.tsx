import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListLiveSessionsQueryKey } from '../../../api/generated/endpoints/live/live';
import { conductLiveSession, startLimitedMode } from '../../../api/generated/endpoints/mock/mock';
import type { LimitedModeDetails } from '../../../api/generated/model/limitedModeDetails';
import { mockServer } from '../../../../mock-server/node';
import { COURSE, EXERCISE } from '../../../../mock-server/seed/content-catalogue';
import { ALIAS, USER } from '../../../../mock-server/seed/demo-identities';
import { language } from '../../../lib/services/storage';
import { TEST_NOW } from '../../../../tests/support/mock-backend';
import { HANA, renderApp, type SignedInAs } from '../../../../tests/support/render-app';
import { fakeTimersRunningOn } from '../../../../tests/support/app-timers';

const KEN: SignedInAs = { ...USER.ken, userUuid: USER.ken.uuid, aliasUuid: ALIAS.kenSakura };
const SLOW = { timeout: 8000 };
const minutes = (n: number) => new Date(Date.parse(TEST_NOW) + n * 60_000).toISOString();

/**
 * A class of 2-A from 8:50 to 9:40 Japan time (TEST_NOW is 9:00), in limited mode with a chat
 * and a writing exercise (writing opens through the exercise root route).
 */
async function classInLimitedMode() {
  const session = await conductLiveSession({
    groupName: '2-A',
    startsAt: minutes(-10),
    endsAt: minutes(40),
  });
  const started = await startLimitedMode(session.id, {
    exercises: [
      { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat },
      { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.selfIntroductionWriting },
    ],
  });
  return { sessionId: session.id, limitedModeId: started.limitedMode?.id ?? 0 };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, SLOW);

beforeEach(() => {
  // The client decides "upcoming" or "under way" with its own clock: aligned with the backend's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(TEST_NOW));
});
afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('live-class lobby', () => {
  it('lists the exercises of the limited mode with their state, each opening with the class ids', async () => {
    const { sessionId, limitedModeId } = await classInLimitedMode();
    const { user, router } = await renderApp('/live/lobby?limitedMode=true', { as: HANA });

    await heading('授業ロビー');
    const card = await screen.findByRole('region', { name: '2-A の授業' }, SLOW);
    expect(card).toHaveTextContent('授業中');
    expect(card).toHaveTextContent('開始8:50');
    expect(card).toHaveTextContent('終了9:40');
    const exercises = await screen.findByRole('region', { name: '先生が出したエクササイズ' });
    expect(exercises).toHaveTextContent('9:40 までにすべてのエクササイズを終わらせましょう。');
    expect(within(exercises).getByRole('timer')).toHaveTextContent('あと 40 分');
    const links = await within(exercises).findAllByRole('link');
    // Nothing done in this class yet: the state is in words, part of each row's name.
    expect(links.map((link) => link.textContent?.trim())).toEqual([
      'Nice to Meet You まだ始めていません',
      'Write a Self-Introduction まだ始めていません',
    ]);
    expect(links[0]).toHaveAccessibleName('チャット Nice to Meet You まだ始めていません');
    const ids = `limitedModeId=${limitedModeId}&sessionId=${sessionId}`;
    expect(within(exercises).getByRole('img', { name: 'チャット' })).toBeInTheDocument();
    expect(within(exercises).getByRole('img', { name: 'ライティング' })).toBeInTheDocument();
    expect(links[0]).toHaveAttribute(
      'href',
      `/exercise/${COURSE.everydayConversation}/chat/${EXERCISE.greetingsChat}?${ids}`,
    );
    expect(links[1]).toHaveAttribute(
      'href',
      `/exercise/${COURSE.everydayConversation}/${EXERCISE.selfIntroductionWriting}?${ids}`,
    );
    // The navigation is reduced to Home (this lobby) and Settings.
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ホーム', '設定']);

    // An exercise of the class opens without a question.
    await user.click(links[0]!);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/exercise/${COURSE.everydayConversation}/chat/${EXERCISE.greetingsChat}`,
      ),
    );
    expect(router.state.location.search).toBe(`?${ids}`);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens the settings from the lobby without asking: nothing is in progress there', async () => {
    await classInLimitedMode();
    const { user, router } = await renderApp('/live/lobby?limitedMode=true', { as: HANA });
    await screen.findByRole('region', { name: '先生が出したエクササイズ' }, SLOW);
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });

    await user.click(within(nav).getByRole('link', { name: '設定' }));

    expect(await heading('設定')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/settings');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the class in English with English times', async () => {
    await classInLimitedMode();
    language.write('en');
    await renderApp('/live/lobby?limitedMode=true', { as: HANA });

    await heading('Class lobby');
    const card = await screen.findByRole('region', { name: 'Class of 2-A' }, SLOW);
    expect(card).toHaveTextContent('Under way');
    expect(card).toHaveTextContent('Starts8:50 AM');
    expect(card).toHaveTextContent('Ends9:40 AM');
    const exercises = await screen.findByRole('region', { name: 'Exercises from your teacher' });
    expect(exercises).toHaveTextContent('Finish all the exercises by 9:40 AM.');
    expect(within(exercises).getByRole('timer')).toHaveTextContent('40 min left');
    expect(
      await within(exercises).findByRole('link', { name: 'Chat Nice to Meet You Not started yet' }),
    ).toBeInTheDocument();
  });

  it("tells ken his group's class starts tomorrow, and waits for it", async () => {
    await renderApp('/live/lobby', { as: KEN });

    await heading('授業ロビー');
    const card = await screen.findByRole('region', { name: '2-B の授業' }, SLOW);
    expect(card).toHaveTextContent('まもなく開始');
    expect(card).toHaveTextContent('開始11月23日（月） 10:00');
    expect(card).toHaveTextContent('終了10:50');
    expect(screen.getByText('授業が始まるまで、準備をして待ちましょう。')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: '先生が出したエクササイズ' }),
    ).not.toBeInTheDocument();
  });

  it("says when there is no class of the learner's group, with the way home", async () => {
    const { user, router } = await renderApp('/live/lobby', { as: HANA });

    expect(
      await screen.findByRole('heading', { level: 2, name: '2-A の授業はいまありません' }, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'ホームへ戻る' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('offline, says it cannot tell whether a class is on, with the way home, and shows it once online', async () => {
    await classInLimitedMode();
    const { router, queryClient } = await renderApp('/', { as: HANA });
    await screen.findByRole('heading', { level: 1, name: /ようこそ/ }, SLOW);
    // The app reopened offline: no list of classes on the device (it is never kept).
    onlineManager.setOnline(false);
    queryClient.removeQueries({ queryKey: getListLiveSessionsQueryKey() });
    await router.navigate('/live/lobby?limitedMode=true');

    expect(
      await screen.findByText(
        'オフラインです。授業があるかどうかは、インターネットにつながると表示されます。',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('status', { name: '授業を読み込み中' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: '先生が出したエクササイズ' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ホームへ戻る' })).toBeVisible();

    // Online again: the fresh list says the class is on, and the lobby shows its exercises.
    onlineManager.setOnline(true);
    const exercises = await screen.findByRole('region', { name: '先生が出したエクササイズ' }, SLOW);
    expect(await within(exercises).findAllByRole('link')).toHaveLength(2);
    expect(screen.queryByText(/オフラインです。授業があるか/)).not.toBeInTheDocument();
  });
});

describe("the lobby's progress", () => {
  /**
   * The class's details with a state on each exercise. (The mock derives the progress from the
   * runs started in the class; finishing exercises through the screens would take a test of its
   * own per state, so the answer is given here.)
   */
  function answerWithProgress(ids: { sessionId: number; limitedModeId: number }) {
    const details: LimitedModeDetails = {
      id: ids.limitedModeId,
      version: 1,
      exercises: [
        {
          courseUuid: COURSE.everydayConversation,
          exerciseUuid: EXERCISE.greetingsChat,
          exerciseType: 1,
          title: 'Nice to Meet You',
          progress: { status: 'finished', trophy: 3, answered: 5, problems: 5 },
        },
        {
          courseUuid: COURSE.everydayConversation,
          exerciseUuid: EXERCISE.schoolDayDictation,
          exerciseType: 3,
          title: 'My School Day',
          progress: { status: 'inProgress', trophy: null, answered: 3, problems: 10 },
        },
        {
          courseUuid: COURSE.everydayConversation,
          exerciseUuid: EXERCISE.selfIntroductionWriting,
          exerciseType: 13,
          title: 'Write a Self-Introduction',
          progress: { status: 'notStarted', trophy: null, answered: 0, problems: 0 },
        },
      ],
    };
    mockServer.use(
      http.get(`*/api/v1/live/sessions/${ids.sessionId}/limited-mode/${ids.limitedModeId}/`, () =>
        HttpResponse.json(details),
      ),
    );
  }

  it('says for each exercise whether it is done (with its trophy), under way or not started', async () => {
    answerWithProgress(await classInLimitedMode());
    await renderApp('/live/lobby?limitedMode=true', { as: HANA });

    const exercises = await screen.findByRole('region', { name: '先生が出したエクササイズ' }, SLOW);
    const links = await within(exercises).findAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual([
      'Nice to Meet You できた！',
      'My School Day とりくみ中（10 問中 3 問）',
      'Write a Self-Introduction まだ始めていません',
    ]);
    // The trophy shows as its artwork and is named: the state is never an icon alone.
    expect(within(links[0]!).getByRole('img', { name: '金トロフィー' })).toBeInTheDocument();
    expect(links[0]).toHaveAccessibleName('チャット Nice to Meet You できた！ 金トロフィー');
    expect(within(links[1]!).queryByRole('img', { name: /トロフィー/ })).not.toBeInTheDocument();
  });

  it('says the states in English', async () => {
    answerWithProgress(await classInLimitedMode());
    language.write('en');
    await renderApp('/live/lobby?limitedMode=true', { as: HANA });

    const exercises = await screen.findByRole(
      'region',
      { name: 'Exercises from your teacher' },
      SLOW,
    );
    expect(
      await within(exercises).findByRole('link', {
        name: 'Chat Nice to Meet You Done! Gold trophy',
      }),
    ).toBeInTheDocument();
    expect(
      within(exercises).getByRole('link', {
        name: 'Dictation My School Day In progress (3 of 10 answered)',
      }),
    ).toBeInTheDocument();
    expect(
      within(exercises).getByRole('link', {
        name: 'Writing Write a Self-Introduction Not started yet',
      }),
    ).toBeInTheDocument();
  });

  it('counts down the minutes to the end, then says the end time has passed', async () => {
    // The lobby's look at the clock, every 5 seconds, brought forward instead of waited for
    // (time otherwise runs on as usual).
    fakeTimersRunningOn();
    await classInLimitedMode();
    await renderApp('/live/lobby?limitedMode=true', { as: HANA });
    const exercises = await screen.findByRole('region', { name: '先生が出したエクササイズ' }, SLOW);
    expect(within(exercises).getByRole('timer')).toHaveTextContent('あと 40 分');

    vi.setSystemTime(new Date(Date.parse(TEST_NOW) + 17 * 60_000));
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('あと 23 分'));
    vi.setSystemTime(new Date(Date.parse(TEST_NOW) + 41 * 60_000));
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() =>
      expect(screen.getByRole('timer')).toHaveTextContent('授業の終了時刻を過ぎました'),
    );
  });

  it('shows the state again when the learner comes back from an exercise of the class', async () => {
    await classInLimitedMode();
    const { user } = await renderApp('/live/lobby?limitedMode=true', { as: HANA });
    const exercises = await screen.findByRole('region', { name: '先生が出したエクササイズ' }, SLOW);
    await user.click(
      await within(exercises).findByRole('link', {
        name: /^ライティング Write a Self-Introduction/,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'エクササイズを終了' }, SLOW));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'エクササイズを終了しますか？',
    });
    await user.click(within(confirm).getByRole('button', { name: '終了する' }));

    // Back in the lobby (spec 2.2), which asks for the class's details again: a run is open.
    const again = await screen.findByRole('region', { name: '先生が出したエクササイズ' }, SLOW);
    expect(
      await within(again).findByRole('link', {
        name: /^ライティング Write a Self-Introduction とりくみ中/,
      }),
    ).toBeInTheDocument();
  });
});
