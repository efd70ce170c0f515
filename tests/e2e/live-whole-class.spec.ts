import { test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { learnerRow, openConsole, room } from './support/console';
import { answerRight, continueFrom, expect } from './support/exercise-run';
import { fixBackendClock, freeBackendClockAfterAll } from './support/clocks';
import { NEXT_POLL, NOW } from './support/live-class';
import { signIn } from './support/sign-in';

// A whole class in one live lesson (issue 23): the teacher starts 2-A's lesson in the console and
// locks it to two exercises; three learners of 2-A join, each on their own device, and none is
// told their account is in the class on another device; one opens a third exercise by its
// address and lands in the lobby with a notice; one is inside a drill when the teacher changes
// the selection and is moved; hana opens the class on a second device, takes it over, and only
// her first device loses the lesson; the console shows all 30 learners with three joined.

const OWNER_ALERT = '別の端末で授業に参加中です';
const SAKURA = 'sakura2026';

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

const lobbyExercises = (page: Page) =>
  page.getByRole('region', { name: '先生が出したエクササイズ' }).getByRole('link');

/** The lobby's exercises, each with the learner's state after its title. */
const titled = (...titles: string[]) => titles.map((title) => new RegExp(`^\\s*${title}\\s`));

const ownerAlert = (page: Page) => page.getByRole('alertdialog', { name: OWNER_ALERT });

/** A poll of the live sessions has been answered on this page since the call. */
const nextPoll = (page: Page) =>
  page.waitForResponse((response) =>
    /\/api\/v1\/live\/sessions\/$/.test(new URL(response.url()).pathname),
  );

freeBackendClockAfterAll();

test('a whole class joins one lesson, each on their own device, under a lock that holds', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await fixBackendClock(request, NOW);

  // The teacher starts 2-A's lesson from the console and locks it to two exercises.
  const teacher = await openConsole(browser);
  await teacher.getByRole('combobox', { name: '組織' }).selectOption({
    label: 'Sakura Junior High School',
  });
  await teacher.getByRole('combobox', { name: 'グループ' }).selectOption({ label: '2-A（30 人）' });
  await teacher.getByRole('button', { name: '授業を始める' }).click();
  await expect(teacher.getByRole('region', { name: '2-A の授業' })).toContainText('授業中');
  const search = teacher.getByRole('searchbox', { name: 'エクササイズをさがす' });
  await search.fill('greeting words');
  await teacher.getByRole('checkbox', { name: /Greeting Words/ }).check();
  await search.fill('Nice to meet');
  await teacher.getByRole('checkbox', { name: /Nice to Meet You/ }).check();
  await teacher.getByRole('button', { name: 'この 2 個に限定する' }).click();
  await expect(teacher.getByText('限定中')).toBeVisible();
  await expect(room(teacher).getByRole('rowheader')).toHaveCount(30);
  await expect(teacher.getByText('参加 0 / 30 人・完了 0 人')).toBeVisible();

  // Three learners of 2-A, each on their own device. yui opens the app at home and is taken to
  // the lobby; hana and Kaito (a2-03) open the lobby.
  const yui = await learnerDevice(browser, request, 'yui@sakura.example');
  await yui.goto('/');
  const started = yui.getByRole('alertdialog', { name: '授業が始まりました' });
  await expect(started).toBeVisible(NEXT_POLL);
  await started.getByRole('button', { name: 'OK' }).click();
  await expect(lobbyExercises(yui)).toHaveText(titled('Greeting Words', 'Nice to Meet You'));

  const hana = await learnerDevice(browser, request, 'hana@sakura.example');
  await hana.goto('/live/lobby');
  await expect(lobbyExercises(hana)).toHaveText(titled('Greeting Words', 'Nice to Meet You'));
  const kaito = await learnerDevice(browser, request, 'a2-03@sakura.example');
  await kaito.goto('/live/lobby');
  await expect(lobbyExercises(kaito)).toHaveText(titled('Greeting Words', 'Nice to Meet You'));

  // Each device holds its own learner's lesson: the console sees three joined, and after another
  // poll on every device nobody is told the account is in the class elsewhere.
  await expect(teacher.getByText('参加 3 / 30 人・完了 0 人')).toBeVisible(NEXT_POLL);
  for (const page of [yui, hana, kaito]) await nextPoll(page);
  for (const page of [yui, hana, kaito]) await expect(ownerAlert(page)).toHaveCount(0);
  await expect(learnerRow(teacher, 'Hana Sato').getByRole('cell').first()).toHaveText('ロビー');
  await expect(learnerRow(teacher, 'Mio Ito')).toContainText('未参加');

  // Kaito types the address of an exercise the teacher did not choose: the lobby, with why.
  const dictation = `/exercise/${COURSE.everydayConversation}/dictation/${EXERCISE.schoolDayDictation}`;
  await kaito.goto(dictation);
  await expect(kaito).toHaveURL(/\/live\/lobby/);
  await expect(
    kaito.getByText(
      'このエクササイズは授業中は開けません。先生が出したエクササイズから選んでください。',
    ),
  ).toBeVisible();
  await expect(lobbyExercises(kaito)).toHaveText(titled('Greeting Words', 'Nice to Meet You'));

  // yui is inside the vocabulary drill (in a class it starts at the first question), one answered, when the teacher changes the
  // selection: the console shows where she is, then she is moved to the lobby and told why.
  await lobbyExercises(yui).getByText('Greeting Words').click();
  const verdict = await answerRight(yui, EXERCISE.greetingWordsVocabulary, 'ja');
  await continueFrom(yui, verdict, 'ja');
  const yuiWhere = learnerRow(teacher, 'Yui Kobayashi').getByRole('cell').first();
  await expect(yuiWhere).toContainText('Greeting Words');
  await expect(yuiWhere).toContainText(/問中 2 問目/);

  await search.fill('greeting words');
  await teacher.getByRole('checkbox', { name: /Greeting Words/ }).uncheck();
  await search.fill('My School Day');
  await teacher.getByRole('checkbox', { name: /My School Day/ }).check();
  await teacher.getByRole('button', { name: '選択を変更する' }).click();

  await expect(yui).toHaveURL(/\/live\/lobby/, NEXT_POLL);
  await expect(
    yui.getByText(
      '開いていたエクササイズは、この授業のエクササイズではありません。先生が出したエクササイズから選んでください。',
    ),
  ).toBeVisible();
  await expect(lobbyExercises(yui)).toHaveText(titled('Nice to Meet You', 'My School Day'));
  await expect(lobbyExercises(hana)).toHaveText(
    titled('Nice to Meet You', 'My School Day'),
    NEXT_POLL,
  );

  // hana opens the class on a second device: told, she takes it over there; only her first
  // device loses the lesson, her classmates keep theirs.
  const hanaTablet = await learnerDevice(browser, request, 'hana@sakura.example');
  await hanaTablet.goto('/live/lobby');
  const alert = ownerAlert(hanaTablet);
  await expect(alert).toBeVisible(NEXT_POLL);
  await alert.getByRole('button', { name: 'この端末で参加する' }).click();
  await expect(alert).toHaveCount(0);
  await expect(lobbyExercises(hanaTablet)).toHaveText(titled('Nice to Meet You', 'My School Day'));
  await expect(ownerAlert(hana)).toBeVisible(NEXT_POLL);
  for (const page of [yui, kaito]) await nextPoll(page);
  for (const page of [yui, kaito]) await expect(ownerAlert(page)).toHaveCount(0);

  // The room: still 30 learners and three joined, hana's lesson taken over once.
  await expect(room(teacher).getByRole('rowheader')).toHaveCount(30);
  await expect(teacher.getByText('参加 3 / 30 人・完了 0 人')).toBeVisible();
  await expect(learnerRow(teacher, 'Hana Sato')).toContainText('1 回');

  for (const page of [teacher, yui, hana, kaito, hanaTablet]) await page.context().close();
});
