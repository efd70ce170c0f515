import { onlineManager } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { exerciseLogs } from '../../../../mock-server/db/exercise-logs';
import type { ProblemKey } from '../../../../mock-server/db/exercise-content';
import { contentCatalogue } from '../../../../mock-server/seed/content';
import { COURSE, EXERCISE } from '../../../../mock-server/seed/content-catalogue';
import { offlineDevice } from '../../../../tests/support/offline-device';
import { HANA, renderApp, SLOW } from '../../../../tests/support/render-app';
import type { ListeningQuizProblemBodyItem } from '../../../api/generated/model/listeningQuizProblemBodyItem';
import en from '../../../i18n/en/exercises';
import ja from '../../../i18n/ja/exercises';
import type { Outcome, PlayerQuestion } from '../kinds/kind';
import { listeningQuizKind } from '../kinds/listening-quiz/listening-quiz-kind';
import { waitingCalls, type StoredCall } from '../../../../tests/support/waiting-calls';
import { DEFERRED_END } from './deferred-run-end';
import { resetOfflineCalls } from './offline-calls';
import { AnsweredSheet } from './components/answered-sheet';
import { awaitingMarks, endCounts, initialRunState, runReducer, type RunState } from './run-state';

// Deferred marking (docs/offline-download.md): a kind whose questions are in the downloaded
// content but whose answer key stays on the server (the listening quiz) is played offline; each
// answer is saved unmarked (no verdict is invented), the end waits for the marks, and when the
// queue delivers the answers the backend's marks, the counts and the trophy come.

const quizUuid = EXERCISE.airportAnnouncementsQuiz;
const quizPath = `/exercise/${COURSE.travelEnglish}/quiz-listening/${quizUuid}`;
const SAVED = '答えを保存しました';

const queued = (): StoredCall[] => waitingCalls();

function keyOf(problemUuid: string): Extract<ProblemKey, { kind: 'choice' }> {
  const exercise = contentCatalogue().exercises.find((e) => e.uuid === quizUuid)!;
  const key = exercise.problems.find((p) => p.problemUuid === problemUuid)!;
  if (key.kind !== 'choice') throw new Error('not a choice');
  return key;
}

/** The run's snapshot (what the player keeps in the tab), null before there is one. */
function runSnapshot(): RunState | null {
  const saved = Object.keys(sessionStorage).find((k) => k.startsWith('eigo.exerciseRun.'));
  return saved ? (JSON.parse(sessionStorage.getItem(saved)!) as RunState | null) : null;
}

const device = offlineDevice();

