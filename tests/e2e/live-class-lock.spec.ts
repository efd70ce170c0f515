import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { expectAccessible } from './support/accessibility';
import {
  hanaSignedInAtClassTime,
  NEXT_POLL,
  teacherEndsClass,
  teacherStartsClass,
} from './support/live-class';

// The teacher's lock of a live class (spec 2.2, 4.4) from the learner's side: what a class allows
// (settings) opens without a question and survives a reload; what would leave the class (another
// organisation) is not offered; an exercise the teacher did not choose leads to the lobby, which
// says why; an exercise in progress still asks before it is left, and the lobby then shows it
// under way.

const menuLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link');

/** hana waits in the lobby; the class starts and its exercises show there. */
async function inTheLobbyWhenTheClassStarts(page: Page, request: APIRequestContext) {
  await page.goto('/live/lobby');
  await expect(page.getByRole('heading', { level: 1, name: '授業ロビー' })).toBeVisible();
  const sessionId = await teacherStartsClass(request);
  const exercises = page.getByRole('region', { name: '先生が出したエクササイズ' });
  await expect(exercises.getByRole('link')).toHaveText(
    ['Nice to Meet You まだ始めていません', 'My School Day まだ始めていません'],
    NEXT_POLL,
  );
  await expect(menuLinks(page)).toHaveText(['ホーム', '設定']);
  return { sessionId, exercises };
}

hanaSignedInAtClassTime();

test('settings during a class: opened from the lobby without a question, kept on reload', async ({
  page,
  request,
}) => {
  await inTheLobbyWhenTheClassStarts(page, request);

  await menuLinks(page).getByText('設定').click();
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/settings$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The reload finds the class again at its first poll: the menu stays the class's, the learner
  // stays on the settings, and the class that already started is not announced again.
  const polled = page.waitForResponse((response) =>
    /\/api\/v1\/live\/sessions\/$/.test(new URL(response.url()).pathname),
  );
  await page.reload();
  await polled;
  await expect(menuLinks(page)).toHaveText(['ホーム', '設定']);
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/settings$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectAccessible(page);

  // Home still leads back to the class.
  await menuLinks(page).getByText('ホーム').click();
  await expect(page).toHaveURL(/\/live\/lobby\?limitedMode=true$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('the organisation switch during a class says why it waits, and offers again after it', async ({
  page,
  request,
}) => {
  const { sessionId } = await inTheLobbyWhenTheClassStarts(page, request);

  const orgButton = page.getByRole('button', { name: '所属：Sakura Junior High School' });
  await orgButton.click();
  const locked = page.getByRole('dialog', { name: '所属の切り替え' });
  await expect(locked).toContainText(
    '授業のあいだは、所属を切り替えられません。授業が終わったら、また切り替えられますよ。',
  );
  await expect(locked.getByRole('radio')).toHaveCount(0);
  await expect(locked.getByRole('button', { name: '切り替える' })).toHaveCount(0);
  await expectAccessible(page);
  await locked.getByRole('button', { name: '閉じる' }).click();
  await expect(locked).toBeHidden();
  await expect(orgButton).toBeFocused();
  await expect(page).toHaveURL(/\/live\/lobby/);
  await expect(menuLinks(page)).toHaveText(['ホーム', '設定']);

  await teacherEndsClass(request, sessionId);
  const ended = page.getByRole('alertdialog', { name: '授業が終わりました' });
  await expect(ended).toBeVisible(NEXT_POLL);
  await ended.getByRole('button', { name: 'OK' }).click();
  await orgButton.click();
  const open = page.getByRole('dialog', { name: '所属の切り替え' });
  await expect(open.getByRole('radio', { name: /Midori Cram School/ })).toBeVisible();
  await open.getByRole('button', { name: 'キャンセル' }).click();
  await expect(open).toBeHidden();
});

test('leaving an exercise of the class in progress still asks first', async ({ page, request }) => {
  const { exercises } = await inTheLobbyWhenTheClassStarts(page, request);
  await exercises.getByRole('link', { name: 'My School Day' }).click();
  await page.getByRole('button', { name: 'はじめる' }).click();
  await expect(page.getByRole('heading', { name: /^第 1 問/ })).toBeVisible();

  await page.getByRole('button', { name: 'エクササイズを終了' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'エクササイズを終了しますか？' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '続ける' }).click();
  await expect(page.getByRole('heading', { name: /^第 1 問/ })).toBeVisible();

  await page.getByRole('button', { name: 'エクササイズを終了' }).click();
  await confirm.getByRole('button', { name: '終了する' }).click();
  await expect(page).toHaveURL(/\/live\/lobby\?limitedMode=true$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Back in the lobby, which asks again: the run started in the class is under way.
  await expect(exercises.getByRole('link', { name: /My School Day とりくみ中/ })).toBeVisible();
});

test('an exercise the teacher did not choose, typed in the address bar, leads to the lobby', async ({
  page,
  request,
}) => {
  await inTheLobbyWhenTheClassStarts(page, request);

  await page.goto(
    `/exercise/${COURSE.everydayConversation}/drill-typing/${EXERCISE.schoolLifeTyping}`,
  );

  await expect(page).toHaveURL(/\/live\/lobby\?limitedMode=true$/);
  await expect(page.getByRole('status').filter({ hasText: '授業中は開けません' })).toHaveText(
    'このエクササイズは授業中は開けません。先生が出したエクササイズから選んでください。',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'School Life Sentences' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectAccessible(page);
});
