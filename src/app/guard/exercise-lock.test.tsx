import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  conductLiveSession,
  sendLiveClassToLobby,
  startLimitedMode,
} from '../../api/generated/endpoints/mock/mock';
import { getListLiveSessionsQueryKey } from '../../api/generated/endpoints/live/live';
import { resetOfflineCalls } from '../../features/exercises/player/offline-calls';
import { exerciseLogs } from '../../../mock-server/db/exercise-logs';
import { mockServer } from '../../../mock-server/node';
import { contentCatalogue } from '../../../mock-server/seed/content';
import { COURSE, EXERCISE } from '../../../mock-server/seed/content-catalogue';
import { TEST_NOW } from '../../../tests/support/mock-backend';
import { serverError } from '../../../tests/support/problem-response';
import { HANA, renderApp, SLOW } from '../../../tests/support/render-app';
import { CLASS_LIST_WAIT_MS } from '../../lib/rules/live-exercise-lock';
import { language } from '../../lib/services/storage';
import { fakeTimersRunningOn } from '../../../tests/support/app-timers';

// The teacher's lock (spec 2.2, 4.4): during a class only the chosen exercises open; any other
// exercise address leads to the lobby, which says why. A learner inside an exercise when the class
// starts or its exercises change goes on if it is chosen, and is brought to the lobby if not.
const minutes = (n: number) => new Date(Date.parse(TEST_NOW) + n * 60_000).toISOString();
const course = COURSE.everydayConversation;
const TYPING = { courseUuid: course, exerciseUuid: EXERCISE.schoolLifeTyping };
const DICTATION = { courseUuid: course, exerciseUuid: EXERCISE.schoolDayDictation };
const CHAT = { courseUuid: course, exerciseUuid: EXERCISE.greetingsChat };
const typingPath = `/exercise/${course}/drill-typing/${EXERCISE.schoolLifeTyping}`;
const dictationPath = `/exercise/${course}/dictation/${EXERCISE.schoolDayDictation}`;

const classOf2A = () =>
  conductLiveSession({ groupName: '2-A', startsAt: minutes(-10), endsAt: minutes(40) });

/** The teacher locks the class to these exercises, or changes the selection (a new version). */
const choose = (sessionId: number, exercises: { courseUuid: string; exerciseUuid: string }[]) =>
  startLimitedMode(sessionId, { exercises });

/** The GET requests of one exercise's content (the screen loads it as it mounts). */
function exerciseLoads(exerciseUuid: string) {
  const loads: string[] = [];
  mockServer.use(
    http.get(`*/api/v1/exercises/:course/:type/${exerciseUuid}/`, ({ request }) => {
      loads.push(request.url);
    }),
  );
  return loads;
}

/** The requests for the class's chosen exercises (passed on to the mock). */
function detailsRequests() {
  const requests: string[] = [];
  mockServer.use(
    http.get('*/api/v1/live/sessions/:sessionId/limited-mode/:limitedModeId/', ({ request }) => {
      requests.push(request.url);
    }),
  );
  return requests;
}

const lobbyNotice = async (text: string) =>
  expect(await screen.findByText(text, {}, SLOW)).toHaveAttribute('role', 'status');

/** The typing drill's first sentence, answered right: the answer is on its way to the backend. */
async function answerFirstTypingQuestion(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const exercise = contentCatalogue().exercises.find((e) => e.uuid === EXERCISE.schoolLifeTyping)!;
  const sentence = exercise.problems.filter((p) => !p.practiceOnly)[0]!.expected;
  await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
  await screen.findByRole('heading', { name: /^第 1 問/ }, SLOW);
  await user.type(screen.getByRole('textbox', { name: '英文を入力' }), `${sentence}{Enter}`);
  await screen.findByRole('heading', { name: /正解！/ });
  await user.keyboard('{Enter}');
  await screen.findByRole('heading', { name: /^第 2 問/ });
}

/**
 * hana on the typing drill's second question, half an answer typed (not sent: it stays only as
 * long as the screen does), when the teacher chooses `exercises` and the next poll of the sessions
 * (every 5 s) sees it.
 */
async function teacherChoosesWhileTyping(
  sessionId: number,
  exercises: { courseUuid: string; exerciseUuid: string }[],
) {
  const view = await renderApp(typingPath, { as: HANA });
  await answerFirstTypingQuestion(view.user);
  const field = screen.getByRole('textbox', { name: '英文を入力' });
  await view.user.type(field, 'I go to');
  const requests = detailsRequests();
  await choose(sessionId, exercises);
  await view.queryClient.refetchQueries({ queryKey: getListLiveSessionsQueryKey() });
  return { ...view, field, requests };
}