describe('a listening quiz started offline (deferred marking)', () => {
  it('saves each answer unmarked, then shows the backend’s marks and trophy once delivered', async () => {
    const quizLogs = () => exerciseLogs.filter((l) => l.exerciseUuid === quizUuid);
    const logsBefore = quizLogs().length;
    const { user, unmount } = await renderApp(quizPath, { as: HANA });
    const start = await screen.findByRole('button', { name: 'はじめる' }, SLOW);

    device.online = false;
    window.dispatchEvent(new Event('offline'));
    await user.click(start);
    const heading = await screen.findByRole('heading', { level: 1, name: /第 1 問（全 \d+ 問）/ });
    const total = Number(/全 (\d+) 問/.exec(heading.textContent ?? '')![1]);
    expect(total).toBeGreaterThan(1);

    let firstRight = '';
    for (let n = 1; n <= total; n += 1) {
      const region = await screen.findByRole('region', { name: `第 ${n} 問（全 ${total} 問）` });
      // The snapshot follows the screen just after it is painted.
      const shown = await waitFor(() => {
        const state = runSnapshot();
        expect(`${state?.index}:${state?.screen}`).toBe(`${n - 1}:question`);
        return state!.questions[state!.index]!;
      });
      const question: PlayerQuestion = shown;
      const item = question.item as ListeningQuizProblemBodyItem;
      const right = item.options.findIndex(
        (o) => o.id === keyOf(question.problemUuid).correctOptionId,
      );
      // The first answer is wrong on purpose: offline nothing says so.
      const pick = n === 1 ? (right + 1) % item.options.length : right;
      if (n === 1) firstRight = item.options[right]!.text;
      await user.click(
        within(region).getByRole('button', { name: new RegExp(item.options[pick]!.text) }),
      );

      const sheet = await screen.findByRole('region', { name: SAVED });
      expect(sheet).toHaveTextContent('インターネットにつながると答え合わせをして');
      expect(
        screen.queryByRole('heading', { name: /正解！|正しい答えを確かめよう|おしい/ }),
      ).toBeNull();
      expect(screen.queryByText('正しい答え')).toBeNull();
      // Her pick stays marked as hers, and only hers; no option says 「正解」.
      const picked = within(region).getByRole('button', {
        name: new RegExp(item.options[pick]!.text),
      });
      expect(picked).toHaveTextContent('あなたの答え');
      expect(within(region).getAllByText('あなたの答え')).toHaveLength(1);
      expect(within(region).queryByText('正解')).toBeNull();
      await user.click(
        within(sheet).getByRole('button', { name: n === total ? '結果を見る' : '次へ' }),
      );
    }
    expect(
      await screen.findByText(/インターネットにつながると答え合わせをして、結果が表示されます/),
    ).toBeInTheDocument();

    // The start and the answers wait, in order; no end with counts is queued: its counts need
    // the marks. The run's end waits behind them, to be counted from the marks when it goes.
    const calls = await waitFor(() => {
      const waiting = queued();
      expect(waiting.map((c) => c.operation)).toEqual([
        'startExercise',
        ...Array.from({ length: total }, () => 'logExerciseAnswer'),
        DEFERRED_END,
      ]);
      return waiting;
    });
    expect(quizLogs()).toHaveLength(logsBefore);

    // A reload while offline: still waiting for the marks, nothing queued twice.
    unmount();
    resetOfflineCalls();
    device.online = true;
    const view = renderApp(quizPath);
    device.online = false;
    onlineManager.setOnline(true);
    const reloaded = await view;
    expect(
      await screen.findByText(/答え合わせをして、結果が表示されます/, {}, SLOW),
    ).toBeInTheDocument();
    expect(queued()).toHaveLength(calls.length);

    // Back online: the answers are delivered and marked by the backend, then the end goes.
    device.online = true;
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '結果' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(`${total} 問中 ${total - 1} 問正解`)).toBeVisible();
    await waitFor(() => expect(queued()).toEqual([]));
    const mine = quizLogs();
    expect(mine).toHaveLength(logsBefore + 1);
    const log = mine.sort((a, b) => b.logId - a.logId)[0]!;
    expect(log.endedAt).not.toBeNull();
    expect(log.answers).toHaveLength(total);
    expect(log.numCorrectAnswers).toBe(total - 1);

    // The trophy is the backend's.
    const trophies = { 1: 'ブロンズトロフィー', 2: 'シルバートロフィー', 3: 'ゴールドトロフィー' };
    if (log.trophy === null) expect(screen.getByText(/トロフィーはまだです/)).toBeVisible();
    else
      expect(
        await screen.findByRole('img', { name: trophies[log.trophy as 1 | 2 | 3] }, SLOW),
      ).toBeVisible();

    // The review shows the backend's marks: the first answer wrong with the right option.
    await reloaded.user.click(screen.getByRole('button', { name: '答えをふり返る' }));
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(total);
    expect(rows[0]).toHaveTextContent('まちがい');
    expect(rows[0]).toHaveTextContent(`正しい答え: ${firstRight}`);
    // What was heard comes with the backend's answer too.
    expect(rows[0]).toHaveTextContent('聞こえた英語');
    for (const row of rows.slice(1)) expect(row).not.toHaveTextContent(/まちがい|答えを保存/);
    reloaded.unmount();
  });
});

