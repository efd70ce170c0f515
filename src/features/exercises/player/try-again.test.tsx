import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exerciseLogs } from '../../../../mock-server/db/exercise-logs';
import { ASSIGNMENT } from '../../../../mock-server/seed/assignments';
import { contentCatalogue } from '../../../../mock-server/seed/content';
import { COURSE, EXERCISE } from '../../../../mock-server/seed/content-catalogue';
import { offlineDevice } from '../../../../tests/support/offline-device';
import { HANA, renderApp, SLOW } from '../../../../tests/support/render-app';
import { waitingCalls } from '../../../../tests/support/waiting-calls';

// "Try again" for real (issue 37): a result without a trophy, and every drill's result, offers
// the test again (a new test run in the same context: course or assignment) and practice of the
// missed questions (a practice run of exactly those, through the test's own questions when the
// exercise has no practice pages). Offline, the buttons say what can start before a tap.

const typing = EXERCISE.schoolLifeTyping;
const typingPath = `/exercise/${COURSE.everydayConversation}/drill-typing/${typing}`;
const dictationPath = `/exercise/${COURSE.everydayConversation}/dictation/${EXERCISE.schoolDayDictation}`;
const quiz = EXERCISE.airportAnnouncementsQuiz;
const quizPath = `/exercise/${COURSE.travelEnglish}/quiz-listening/${quiz}`;

const TEST_AGAIN = 'もう一度（テスト）';
const PRACTISE_MISSED = 'まちがえた問題を練習';

function problemsOf(exerciseUuid: string) {
  const exercise = contentCatalogue().exercises.find((e) => e.uuid === exerciseUuid)!;
  return exercise.problems.filter((p) => !p.practiceOnly);
}

const logsOf = (exerciseUuid: string, mode: 'test' | 'practice') =>
  exerciseLogs
    .filter((l) => l.exerciseUuid === exerciseUuid && l.mode === mode)
    .sort((a, b) => a.logId - b.logId);

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** Types each sentence of the typing run shown, right for the numbers in `right` (1-based). */
async function typeRun(user: User, total: number, right: (n: number) => boolean) {
  const expected = new Map(problemsOf(typing).map((p) => [p.problemUuid, p.expected]));
  for (let n = 1; n <= total; n += 1) {
    const region = await screen.findByRole(
      'region',
      { name: `第 ${n} 問（全 ${total} 問）` },
      SLOW,
    );
    const field = within(region).getByRole('textbox', { name: '英文を入力' });
    const sentence = within(region).getByText((_, element) =>
      Boolean(element?.classList.contains('drill-typing__sentence')),
    ).textContent!;
    expect([...expected.values()]).toContain(sentence);
    await user.type(field, `${right(n) ? sentence : 'This is wrong'}{Enter}`);
    await screen.findByRole('heading', { name: right(n) ? /正解！/ : /正しい答えを確かめよう/ });
    await user.keyboard('{Enter}');
  }
}

const device = offlineDevice();

describe('a typing drill finished without a trophy', () => {
  it('takes the test again as a new test run of the same assignment', async () => {
    const total = problemsOf(typing).length;
    const { user } = await renderApp(`${typingPath}/${ASSIGNMENT.tryIt}`, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    await typeRun(user, total, () => false);
    expect(
      await screen.findByText('トロフィーはまだです。もう一度挑戦してみよう！', {}, SLOW),
    ).toBeInTheDocument();
    const first = logsOf(typing, 'test').at(-1)!;
    expect(first).toMatchObject({ assignmentId: ASSIGNMENT.tryIt, trophy: null });
    expect(first.endedAt).not.toBeNull();

    await user.click(screen.getByRole('button', { name: TEST_AGAIN }));
    expect(
      await screen.findByRole('heading', { name: `第 1 問（全 ${total} 問）` }, SLOW),
    ).toBeInTheDocument();
    const again = logsOf(typing, 'test').at(-1)!;
    expect(again.logId).toBeGreaterThan(first.logId);
    expect(again).toMatchObject({ assignmentId: ASSIGNMENT.tryIt, endedAt: null, answers: [] });
  });

  it('practises exactly the missed sentences, and the practice result offers both again', async () => {
    const total = problemsOf(typing).length;
    const { user } = await renderApp(typingPath, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    // The first right, the others wrong: under half, no trophy.
    await typeRun(user, total, (n) => n === 1);
    expect(
      await screen.findByText('トロフィーはまだです。もう一度挑戦してみよう！', {}, SLOW),
    ).toBeInTheDocument();
    const test = logsOf(typing, 'test').at(-1)!;
    const missed = test.answers.filter((a) => a.correct !== true).map((a) => a.problemUuid);
    expect(missed).toHaveLength(total - 1);

    await user.click(screen.getByRole('button', { name: PRACTISE_MISSED }));
    await typeRun(user, total - 1, () => true);
    expect(
      await screen.findByRole('heading', { level: 1, name: '練習の結果' }, SLOW),
    ).toBeInTheDocument();
    const practice = logsOf(typing, 'practice').at(-1)!;
    expect(practice).toMatchObject({ parentLogId: test.logId, problemUuids: missed, trophy: null });
    expect(practice.answers.map((a) => a.problemUuid)).toEqual(missed);
    expect(practice.answers.every((a) => a.correct === true)).toBe(true);
    expect(practice.endedAt).not.toBeNull();
    // A drill's result: the test again and practice (all of them: none was missed) after practice too.
    expect(screen.getByRole('button', { name: TEST_AGAIN })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'すべての問題を練習' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '練習を終える' })).toBeInTheDocument();
  });
});