/**
 * The chosen exercises were fetched again and the learner goes on: the same field with the words
 * typed so far (the screen was never replaced), and no question or modal over it.
 */
async function expectUndisturbed({
  router,
  field,
  requests,
}: Awaited<ReturnType<typeof teacherChoosesWhileTyping>>) {
  await waitFor(() => expect(requests).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(router.state.location.pathname).toBe(typingPath);
  expect(screen.getByRole('textbox', { name: '英文を入力' })).toBe(field);
  expect(field).toHaveValue('I go to');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

const MOVED_OUT =
  '開いていたエクササイズは、この授業のエクササイズではありません。先生が出したエクササイズから選んでください。';

const typingRun = () =>
  exerciseLogs
    .filter((log) => log.exerciseUuid === EXERCISE.schoolLifeTyping)
    .sort((a, b) => b.logId - a.logId)[0];

describe('the lock on exercises during a class', () => {
  beforeEach(() => {
    // The client decides "started" with its own clock: aligned with the backend's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(TEST_NOW));
    sessionStorage.clear();
    resetOfflineCalls();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends an exercise the teacher did not choose to the lobby, saying why, without showing it', async () => {
    const session = await classOf2A();
    await choose(session.id, [CHAT, DICTATION]);
    const loads = exerciseLoads(EXERCISE.schoolLifeTyping);

    const { router } = await renderApp(typingPath, { as: HANA });

    await lobbyNotice(
      'このエクササイズは授業中は開けません。先生が出したエクササイズから選んでください。',
    );
    expect(router.state.location.pathname).toBe('/live/lobby');
    expect(router.state.location.search).toBe('?limitedMode=true');
    expect(loads).toEqual([]);
    const exercises = await screen.findByRole('region', { name: '先生が出したエクササイズ' });
    expect(await within(exercises).findAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says it in English too, and not again once the lobby is reloaded', async () => {
    const session = await classOf2A();
    await choose(session.id, [CHAT]);
    language.write('en');
    const { router, unmount } = await renderApp(typingPath, { as: HANA });
    await lobbyNotice(
      'This exercise cannot be opened during the class. Choose one of the exercises from your teacher.',
    );
    // The notice came with the move: the lobby's history entry no longer carries it.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    unmount();

    await renderApp('/live/lobby?limitedMode=true', { as: HANA });
    await screen.findByRole('region', { name: 'Exercises from your teacher' }, SLOW);
    expect(screen.queryByText(/cannot be opened during the class/)).not.toBeInTheDocument();
  });

  it('opens an exercise the teacher chose by its address', async () => {
    const session = await classOf2A();
    await choose(session.id, [CHAT, DICTATION]);

    const { router } = await renderApp(dictationPath, { as: HANA });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My School Day' }, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(dictationPath);
    expect(screen.queryByText(/授業中は開けません/)).not.toBeInTheDocument();
  });

  it('leads back to the lobby when the chosen exercises cannot be loaded', async () => {
    const session = await classOf2A();
    await choose(session.id, [CHAT, DICTATION]);
    mockServer.use(
      http.get('*/api/v1/live/sessions/:sessionId/limited-mode/:limitedModeId/', serverError),
    );
    const loads = exerciseLoads(EXERCISE.schoolDayDictation);

    const { router } = await renderApp(dictationPath, { as: HANA });

    await lobbyNotice(
      '授業のエクササイズを確かめられなかったので、ロビーに戻りました。もう一度選んでください。',
    );
    expect(router.state.location.pathname).toBe('/live/lobby');
    expect(loads).toEqual([]);
  });

  it('lets any exercise open when no class is in limited mode', async () => {
    await classOf2A();
    const { router } = await renderApp(typingPath, { as: HANA });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'School Life Sentences' }, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(typingPath);
  });

  it('moves a learner out of an exercise the teacher drops, keeping the answers given', async () => {
    const session = await classOf2A();
    await choose(session.id, [TYPING, DICTATION]);
    const { router } = await teacherChoosesWhileTyping(session.id, [DICTATION, CHAT]);

    await lobbyNotice(MOVED_OUT);
    expect(router.state.location.pathname).toBe('/live/lobby');
    // The move did not stop at the exercise's "leave?" question, and lost no answer: the run is
    // still open, with the first answer.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(typingRun()?.answers).toHaveLength(1));
    expect(typingRun()?.endedAt).toBeNull();
    const exercises = await screen.findByRole('region', { name: '先生が出したエクササイズ' });
    await waitFor(async () =>
      expect(
        (await within(exercises).findAllByRole('link')).map((link) => link.textContent),
      ).toEqual([
        expect.stringContaining('My School Day'),
        expect.stringContaining('Nice to Meet You'),
      ]),
    );
  });

  it('brings a learner in an exercise to the lobby when the teacher calls everyone back', async () => {
    const session = await classOf2A();
    await choose(session.id, [TYPING, DICTATION]);
    const view = await renderApp(typingPath, { as: HANA });
    await answerFirstTypingQuestion(view.user);
    await sendLiveClassToLobby(session.id);
    await view.queryClient.refetchQueries({ queryKey: getListLiveSessionsQueryKey() });

    await lobbyNotice('先生が全員をロビーに集めました。次のエクササイズが出るまで待ちましょう。');
    expect(view.router.state.location.pathname).toBe('/live/lobby');
    expect(await screen.findByText('エクササイズはまだありません。')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(typingRun()?.answers).toHaveLength(1));
  });

  it('lets a learner in an exercise still chosen go on when the teacher changes the selection', async () => {
    const session = await classOf2A();
    await choose(session.id, [TYPING, DICTATION]);

    await expectUndisturbed(await teacherChoosesWhileTyping(session.id, [TYPING, CHAT]));
  });

  it('moves a learner out of an exercise when a class starts without it, with no modal', async () => {
    const session = await classOf2A();
    const { router } = await teacherChoosesWhileTyping(session.id, [CHAT]);

    await lobbyNotice(MOVED_OUT);
    expect(router.state.location.pathname).toBe('/live/lobby');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets a learner go on when the class starts with their exercise among the chosen', async () => {
    const session = await classOf2A();
    const view = await teacherChoosesWhileTyping(session.id, [CHAT, TYPING]);
    const { user, router } = view;

    // No "class started" modal over the exercise.
    await expectUndisturbed(view);

    // Closing it now leads to the class's lobby (spec 2.2), after the exercise's own question.
    await user.click(screen.getByRole('button', { name: 'エクササイズを終了' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'エクササイズを終了しますか？',
    });
    await user.click(within(confirm).getByRole('button', { name: '終了する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/lobby'));
    expect(router.state.location.search).toBe('?limitedMode=true');
  });

  it('asks before a learner leaves a chosen exercise in a class, even before she starts (spec 4.4)', async () => {
    const session = await classOf2A();
    await choose(session.id, [DICTATION]);
    const { user, router } = await renderApp(dictationPath, { as: HANA });
    const close = await screen.findByRole('button', { name: 'エクササイズを終了' }, SLOW);

    await user.click(close);
    const confirm = await screen.findByRole('alertdialog', {
      name: 'エクササイズを終了しますか？',
    });
    await user.click(within(confirm).getByRole('button', { name: '続ける' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(dictationPath);

    await user.click(screen.getByRole('button', { name: 'エクササイズを終了' }));
    const again = await screen.findByRole('alertdialog', { name: 'エクササイズを終了しますか？' });
    await user.click(within(again).getByRole('button', { name: '終了する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/lobby'));
  });

  it('opens an exercise when the list of classes hangs, and locks once it answers with a class', async () => {
    const session = await classOf2A();
    await choose(session.id, [CHAT, DICTATION]);
    // An access point that hangs: the list answers only when released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(
      http.get('*/api/v1/live/sessions/', async () => {
        await held;
      }),
    );
    // The moment it waits brought forward instead of waited for (time otherwise runs on).
    fakeTimersRunningOn();
    const { router } = await renderApp(typingPath, { as: HANA });
    await vi.advanceTimersByTimeAsync(CLASS_LIST_WAIT_MS);

    // Unknown: the exercise waits a moment, then opens rather than locking on a guess; nothing
    // is said about a class meanwhile.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'School Life Sentences' }, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(typingPath);
    expect(screen.queryByText(/授業/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // The fresh answer says the class is on without this exercise: to the lobby, saying why.
    release();
    await lobbyNotice(MOVED_OUT);
    expect(router.state.location.pathname).toBe('/live/lobby');
  });
});
