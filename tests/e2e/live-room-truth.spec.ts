import { test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { EXERCISE } from '../../mock-server/seed/content-catalogue';
import { learnerRow, openConsole, room } from './support/console';
import {
  answerEveryQuestion,
  answerRight,
  continueFrom,
  expect,
  expectTrophy,
} from './support/exercise-run';
import { fixBackendClock, freeBackendClockAfterAll } from './support/clocks';
import { NEXT_POLL, NOW } from './support/live-class';
import { signIn } from './support/sign-in';

// The room tells the truth within 2 s (issue 36): the teacher runs a class for 2-A locked to one
// exercise; three learners join, each on their own device. hana answers a question: the room
// shows her on that question's answer sheet (not on the next question); she leaves with ✕ →
// 終了する and the room shows her in the lobby within 2 s of the click, though her run is still
// open. yui finishes the exercise: the room shows her on its result screen. The counts follow.

const SAKURA = 'sakura2026';
/** The room tells the truth within 2 s of what the learner did. */
const WITHIN_2_S = { timeout: 2_000 };

/** A learner's own device: a browser context of its own (its own deviceUuid), signed in. */
async function learnerDevice(browser: Browser, request: APIRequestContext, email: string) {
  const context = await browser.newContext({
    locale: 'ja-JP',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
  await signIn(page, request, email, SAKURA);
  return page;
}

const greetingWords = (page: Page) =>
  page
    .getByRole('region', { name: '先生が出したエクササイズ' })
    .getByRole('link', { name: /Greeting Words/ });

/** Where the room shows a learner (the row's first cell). */
const whereIs = (teacher: Page, name: string) =>
  learnerRow(teacher, name).getByRole('cell').first();

freeBackendClockAfterAll();

test('the room shows who left an exercise, who is on an answer sheet and who sees a result, within 2 s', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await fixBackendClock(request, NOW);

  // The teacher starts 2-A's lesson from the console and locks it to one exercise.
  const teacher = await openConsole(browser);
  await teacher.getByRole('combobox', { name: '組織' }).selectOption({
    label: 'Sakura Junior High School',
  });
  await teacher.getByRole('combobox', { name: 'グループ' }).selectOption({ label: '2-A（30 人）' });
  await teacher.getByRole('button', { name: '授業を始める' }).click();
  await expect(teacher.getByRole('region', { name: '2-A の授業' })).toContainText('授業中');
  await teacher.getByRole('searchbox', { name: 'エクササイズをさがす' }).fill('greeting words');
  await teacher.getByRole('checkbox', { name: /Greeting Words/ }).check();
  await teacher.getByRole('button', { name: 'この 1 個に限定する' }).click();
  await expect(teacher.getByText('限定中')).toBeVisible();

  // Three learners of 2-A, each on their own device, in the lobby.
  const [hana, yui, kaito] = await Promise.all(
    ['hana@sakura.example', 'yui@sakura.example', 'a2-03@sakura.example'].map((email) =>
      learnerDevice(browser, request, email),
    ),
  );
  for (const page of [hana!, yui!, kaito!]) {
    await page.goto('/live/lobby');
    await expect(greetingWords(page)).toBeVisible();
  }
  await expect(teacher.getByText('参加 3 / 30 人・完了 0 人')).toBeVisible(NEXT_POLL);
  await expect(teacher.getByText('ロビー 3 人・エクササイズ中 0 人・離席中 0 人')).toBeVisible();

  // hana opens the drill (in a class it starts at its first question) and answers question 1:
  // on its answer sheet, the room shows question 1's answer, not question 2.
  await greetingWords(hana!).click();
  const verdict = await answerRight(hana!, EXERCISE.greetingWordsVocabulary, 'ja');
  await expect(hana!.getByRole('button', { name: '次へ' })).toBeVisible();
  await expect(whereIs(teacher, 'Hana Sato')).toHaveText(
    /^Greeting Words\d+ 問中 1 問目の解答$/,
    WITHIN_2_S,
  );
  await expect(teacher.getByText('ロビー 2 人・エクササイズ中 1 人・離席中 0 人')).toBeVisible();
  await continueFrom(hana!, verdict, 'ja');
  await expect(whereIs(teacher, 'Hana Sato')).toHaveText(
    /^Greeting Words\d+ 問中 2 問目$/,
    WITHIN_2_S,
  );

  // She leaves with ✕ → 終了する, her run still open: in the lobby within 2 s of the click.
  await hana!.getByRole('button', { name: 'エクササイズを終了' }).click();
  const confirm = hana!.getByRole('alertdialog', { name: 'エクササイズを終了しますか？' });
  await confirm.getByRole('button', { name: '終了する' }).click();
  await expect(whereIs(teacher, 'Hana Sato')).toHaveText('ロビー', WITHIN_2_S);
  await expect(teacher.getByText('ロビー 3 人・エクササイズ中 0 人・離席中 0 人')).toBeVisible();
  await expect(hana!).toHaveURL(/\/live\/lobby/);

  // yui does the whole drill: on its result screen, the room says so, and she finished.
  await greetingWords(yui!).click();
  await answerEveryQuestion(yui!, EXERCISE.greetingWordsVocabulary, 'ja');
  await expectTrophy(yui!, 'ja', null);
  await expect(whereIs(teacher, 'Yui Kobayashi')).toHaveText('Greeting Words結果画面', WITHIN_2_S);
  await expect(
    teacher.getByText('ロビー 2 人・エクササイズ中 0 人・結果画面 1 人・離席中 0 人'),
  ).toBeVisible();
  await expect(teacher.getByText('参加 3 / 30 人・完了 1 人')).toBeVisible();
  await expect(whereIs(teacher, 'Hana Sato')).toHaveText('ロビー');
  await expect(
    room(teacher)
      .getByRole('row')
      .filter({ hasText: 'a2-03@sakura.example' })
      .getByRole('cell')
      .first(),
  ).toHaveText('ロビー');

  for (const page of [teacher, hana!, yui!, kaito!]) await page.context().close();
});