describe('a listening quiz started online that loses the network', () => {
  it('saves the answer unmarked, and the mark replaces it on the sheet once delivered', async () => {
    const { user, unmount } = await renderApp(quizPath, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    const region = await screen.findByRole('region', { name: /第 1 問（全 \d+ 問）/ }, SLOW);
    const question = await waitFor(() => {
      const state = runSnapshot();
      expect(`${state?.index}:${state?.screen}`).toBe('0:question');
      return state!.questions[0]!;
    });
    const item = question.item as ListeningQuizProblemBodyItem;
    const right = item.options.find((o) => o.id === keyOf(question.problemUuid).correctOptionId)!;

    device.online = false;
    window.dispatchEvent(new Event('offline'));
    await user.click(within(region).getByRole('button', { name: new RegExp(right.text) }));
    expect(await screen.findByRole('region', { name: SAVED })).toBeInTheDocument();
    expect(queued().map((c) => c.operation)).toEqual(['logExerciseAnswer']);

    device.online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('region', { name: '正解！' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: SAVED })).toBeNull();
    unmount();
  });
});

describe('a translation quiz started offline (deferred marking)', () => {
  it('is played through unmarked and marked by the backend once back online', async () => {
    const uuid = EXERCISE.presentSimpleTranslationQuiz;
    const path = `/exercise/${COURSE.juniorHighGrammar}/quiz-translation/${uuid}`;
    const exercise = contentCatalogue().exercises.find((e) => e.uuid === uuid)!;
    const { user, unmount } = await renderApp(path, { as: HANA });
    const start = await screen.findByRole('button', { name: 'はじめる' }, SLOW);
    device.online = false;
    window.dispatchEvent(new Event('offline'));
    await user.click(start);
    const heading = await screen.findByRole('heading', { level: 1, name: /第 1 問（全 \d+ 問）/ });
    const total = Number(/全 (\d+) 問/.exec(heading.textContent ?? '')![1]);

    for (let n = 1; n <= total; n += 1) {
      const region = await screen.findByRole('region', { name: `第 ${n} 問（全 ${total} 問）` });
      const problemUuid = await waitFor(() => {
        const state = runSnapshot();
        expect(`${state?.index}:${state?.screen}`).toBe(`${n - 1}:question`);
        return state!.questions[state!.index]!.problemUuid;
      });
      const key = exercise.problems.find((p) => p.problemUuid === problemUuid)!;
      if (key.kind !== 'sentence') throw new Error('not a sentence');
      await user.type(
        within(region).getByRole('textbox', { name: '英語で書こう' }),
        key.accepted[0]!,
      );
      await user.click(within(region).getByRole('button', { name: '答え合わせ' }));
      const sheet = await screen.findByRole('region', { name: SAVED });
      expect(
        screen.queryByRole('heading', { name: /正解！|正しい答えを確かめよう|おしい/ }),
      ).toBeNull();
      // What she typed is listed as hers; no correct answer is shown before the mark.
      expect(within(sheet).getByRole('term')).toHaveTextContent('あなたの答え');
      expect(within(sheet).getByRole('definition')).toHaveTextContent(key.accepted[0]!);
      expect(within(sheet).queryByText('正しい答え')).toBeNull();
      await user.click(
        within(sheet).getByRole('button', { name: n === total ? '結果を見る' : '次へ' }),
      );
    }
    expect(await screen.findByText(/答え合わせをして、結果が表示されます/)).toBeInTheDocument();
    await waitFor(() =>
      expect(queued().map((c) => c.operation)).toEqual([
        'startExercise',
        ...Array.from({ length: total }, () => 'submitTranslationQuizAnswer'),
        DEFERRED_END,
      ]),
    );

    device.online = true;
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '結果' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(`${total} 問中 ${total} 問正解`)).toBeVisible();
    await waitFor(() => expect(queued()).toEqual([]));
    unmount();
  });
});

