import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exerciseLogs } from '../../../../mock-server/db/exercise-logs';
import type { ProblemKey } from '../../../../mock-server/db/exercise-content';
import { mockServer } from '../../../../mock-server/node';
import { contentCatalogue } from '../../../../mock-server/seed/content';
import { COURSE, EXERCISE } from '../../../../mock-server/seed/content-catalogue';
import { HANA, KEN, renderApp, SLOW } from '../../../../tests/support/render-app';
import type { ListeningQuizProblemBodyItem } from '../../../api/generated/model/listeningQuizProblemBodyItem';
import { waitingCalls, type StoredCall } from '../../../../tests/support/waiting-calls';
import { resetOfflineCalls } from './offline-calls';
import { DEFERRED_END } from './deferred-run-end';
import { RUN_ENDS_STORAGE_KEY } from './waiting-calls';
import { putWaiting, readWaiting } from './waiting-calls-store';
import type { RunState } from './run-state';

// A run with deferred marks finished offline whose tab is closed before the network comes back
// (docs/offline-download.md): its answers are delivered by the app wherever the learner is, and
// the app ends the run with the backend's counts, once; reopened meanwhile in a new tab, the run
// shows its marks and result and still ends once.

const quizUuid = EXERCISE.airportAnnouncementsQuiz;
const quizPath = `/exercise/${COURSE.travelEnglish}/quiz-listening/${quizUuid}`;

const queued = (): StoredCall[] => waitingCalls();
const quizLogs = () => exerciseLogs.filter((l) => l.exerciseUuid === quizUuid);

function rightOptionOf(problemUuid: string): string {
  const exercise = contentCatalogue().exercises.find((e) => e.uuid === quizUuid)!;
  const key = exercise.problems.find((p) => p.problemUuid === problemUuid) as ProblemKey;
  if (key.kind !== 'choice') throw new Error('not a choice');
  return key.correctOptionId;
}

function runSnapshot(): RunState | null {
  const saved = Object.keys(sessionStorage).find((k) => k.startsWith('eigo.exerciseRun.'));
  return saved ? (JSON.parse(sessionStorage.getItem(saved)!) as RunState | null) : null;
}

let online = true;
/** The end calls that reached the mock backend. */
let ends: string[] = [];
const countEnds = ({ request }: { request: Request }) => {
  if (request.method === 'POST' && /\/end\/$/.test(new URL(request.url).pathname))
    ends.push(request.headers.get('Idempotency-Key') ?? '');
};

