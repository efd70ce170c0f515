import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { exerciseLogs } from '../../../../mock-server/db/exercise-logs';
import { userFeedback } from '../../../../mock-server/db/user-feedback';
import { contentCatalogue } from '../../../../mock-server/seed/content';
import { COURSE, EXERCISE } from '../../../../mock-server/seed/content-catalogue';
import { HANA, renderApp, SLOW } from '../../../../tests/support/render-app';
import { mockServer } from '../../../../mock-server/node';
import { waitingCalls } from '../../../../tests/support/waiting-calls';
import { resetOfflineCalls } from './offline-calls';

const typingPath = `/exercise/${COURSE.everydayConversation}/drill-typing/${EXERCISE.schoolLifeTyping}`;

function expectedSentences(exerciseUuid: string): string[] {
  const exercise = contentCatalogue().exercises.find((e) => e.uuid === exerciseUuid)!;
  return exercise.problems.filter((p) => !p.practiceOnly).map((p) => p.expected);
}

describe('the exercise player (typing drill, whole app)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetOfflineCalls();
  });

  it('goes from the overview through every question to the trophy, judged by the backend', async () => {
    resetOfflineCalls();
    const { user, router } = await renderApp(typingPath, { as: HANA });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'School Life Sentences' }, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'はじめる' }));

    const sentences = expectedSentences(EXERCISE.schoolLifeTyping);
    for (const [index, sentence] of sentences.entries()) {
      const heading = await screen.findByRole('heading', {
        name: `第 ${index + 1} 問（全 ${sentences.length} 問）`,
      });
      const field = screen.getByRole('textbox', { name: '英文を入力' });
      expect(heading).toBeInTheDocument();
      await waitFor(() => expect(field).toHaveFocus());
      if (index === 0) {
        // Far off: no 「おしい！」, a kind heading, the answer word by word and the right one.
        await user.type(field, 'This is wrong{Enter}');
        const sheet = await screen.findByRole('region', { name: /正しい答えを確かめよう/ });
        expect(within(sheet).queryByText(/おしい/)).not.toBeInTheDocument();
        expect(within(sheet).getByRole('list', { name: 'あなたの答えとのちがい' })).toBeVisible();
        expect(within(sheet).getByText(sentence)).toBeInTheDocument();
      } else if (index === 1) {
        // One word left out: nearly right.
        const words = sentence.split(' ');
        await user.type(field, `${words.slice(0, -1).join(' ')}{Enter}`);
        const sheet = await screen.findByRole('region', { name: /おしい！/ });
        const comparison = within(sheet).getByRole('list', { name: 'あなたの答えとのちがい' });
        expect(within(comparison).getByText(/ぬけている/)).toBeInTheDocument();
      } else {
        await user.type(field, `${sentence}{Enter}`);
        expect(await screen.findByRole('heading', { name: /正解！/ })).toBeInTheDocument();
      }
      await user.keyboard('{Enter}');
    }

    expect(
      await screen.findByRole('heading', { level: 1, name: '結果' }, SLOW),
    ).toBeInTheDocument();
    const total = sentences.length;
    expect(screen.getByText(`${total} 問中 ${total - 2} 問正解`)).toBeInTheDocument();
    const log = exerciseLogs
      .filter((l) => l.exerciseUuid === EXERCISE.schoolLifeTyping && l.endedAt !== null)
      .sort((a, b) => b.logId - a.logId)[0]!;
    expect(log.answers).toHaveLength(total);
    expect(log.numCorrectAnswers).toBe(total - 2);

    await user.click(screen.getByRole('button', { name: '答えをふり返る' }));
    expect(await screen.findByRole('heading', { name: 'ふり返り' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(total);
    await user.click(screen.getByRole('button', { name: '結果に戻る' }));
    await user.click(await screen.findByRole('button', { name: '終了' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/course/details/${COURSE.everydayConversation}`),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'このエクササイズはどうでしたか？' },
      SLOW,
    );
    await user.click(within(dialog).getByRole('radio', { name: 'むずかしい' }));
    await user.type(within(dialog).getByRole('textbox'), 'Long sentences');
    await user.click(within(dialog).getByRole('button', { name: '送る' }));
    await waitFor(() => expect(userFeedback.filter((f) => f.logId === log.logId)).toHaveLength(1));
    expect(userFeedback.filter((f) => f.logId === log.logId)[0]).toMatchObject({
      difficulty: 'difficult',
      text: 'Long sentences',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('asks before leaving a run in progress', async () => {
    resetOfflineCalls();
    const { user, router } = await renderApp(typingPath, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    await screen.findByRole('heading', { name: /^第 1 問/ });
    await user.click(screen.getByRole('button', { name: 'エクササイズを終了' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'エクササイズを終了しますか？' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '続ける' }));
    // Staying closes the dialog and keeps the run: no navigation was let through.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^第 1 問/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(typingPath);
  });

  it('says an unknown exercise cannot be found instead of showing a frame', async () => {
    await renderApp(
      `/exercise/${COURSE.everydayConversation}/drill-typing/00000000-0000-4000-8000-000000000000`,
      { as: HANA },
    );
    expect(await screen.findByText(/見つかりませんでした/, {}, SLOW)).toBeInTheDocument();
  });
});

describe('an answer given while the connection is down', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetOfflineCalls();
  });

  it('is kept across a reload and reaches the backend once when the connection is back', async () => {
    let down = true;
    mockServer.use(
      http.post('*/api/v1/exercises/:course/:type/:exercise/log/', () =>
        down ? HttpResponse.error() : undefined,
      ),
    );
    const { user, unmount } = await renderApp(typingPath, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    const [sentence] = expectedSentences(EXERCISE.schoolLifeTyping);
    await user.type(
      await screen.findByRole('textbox', { name: '英文を入力' }),
      `${sentence}{Enter}`,
    );
    expect(await screen.findByText(/接続を待っています/)).toBeInTheDocument();
    expect(waitingCalls()).toHaveLength(1);

    // The page is reloaded while the answer still waits, then the connection comes back.
    unmount();
    resetOfflineCalls();
    down = false;
    await renderApp(typingPath);
    expect(await screen.findByRole('heading', { name: /正解！/ }, SLOW)).toBeInTheDocument();
    const open = exerciseLogs
      .filter((l) => l.exerciseUuid === EXERCISE.schoolLifeTyping && l.endedAt === null)
      .sort((a, b) => b.logId - a.logId)[0]!;
    await waitFor(() => expect(waitingCalls()).toEqual([]));
    expect(open.answers).toHaveLength(1);
    expect(open.answers[0]).toMatchObject({ correct: true, retry: 0 });
  });
});

describe('after the last question', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetOfflineCalls();
  });

  it('counts skipped questions as wrong and leads to the next exercise of the section', async () => {
    // "At School": My School Day (dictation), then School Life Sentences (typing drill).
    const dictationPath = `/exercise/${COURSE.everydayConversation}/dictation/${EXERCISE.schoolDayDictation}`;
    const { user, router } = await renderApp(dictationPath, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    const total = expectedSentences(EXERCISE.schoolDayDictation).length;
    for (let n = 1; n <= total; n += 1) {
      await screen.findByRole('heading', { name: new RegExp(`^第 ${n} 問`) });
      await user.click(screen.getByRole('button', { name: 'スキップ' }));
      expect(await screen.findByRole('heading', { name: /スキップしました/ })).toBeInTheDocument();
      await user.keyboard('{Enter}');
    }
    expect(
      await screen.findByRole('heading', { level: 1, name: '結果' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(`正解 0・不正解 0・スキップ ${total}`)).toBeInTheDocument();
    expect(screen.getByText('トロフィーはまだです。もう一度挑戦してみよう！')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '次のエクササイズへ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(typingPath));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'School Life Sentences' }, SLOW),
    ).toBeInTheDocument();
  });
});

describe('a drill', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetOfflineCalls();
  });

  const drillPath = `/exercise/${COURSE.firstSteps}/drill-vocabulary/${EXERCISE.greetingWordsVocabulary}?problemCount=3`;

  async function answerAll(user: Awaited<ReturnType<typeof renderApp>>['user'], count: number) {
    for (let n = 1; n <= count; n += 1) {
      await screen.findByRole('heading', { name: new RegExp(`^第 ${n} 問（全 ${count} 問）`) });
      await user.keyboard('1');
      await screen.findByRole('heading', { name: /正解！|正しい答えを確かめよう/ });
      await user.keyboard('{Enter}');
    }
  }

  it('practises the missed cards after the test, in a practice run that earns no trophy', async () => {
    const { user } = await renderApp(drillPath, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'テストする' }, SLOW));
    await answerAll(user, 3);
    expect(
      await screen.findByRole('heading', { level: 1, name: '結果' }, SLOW),
    ).toBeInTheDocument();
    const test = exerciseLogs
      .filter((l) => l.exerciseUuid === EXERCISE.greetingWordsVocabulary && l.mode === 'test')
      .sort((a, b) => b.logId - a.logId)[0]!;
    const missed = test.answers.filter((a) => a.correct !== true).length;
    const practise = screen.getByRole('button', {
      name: missed > 0 ? 'まちがえた問題を練習' : 'すべての問題を練習',
    });
    await user.click(practise);
    await answerAll(user, missed > 0 ? missed : 3);
    expect(
      await screen.findByRole('heading', { level: 1, name: '練習の結果' }, SLOW),
    ).toBeInTheDocument();
    const practice = exerciseLogs
      .filter((l) => l.parentLogId === test.logId)
      .sort((a, b) => b.logId - a.logId)[0]!;
    expect(practice).toMatchObject({ mode: 'practice', trophy: null });
    expect(practice.endedAt).not.toBeNull();
    expect(screen.getByRole('button', { name: '練習を終える' })).toBeInTheDocument();
  });

  it('practises only the cards selected on the overview, in a practice run that counts for nothing', async () => {
    const testRuns = () =>
      exerciseLogs.filter(
        (l) => l.exerciseUuid === EXERCISE.greetingWordsVocabulary && l.mode === 'test',
      ).length;
    const testsBefore = testRuns();
    const { user } = await renderApp(drillPath, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'すべて外す' }, SLOW));
    expect(screen.getByRole('button', { name: '選んだ項目で練習' })).toBeDisabled();
    expect(
      screen.getByText('練習はトロフィーや課題の提出には数えられません。気軽にためしてみよう。'),
    ).toBeInTheDocument();
    const scope = screen.getByRole('list', { name: 'このエクササイズの範囲' });
    const boxes = within(scope).getAllByRole('checkbox');
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    await user.click(screen.getByRole('button', { name: '選んだ項目で練習' }));
    await answerAll(user, 2);
    expect(
      await screen.findByRole('heading', { level: 1, name: '練習の結果' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /トロフィー/ })).not.toBeInTheDocument();
    // No test run was started: one practice run, ended, with the two cards' answers.
    expect(testRuns()).toBe(testsBefore);
    const practice = exerciseLogs
      .filter((l) => l.exerciseUuid === EXERCISE.greetingWordsVocabulary)
      .sort((a, b) => b.logId - a.logId)[0]!;
    expect(practice).toMatchObject({ mode: 'practice', parentLogId: null, trophy: null });
    expect(practice.endedAt).not.toBeNull();
    expect(practice.answers).toHaveLength(2);
  });
});

describe('personalised practice (skills)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetOfflineCalls();
  });

  it('has no test beside it: "start" runs the chosen cards, and the overview says it is scored', async () => {
    const { user } = await renderApp('/skills/practice/vocabulary', { as: HANA });
    const start = await screen.findByRole('button', { name: 'はじめる' }, SLOW);
    expect(
      screen.getByText(
        '苦手から作ったこの練習は、選んだカードで採点されます。トロフィーがもらえ、覚えた度も変わります。',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'テストする' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '選んだ項目で練習' })).not.toBeInTheDocument();
    const scope = screen.getByRole('list', { name: 'このエクササイズの範囲' });
    const boxes = within(scope).getAllByRole('checkbox');
    await user.click(boxes[0]!);
    await user.click(start);
    await screen.findByRole('heading', {
      name: new RegExp(`^第 1 問（全 ${boxes.length - 1} 問）`),
    });
    const run = [...exerciseLogs.all()].sort((a, b) => b.logId - a.logId)[0]!;
    expect(run).toMatchObject({ mode: 'personalized', exerciseType: 4 });
    expect(run.problemUuids).toHaveLength(boxes.length - 1);
  });
});