describe('a listening quiz (not a drill)', () => {
  async function skipAll(user: User) {
    const heading = await screen.findByRole('heading', { level: 1, name: /第 1 問（全 \d+ 問）/ });
    const total = Number(/全 (\d+) 問/.exec(heading.textContent ?? '')![1]);
    for (let n = 1; n <= total; n += 1) {
      await screen.findByRole('heading', { name: `第 ${n} 問（全 ${total} 問）` });
      await user.click(screen.getByRole('button', { name: 'スキップ' }));
      await screen.findByRole('heading', { name: /スキップしました/ });
      await user.keyboard('{Enter}');
    }
    return total;
  }

  it('offers nothing more after a trophy', async () => {
    const { user } = await renderApp(quizPath, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    const keys = new Map(
      problemsOf(quiz).map((p) => [p.problemUuid, p.kind === 'choice' ? p.correctOptionId : '']),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: /第 1 問（全 \d+ 問）/ });
    const total = Number(/全 (\d+) 問/.exec(heading.textContent ?? '')![1]);
    for (let n = 1; n <= total; n += 1) {
      await screen.findByRole('heading', { name: `第 ${n} 問（全 ${total} 問）` });
      const state = await waitFor(() => {
        const saved = Object.keys(sessionStorage).find((k) => k.startsWith('eigo.exerciseRun.'))!;
        const run = JSON.parse(sessionStorage.getItem(saved)!) as {
          index: number;
          screen: string;
          questions: { problemUuid: string; item: { options: { id: string }[] } }[];
        };
        expect(`${run.index}:${run.screen}`).toBe(`${n - 1}:question`);
        return run;
      });
      const question = state.questions[state.index]!;
      const right = question.item.options.findIndex((o) => o.id === keys.get(question.problemUuid));
      await user.keyboard(String(right + 1));
      await screen.findByRole('heading', { name: /正解！/ });
      await user.keyboard('{Enter}');
    }
    expect(
      await screen.findByRole('img', { name: 'ゴールドトロフィー' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEST_AGAIN })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PRACTISE_MISSED })).not.toBeInTheDocument();
  });

  it('without a trophy, practises the missed questions through the test’s own pages', async () => {
    const { user } = await renderApp(quizPath, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    const total = await skipAll(user);
    expect(
      await screen.findByText('トロフィーはまだです。もう一度挑戦してみよう！', {}, SLOW),
    ).toBeInTheDocument();
    const test = logsOf(quiz, 'test').at(-1)!;

    await user.click(screen.getByRole('button', { name: PRACTISE_MISSED }));
    expect(await skipAll(user)).toBe(total);
    expect(
      await screen.findByRole('heading', { level: 1, name: '練習の結果' }, SLOW),
    ).toBeInTheDocument();
    const practice = logsOf(quiz, 'practice').at(-1)!;
    expect(practice).toMatchObject({
      parentLogId: test.logId,
      problemUuids: test.problemUuids,
      trophy: null,
    });
    expect(practice.endedAt).not.toBeNull();
  });
});

describe('offline, on the result', () => {
  it('a typing drill (played offline) takes the test again, and says practice needs the internet', async () => {
    const total = problemsOf(typing).length;
    const { user } = await renderApp(typingPath, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    await typeRun(user, total, () => false);
    const testAgain = await screen.findByRole('button', { name: TEST_AGAIN }, SLOW);

    device.online = false;
    window.dispatchEvent(new Event('offline'));
    expect(
      await screen.findByText(
        'オフラインです。テストはこのままもう一度できます。まちがえた問題の練習は、インターネットにつながってからできます。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PRACTISE_MISSED })).toBeDisabled();
    expect(testAgain).toBeEnabled();
    await user.click(testAgain);
    // Started on the device: its start waits in the queue.
    expect(
      await screen.findByRole('heading', { name: `第 1 問（全 ${total} 問）` }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(waitingCalls().map((c) => c.operation)).toEqual(['startExercise']));
  });

  it('a dictation (needs the network to start) offers neither, says why, and both once back online', async () => {
    const { user } = await renderApp(dictationPath, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    const heading = await screen.findByRole('heading', { level: 1, name: /第 1 問（全 \d+ 問）/ });
    const total = Number(/全 (\d+) 問/.exec(heading.textContent ?? '')![1]);
    for (let n = 1; n <= total; n += 1) {
      await screen.findByRole('heading', { name: new RegExp(`^第 ${n} 問`) });
      await user.click(screen.getByRole('button', { name: 'スキップ' }));
      await screen.findByRole('heading', { name: /スキップしました/ });
      await user.keyboard('{Enter}');
    }
    const testAgain = await screen.findByRole('button', { name: TEST_AGAIN }, SLOW);
    expect(testAgain).toBeEnabled();

    device.online = false;
    window.dispatchEvent(new Event('offline'));
    expect(
      await screen.findByText(
        'オフラインです。もう一度テストするのも、まちがえた問題を練習するのも、インターネットにつながってからできます。',
      ),
    ).toBeInTheDocument();
    expect(testAgain).toBeDisabled();
    expect(screen.getByRole('button', { name: PRACTISE_MISSED })).toBeDisabled();

    device.online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(testAgain).toBeEnabled());
    expect(screen.getByRole('button', { name: PRACTISE_MISSED })).toBeEnabled();
    expect(screen.queryByText(/オフラインです/)).not.toBeInTheDocument();
  });
});
