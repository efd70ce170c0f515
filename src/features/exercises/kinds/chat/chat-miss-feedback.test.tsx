import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HANA, renderApp, SLOW } from '../../../../../tests/support/render-app';
import { resetOfflineCalls } from '../../player/offline-calls';
import { chatPath, currentProblem, footer, nextProblem, typeAnswer } from './chat-test-support';

// After a miss the chat says how near it was and what to change, and after the last miss what the
// learner could have said, in the conversation and in the review (the mock measures the miss with
// the shared marking, as the typed kinds'). Greetings chat, answered by typing, in Japanese.

const FAR = 'うーん、うまく伝わらなかったみたい。下のヒントを使ってみよう';
const CLOSE = 'あと少しで伝わります！ 直すところはここ：';
const MODEL = 'こう言えばよかったね：';

/** The coach's bubbles in the log so far (the log's entries that begin with its words). */
const coachSays = (log: HTMLElement, words: string) =>
  within(log)
    .queryAllByRole('listitem')
    .filter((entry) => entry.textContent.startsWith(`アドバイス: ${words}`));

async function startChat() {
  const { user } = await renderApp(chatPath, { as: HANA });
  const start = await screen.findByRole('button', { name: '会話をはじめる' }, SLOW);
  await waitFor(() => expect(start).toBeEnabled());
  await user.click(start);
  return { user };
}

describe('the chat after a miss (greetings chat, whole app)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetOfflineCalls();
  });

  it('says おしい with the words to change, leads a far miss to the help, and shows the model after the last miss', async () => {
    const { user } = await startChat();
    const log = screen.getByRole('log', { name: '会話' });

    // A close miss: the start only. おしい！ and the missing word, marked for screen readers too.
    await typeAnswer(user, "Hi, I'm");
    expect(await within(log).findByText('おしい！')).toBeInTheDocument();
    const [close] = await waitFor(() => {
      const found = coachSays(log, CLOSE);
      expect(found).toHaveLength(1);
      return found;
    });
    const comparison = within(close!).getByRole('list', { name: 'あなたの答えとのちがい' });
    expect(comparison).toHaveTextContent(/Hi,.*I'm.*Haru\./);
    expect(within(comparison).getByText('ぬけている：Haru.', { exact: false })).toBeInTheDocument();

    // The next attempt's key phrase is what she has said: the help says she has that part.
    expect(
      await within(footer()).findByText('ここまでは言えています。続きを言ってみよう'),
    ).toBeInTheDocument();
    expect(within(footer()).queryByText('このフレーズではじめよう')).toBeNull();
    expect(footer()).toHaveTextContent('2 回目（全 3 回）');

    // A far miss: no answer given away, the way to the help instead.
    await typeAnswer(user, 'I like apples');
    await waitFor(() => expect(coachSays(log, FAR)).toHaveLength(1));
    expect(within(coachSays(log, FAR)[0]!).queryByRole('list')).toBeNull();
    expect(within(log).queryByText("Hi, I'm Haru.")).toBeNull();

    // The last miss (far): what she could have said, with its sound; the talk goes on.
    expect(await within(footer()).findByText('3 回目（全 3 回）')).toBeInTheDocument();
    await typeAnswer(user, 'Good morning');
    await waitFor(() => expect(coachSays(log, MODEL)).toHaveLength(1));
    const model = coachSays(log, MODEL)[0]!;
    expect(within(model).getByText("Hi, I'm Haru.")).toBeInTheDocument();
    expect(within(model).getByRole('button', { name: 'お手本を聞く' })).toBeInTheDocument();
    expect(within(log).getByText('お手本を確かめて、先へ進もう')).toBeInTheDocument();
    expect(await within(log).findByText('Nice to meet you, Haru.')).toBeInTheDocument();

    // Every other turn missed three times (the talk follows the model's branch): no trophy.
    let problemUuid: string | null = await currentProblem();
    for (let turns = 0; problemUuid !== null && turns < 8; turns += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        if (attempt > 0)
          await waitFor(() => expect(footer()).toHaveTextContent(`${attempt + 1} 回目（全 3 回）`));
        await typeAnswer(user, 'Banana');
      }
      problemUuid = await nextProblem(problemUuid);
    }
    expect(
      await screen.findByRole('heading', { level: 1, name: '結果' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('トロフィーはまだです。もう一度挑戦してみよう！')).toBeInTheDocument();
    // Again, as the other kinds offer; a branching talk has no "practise the missed ones".
    expect(screen.getByRole('button', { name: 'もう一度会話する' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'まちがえた問題を練習' })).toBeNull();

    // The review: each turn with her answers and what she could have said.
    await user.click(screen.getByRole('button', { name: '答えをふり返る' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ふり返り' })).toHaveFocus();
    const answers = screen.getByRole('region', { name: 'あなたの答え' });
    const first = within(answers).getByRole('listitem', { name: '1 問目' });
    expect(first).toHaveTextContent('あいさつをして、「ハル」と名乗りましょう。');
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "おしいあなた: Hi, I'm",
      'ちがったあなた: I like apples',
      'ちがったあなた: Good morning',
    ]);
    expect(first).toHaveTextContent("こう言えばよかったねHi, I'm Haru.");
    const second = within(answers).getByRole('listitem', { name: '2 問目' });
    expect(second).toHaveTextContent('こう言えばよかったねNice to meet you, too.');
    // The conversation itself follows, with the coach's words.
    expect(screen.getByRole('heading', { level: 2, name: '会話の記録' })).toBeInTheDocument();
    expect(coachSays(screen.getByRole('log', { name: '会話' }), MODEL).length).toBeGreaterThan(1);

    // Talk again: the scene once more, and a new conversation when she starts.
    await user.click(screen.getByRole('button', { name: '結果に戻る' }));
    await user.click(await screen.findByRole('button', { name: 'もう一度会話する' }));
    const again = await screen.findByRole('button', { name: '会話をはじめる' }, SLOW);
    await waitFor(() => expect(again).toBeEnabled());
    expect(within(screen.getByRole('log', { name: '会話' })).queryByText('Banana')).toBeNull();
    await user.click(again);
    expect(
      await screen.findByText('あいさつをして、「ハル」と名乗りましょう。'),
    ).toBeInTheDocument();
  }, 90_000);
});