beforeEach(() => {
  sessionStorage.clear();
  resetOfflineCalls();
  online = true;
  ends = [];
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  mockServer.events.on('request:start', countEnds);
});
afterEach(() => {
  mockServer.events.removeListener('request:start', countEnds);
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

/** Plays the listening quiz offline, the first answer wrong and the others right. */
async function playOffline(): Promise<{ total: number; unmount: () => void }> {
  const { user, unmount } = await renderApp(quizPath, { as: HANA });
  const start = await screen.findByRole('button', { name: 'はじめる' }, SLOW);
  online = false;
  window.dispatchEvent(new Event('offline'));
  await user.click(start);
  const heading = await screen.findByRole('heading', { level: 1, name: /第 1 問（全 \d+ 問）/ });
  const total = Number(/全 (\d+) 問/.exec(heading.textContent ?? '')![1]);
  for (let n = 1; n <= total; n += 1) {
    const region = await screen.findByRole('region', { name: `第 ${n} 問（全 ${total} 問）` });
    const question = await waitFor(() => {
      const state = runSnapshot();
      expect(`${state?.index}:${state?.screen}`).toBe(`${n - 1}:question`);
      return state!.questions[state!.index]!;
    });
    const item = question.item as ListeningQuizProblemBodyItem;
    const right = item.options.findIndex((o) => o.id === rightOptionOf(question.problemUuid));
    const pick = n === 1 ? (right + 1) % item.options.length : right;
    await user.click(
      within(region).getByRole('button', { name: new RegExp(item.options[pick]!.text) }),
    );
    const sheet = await screen.findByRole('region', { name: '答えを保存しました' });
    await user.click(
      within(sheet).getByRole('button', { name: n === total ? '結果を見る' : '次へ' }),
    );
  }
  expect(
    await screen.findByText(/インターネットにつながると答え合わせをして、結果が表示されます/),
  ).toBeInTheDocument();
  // The end waits for the marks: no end with counts is queued, but the run's end waits behind
  // its answers, to be counted from their marks (kept on the device for the app).
  expect(queued().map((c) => c.operation)).not.toContain('endExercise');
  await waitFor(() => expect(queued().at(-1)?.operation).toBe(DEFERRED_END));
  return { total, unmount };
}

/** The tab is closed: its session storage and its queue go with it (the stored calls stay). */
function closeTab(unmount: () => void): void {
  unmount();
  sessionStorage.clear();
  resetOfflineCalls();
}

describe('a run with deferred marks whose tab was closed offline', () => {
  it('is ended by the app with the backend’s counts, once, with no exercise screen open', async () => {
    const logsBefore = quizLogs().length;
    const { total, unmount } = await playOffline();
    closeTab(unmount);

    // Back online, the app opens on the home screen: the queue drains there.
    online = true;
    const { unmount: closeHome } = await renderApp('/');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(queued()).toEqual([]), SLOW);
    await waitFor(() => {
      const log = quizLogs().sort((a, b) => b.logId - a.logId)[0]!;
      expect(quizLogs()).toHaveLength(logsBefore + 1);
      expect(log.answers).toHaveLength(total);
      expect(log.endedAt).not.toBeNull();
    }, SLOW);
    const log = quizLogs().sort((a, b) => b.logId - a.logId)[0]!;
    expect(log.numCorrectAnswers).toBe(total - 1);
    expect(log.numIncorrectAnswers).toBe(1);
    expect(log.numSkipped).toBe(0);
    expect(ends).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 1, name: '結果' })).toBeNull();
    closeHome();

    // Opened again later: the run is over, nothing is restored or ended again.
    resetOfflineCalls();
    const { unmount: closeAgain } = await renderApp(quizPath);
    expect(await screen.findByRole('button', { name: 'はじめる' }, SLOW)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ends).toHaveLength(1);
    closeAgain();
  });

  it('reopened in a new tab before the network is back, shows the marks and ends once', async () => {
    const { total, unmount } = await playOffline();
    closeTab(unmount);

    // A new tab, still offline: the finished run comes back, waiting for its marks. (The screen's
    // content comes from the mock here, as the worker's cache answers it in the browser.)
    online = true;
    const view = renderApp(quizPath);
    online = false;
    onlineManager.setOnline(true);
    const reopened = await view;
    expect(
      await screen.findByText(/答え合わせをして、結果が表示されます/, {}, SLOW),
    ).toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '結果' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(`${total} 問中 ${total - 1} 問正解`)).toBeVisible();
    await waitFor(() => expect(queued()).toEqual([]));
    const log = quizLogs().sort((a, b) => b.logId - a.logId)[0]!;
    expect(log.endedAt).not.toBeNull();
    expect(log.numCorrectAnswers).toBe(total - 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(new Set(ends).size).toBe(1);
    expect(ends).toHaveLength(1);
    reopened.unmount();
  });

  it('waits for its owner on a shared device, and is ended once when she signs in again', async () => {
    const logsBefore = quizLogs().length;
    const { total, unmount } = await playOffline();
    closeTab(unmount);

    // Back online, ken signs in on the same device: none of hana's calls goes with his token.
    online = true;
    const { unmount: closeKen } = await renderApp('/', { as: KEN });
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(quizLogs()).toHaveLength(logsBefore);
    expect(ends).toEqual([]);
    expect(queued().at(-1)?.operation).toBe(DEFERRED_END);
    closeKen();
    resetOfflineCalls();

    // hana signs in again: her answers go, then her run's end, counted from their marks, once.
    const { unmount: closeHana } = await renderApp('/', { as: HANA });
    await waitFor(() => expect(queued()).toEqual([]), SLOW);
    const log = quizLogs().sort((a, b) => b.logId - a.logId)[0]!;
    expect(quizLogs()).toHaveLength(logsBefore + 1);
    expect(log.aliasUuid).toBe(HANA.aliasUuid);
    expect(log.endedAt).not.toBeNull();
    expect(log.numCorrectAnswers).toBe(total - 1);
    expect(log.numIncorrectAnswers).toBe(1);
    expect(ends).toHaveLength(1);
    closeHana();
  });

  it('kept by the version before in its own table (eigo.answerQueue.runEnds), is still ended once', async () => {
    const { total, unmount } = await playOffline();
    closeTab(unmount);
    // The device held the run's end as the version before kept it: moved to its owner's calls.
    const item = `user.${HANA.userUuid}`;
    const calls = readWaiting(item);
    const end = calls.find((call) => call.mutationKey?.[1] === DEFERRED_END)!;
    const { args, scope, owner, idempotencyKey, enqueuedAt } = end.state.variables as {
      args: [{ logId: number; snapshotKey: string; target: unknown; state: unknown }];
      scope: string;
      owner: unknown;
      idempotencyKey: string;
      enqueuedAt: number;
    };
    localStorage.removeItem(`eigo.waitingCalls.${item}`);
    putWaiting(
      item,
      calls.filter((call) => call !== end),
    );
    localStorage.setItem(
      RUN_ENDS_STORAGE_KEY,
      JSON.stringify({
        [args[0].logId]: {
          ...args[0],
          scope,
          owner,
          idempotencyKey,
          results: {},
          endQueued: null,
          at: enqueuedAt,
        },
      }),
    );

    online = true;
    const { unmount: closeHome } = await renderApp('/');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(queued()).toEqual([]), SLOW);
    expect(localStorage.getItem(RUN_ENDS_STORAGE_KEY)).toBeNull();
    const log = quizLogs().sort((a, b) => b.logId - a.logId)[0]!;
    expect(log.endedAt).not.toBeNull();
    expect(log.numCorrectAnswers).toBe(total - 1);
    expect(ends).toEqual([idempotencyKey]);
    closeHome();
  });
});
