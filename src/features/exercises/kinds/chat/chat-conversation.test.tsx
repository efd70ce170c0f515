import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { exerciseLogs } from '../../../../../mock-server/db/exercise-logs';
import { mockServer } from '../../../../../mock-server/node';
import { toExerciseDetails } from '../../../../../mock-server/rules/exercise-details';
import { COURSE, EXERCISE } from '../../../../../mock-server/seed/content-catalogue';
import { HANA, renderApp, SLOW } from '../../../../../tests/support/render-app';
import { resetOfflineCalls } from '../../player/offline-calls';
import {
  chatPath,
  currentProblem,
  footer,
  modelAnswerOf,
  nextProblem,
  record,
  typeAnswer,
} from './chat-test-support';

// The chat against the mock backend in jsdom (no sound there: each line is "played" at once, the
// 250 ms delays are real). The learner types instead of speaking, which is judged the same way.

describe('the chat conversation (greetings chat, whole app)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetOfflineCalls();
  });

  it('talks through every turn to the trophy: a miss shows the key phrase, branches follow the server', async () => {
    const { user, router } = await renderApp(chatPath, { as: HANA });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nice to Meet You' }, SLOW),
    ).toBeInTheDocument();
    const log = screen.getByRole('log', { name: '会話' });
    expect(
      await within(log).findByText(/It is the first day of the new school year/),
    ).toBeInTheDocument();
    expect(
      within(log).getByRole('img', { name: 'A school entrance on a spring morning' }),
    ).toBeInTheDocument();
    const start = screen.getByRole('button', { name: '会話をはじめる' });
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);

    // The bot speaks first; the footer waits, then it is the learner's turn.
    expect(
      await within(log).findByText("Hi! I'm Emma. I'm new in this class."),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('あいさつをして、「ハル」と名乗りましょう。'),
    ).toBeInTheDocument();

    // A miss: the bubble says so, and the next attempt gives the key phrase.
    await typeAnswer(user, 'I like apples');
    expect(await within(log).findByText('I like apples')).toBeInTheDocument();
    expect(await within(log).findByText('もう一度言ってみよう')).toBeInTheDocument();
    expect(await screen.findByText('このフレーズではじめよう')).toBeInTheDocument();
    expect(footer()).toHaveTextContent('2 回目（全 3 回）');
    expect(screen.getByText("Hi, I'm …")).toBeInTheDocument();

    // The hints toggle shows the hint words.
    await user.click(screen.getByRole('checkbox', { name: 'ヒント' }));
    const words = screen.getByRole('list', { name: 'ヒントの単語' });
    expect(
      within(words)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hi', "I'm", 'Haru']);

    // Every turn answered with its model answer (the club turn branches to tennis), until the
    // conversation is over.
    const asked: string[] = [];
    let problemUuid: string | null = await currentProblem();
    while (problemUuid !== null && asked.length < 8) {
      asked.push(problemUuid);
      await typeAnswer(user, modelAnswerOf(problemUuid));
      problemUuid = await nextProblem(problemUuid);
    }
    expect(problemUuid).toBeNull();
    expect(await screen.findByText('Have a nice day!')).toBeInTheDocument();
    expect(asked).toHaveLength(6);
    expect(within(log).getAllByText('入力した答え')).toHaveLength(7);

    // The trophy, 750 ms after the end.
    expect(
      await screen.findByRole('heading', { level: 1, name: '結果' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('ゴールドトロフィー')).toBeInTheDocument();
    expect(screen.getByText('6 問中 6 問正解')).toBeInTheDocument();
    const ended = exerciseLogs
      .filter((l) => l.exerciseUuid === EXERCISE.greetingsChat && l.endedAt !== null)
      .sort((a, b) => b.logId - a.logId)[0]!;
    expect(ended.answers).toHaveLength(7);
    expect(ended.answers[0]).toMatchObject({ correct: false, retry: 0 });
    expect(ended.answers[1]).toMatchObject({ correct: true, retry: 1 });
    expect(ended).toMatchObject({ numCorrectAnswers: 6, numIncorrectAnswers: 0, numSkipped: 0 });

    // The review shows the conversation again.
    await user.click(screen.getByRole('button', { name: '答えをふり返る' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ふり返り' })).toHaveFocus();
    expect(screen.getByRole('log', { name: '会話' })).toHaveTextContent('Have a nice day!');
    await user.click(screen.getByRole('button', { name: '結果に戻る' }));
    await user.click(await screen.findByRole('button', { name: '終了' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/course/details/${COURSE.everydayConversation}`),
    );
  }, 40_000);

  it('asks before leaving a conversation under way', async () => {
    const { user, router } = await renderApp(chatPath, { as: HANA });
    const start = await screen.findByRole('button', { name: '会話をはじめる' }, SLOW);
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    await screen.findByRole('progressbar', { name: '進み具合' });
    await user.click(screen.getByRole('button', { name: 'エクササイズを終了' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'エクササイズを終了しますか？' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '続ける' }));
    // Staying closes the dialog and keeps the conversation: no navigation was let through.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '進み具合' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(chatPath);
  });

  it('gives an answer back that the backend refused, to be answered again', async () => {
    mockServer.use(
      http.post(
        '*/api/v1/exercises/:course/:type/:exercise/conversation-answer/',
        () =>
          HttpResponse.json(
            { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'No' },
            { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        { once: true },
      ),
    );
    const { user } = await renderApp(chatPath, { as: HANA });
    const start = await screen.findByRole('button', { name: '会話をはじめる' }, SLOW);
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    await typeAnswer(user, "Hi, I'm Haru.");
    expect(
      await screen.findByText('答えを送れませんでした。もう一度答えてみよう。'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('log')).queryByText("Hi, I'm Haru.")).toBeNull();
    await typeAnswer(user, "Hi, I'm Haru.");
    expect(await screen.findByText('いいね！ 伝わりました')).toBeInTheDocument();
  });

  it('says the conversation could not be loaded when its pages hold no turn', async () => {
    const details = toExerciseDetails(record(), 'ja');
    const broken = {
      ...details,
      exercise: { ...details.exercise, pages: [details.exercise.pages[0]!] },
    };
    mockServer.use(
      http.get('*/api/v1/exercises/:course/:type/:exercise/', () => HttpResponse.json(broken)),
    );
    await renderApp(chatPath, { as: HANA });
    expect(
      await screen.findByText(/会話を読み込むときに、思いがけない問題が起きました/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '戻る' })).toBeInTheDocument();
  });
});