const pending = (problemUuid: string, answer: unknown, skipped = false) => ({
  callId: `call-${problemUuid}`,
  call: { operation: 'logExerciseAnswer' as const, args: [], idempotencyKey: `key-${problemUuid}` },
  problemUuid,
  attempt: 0,
  answer,
  skipped,
});

const unmarked: Outcome = {
  correct: null,
  skipped: false,
  given: null,
  correction: null,
  meaning: null,
  nextAttempt: null,
  learnStatus: null,
  deferred: true,
};

describe('the run state of deferred answers', () => {
  const item = { type: 'PLAIN_TEXT', text: 'a', translation: 'あ' } as const;
  const q = (problemUuid: string): PlayerQuestion => ({
    problemUuid,
    item,
    body: [item],
    footer: [],
    audio: null,
  });
  const started = runReducer(initialRunState, {
    type: 'started',
    logId: -5,
    questions: [q('p1'), q('p2')],
    mode: 'test',
  });

  it('keeps an unmarked answer’s call until its mark replaces the outcome', () => {
    let state = runReducer(started, { type: 'answer-sent', pending: pending('p1', 'x') });
    state = runReducer(state, { type: 'answered', problemUuid: 'p1', outcome: unmarked });
    expect(awaitingMarks(state)).toBe(1);
    expect(state.deferred?.p1?.callId).toBe('call-p1');
    // Unmarked answers count nowhere: the end is not due until they are marked.
    expect(endCounts(state)).toEqual({
      numCorrectAnswers: 0,
      numIncorrectAnswers: 0,
      numSkipped: 0,
    });

    const marked: Outcome = { ...unmarked, correct: false, deferred: undefined, correction: 'B' };
    state = runReducer(state, { type: 'marked', problemUuid: 'p1', outcome: marked });
    expect(awaitingMarks(state)).toBe(0);
    expect(state.outcomes.p1).toEqual(marked);
    expect(endCounts(state)).toEqual({
      numCorrectAnswers: 0,
      numIncorrectAnswers: 1,
      numSkipped: 0,
    });
    // A second mark for the same answer changes nothing.
    expect(runReducer(state, { type: 'marked', problemUuid: 'p1', outcome: unmarked })).toBe(state);
  });

  it('keeps nothing for an answer marked at once', () => {
    let state = runReducer(started, { type: 'answer-sent', pending: pending('p2', 'x') });
    state = runReducer(state, {
      type: 'answered',
      problemUuid: 'p2',
      outcome: { ...unmarked, correct: true, deferred: undefined },
    });
    expect(awaitingMarks(state)).toBe(0);
  });
});

describe.each([
  [
    'ja',
    ja,
    '答えを保存しました',
    'インターネットにつながると答え合わせをして、結果を表示します。',
  ],
  ['en', en, 'Answer saved', 'It is marked when you are back online.'],
])('the feedback sheet of an unmarked answer (%s)', (locale, messages, heading, note) => {
  it('says the answer is saved and shows no verdict nor the kind’s marked part', () => {
    const question: PlayerQuestion = {
      problemUuid: 'p1',
      item: {
        type: 'LISTENING_QUIZ_PROBLEM',
        question: 'Where is the flight going?',
        translation: 'どこ行き？',
        options: [
          { id: 'a', text: 'To London', translation: 'ロンドンへ' },
          { id: 'b', text: 'To Paris', translation: 'パリへ' },
        ],
      } as unknown as ListeningQuizProblemBodyItem,
      body: [],
      footer: [],
      audio: null,
    };
    render(
      <IntlProvider locale={locale} messages={messages}>
        <AnsweredSheet
          kind={listeningQuizKind as never}
          question={question}
          outcome={unmarked}
          last={false}
          onContinue={() => {}}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
    // The kind's answered part (meanings of the options, what was heard) waits for the mark.
    expect(screen.queryByText(/ロンドンへ|パリへ/)).toBeNull();
  });
});
