import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { EXERCISE } from '../../mock-server/seed/content-catalogue';
import { expectAccessible } from './support/accessibility';
import { learnerRow, openConsole } from './support/console';
import { answerEveryQuestion, expect, expectTrophy } from './support/exercise-run';
import { hanaSignedInAtClassTime, NEXT_POLL } from './support/live-class';

// The teacher and demo console at /__console/, served by the mock backend: a teacher conducts a
// class in one browser while hana, in another, is taken to the lobby, finishes an exercise and
// sees the class end; maintenance and the clock are switched from the console and the app reacts.
// Every test runs at Sunday 22 November 2026, 09:00 in Japan, with hana signed in. The console's
// accessibility: console-accessibility.spec.ts (its axe checks keep a core busy, so it runs with
// the specs that do, not with these, which wait on the console's polls: playwright.config.ts).

const MAINTENANCE_TURN = { timeout: 20_000 };

hanaSignedInAtClassTime();

test('a teacher conducts a class from the console while hana works in it', async ({
  page,
  browser,
}) => {
  await page.goto('/user/settings');
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();

  const teacher = await openConsole(browser);
  await teacher.getByRole('combobox', { name: '組織' }).selectOption({
    label: 'Sakura Junior High School',
  });
  await teacher.getByRole('combobox', { name: 'グループ' }).selectOption({ label: '2-A（30 人）' });
  await teacher.getByRole('button', { name: '授業を始める' }).click();
  const panel = teacher.getByRole('region', { name: '2-A の授業' });
  await expect(panel).toContainText('授業中');
  await expect(panel).toContainText('11月22日(日) 9:00〜9:50');

  // Two exercises from the searchable tree, then the lock.
  const search = teacher.getByRole('searchbox', { name: 'エクササイズをさがす' });
  await search.fill('greeting words');
  await teacher.getByRole('checkbox', { name: /Greeting Words/ }).check();
  await search.fill('Nice to meet');
  await teacher.getByRole('checkbox', { name: /Nice to Meet You/ }).check();
  const chosen = teacher.getByRole('list', { name: '選んだエクササイズ（2 個）' });
  await expect(chosen.getByRole('listitem')).toHaveText([
    /Greeting Words\s*First Steps in English/,
    /Nice to Meet You\s*Everyday Conversation/,
  ]);
  await teacher.getByRole('button', { name: 'この 2 個に限定する' }).click();
  await expect(teacher.getByText('限定中')).toBeVisible();

  // hana's app takes her to the lobby, and the console sees her device join.
  const started = page.getByRole('alertdialog', { name: '授業が始まりました' });
  await expect(started).toBeVisible(NEXT_POLL);
  await started.getByRole('button', { name: 'OK' }).click();
  const exercises = page.getByRole('region', { name: '先生が出したエクササイズ' });
  await expect(exercises.getByRole('link')).toHaveText([
    'Greeting Words まだ始めていません',
    'Nice to Meet You まだ始めていません',
  ]);
  const hana = learnerRow(teacher, 'Hana Sato');
  // Where she is, then the two exercises (after the device that holds her lesson).
  const hanaCells = hana.getByRole('cell');
  await expect(hanaCells.first()).toHaveText('ロビー');
  await expect(hanaCells.nth(2)).toHaveText('未着手');
  await expect(hanaCells.nth(3)).toHaveText('未着手');
  await expect(learnerRow(teacher, 'Yui Kobayashi')).toContainText('未参加');
  await expectAccessible(teacher);

  // She does the vocabulary drill by keyboard; the console shows her gold trophy.
  await exercises.getByRole('link', { name: 'Greeting Words' }).click();
  await answerEveryQuestion(page, EXERCISE.greetingWordsVocabulary, 'ja', true);
  await expectTrophy(page, 'ja', 3);
  await expect(hanaCells.nth(2)).toHaveText('完了');
  await expect(hanaCells.nth(2).getByRole('img', { name: '金トロフィー' })).toBeVisible();
  // Finished counts who finished every exercise of the lock: not yet.
  await expect(teacher.getByText('参加 1 / 30 人・完了 0 人')).toBeVisible();

  // The teacher ends the class; hana is told.
  await panel.getByRole('button', { name: '授業を終える' }).click();
  await panel.getByRole('button', { name: '終える', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: '授業が終わりました' })).toBeVisible(
    NEXT_POLL,
  );
  await expect(teacher.getByText('授業を始めるか、一覧から授業を選んでください。')).toBeVisible();

  // The activity log tells what happened, hana's alone when asked.
  await teacher.getByRole('link', { name: 'アクティビティ' }).click();
  await teacher.getByRole('combobox', { name: '表示するユーザー' }).selectOption({
    label: 'Hana Sato <hana@sakura.example>',
  });
  const log = teacher.getByRole('list', { name: 'アクティビティの一覧' });
  await expect(log.getByRole('listitem').first()).toContainText(
    'Hana Sato さんが「Greeting Words」を終えました',
  );
  await expect(log).toContainText('Hana Sato さんが 2-A の授業に参加しました');
  await expect(log).not.toContainText('授業を 2 個のエクササイズに限定しました');
  await teacher.context().close();
});

test('maintenance and the clock, switched from the console, reach the app', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /ようこそ/ })).toBeVisible();
  const teacher = await openConsole(browser, 'en');

  // Maintenance on with a message: the app's next call answers 503 and it shows the message.
  await teacher.getByRole('link', { name: 'Demo controls' }).click();
  const maintenance = teacher.getByRole('region', { name: 'Maintenance' });
  await maintenance
    .getByRole('textbox', { name: 'Message shown in the app' })
    .fill('Back at 10:00');
  await maintenance.getByRole('button', { name: 'Start maintenance' }).click();
  await expect(teacher.getByRole('list', { name: 'Backend status' })).toContainText(
    'Under maintenance',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' }),
  ).toBeVisible(MAINTENANCE_TURN);
  await expect(page.getByText('Back at 10:00')).toBeVisible();
  await maintenance.getByRole('button', { name: 'End maintenance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /ようこそ/ })).toBeVisible(
    MAINTENANCE_TURN,
  );

  // A class scheduled for 10:00 shows on hana's home...
  await teacher.getByRole('link', { name: 'Class', exact: true }).click();
  await teacher.getByRole('radio', { name: 'At a time' }).check();
  await teacher.getByLabel('Starts at').fill('2026-11-22T10:00');
  await teacher.getByRole('button', { name: 'Schedule the class' }).click();
  await expect(teacher.getByRole('region', { name: 'Class of 2-A' })).toContainText('Upcoming');
  const banner = page.getByText('2-A の授業は 10:00 に始まります。');
  await expect(banner).toBeVisible(NEXT_POLL);

  // ...until the backend clock moves past its end: the class is gone, and the app says so.
  await teacher.getByRole('link', { name: 'Demo controls' }).click();
  const clock = teacher.getByRole('region', { name: 'Backend clock' });
  await clock.getByRole('textbox', { name: 'Time (Japan time)' }).fill('2026-11-22T11:00');
  await clock.getByRole('button', { name: 'Fix the clock' }).click();
  await expect(teacher.getByRole('list', { name: 'Backend status' })).toContainText(
    'Clock Sun, Nov 22 11:00 AM (fixed)',
  );
  await expect(page.getByRole('alertdialog', { name: '授業は中止になりました' })).toBeVisible(
    NEXT_POLL,
  );
  await expect(banner).toBeHidden();

  await clock.getByRole('button', { name: 'Back to real time' }).click();
  await expect(teacher.getByRole('list', { name: 'Backend status' })).toContainText('real time');
  await teacher.context().close();
});

test('the learner app’s build holds none of the console', () => {
  const built = process.env.E2E_APP_DIR!;
  const manifest = JSON.parse(readFileSync(join(built, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  expect(Object.keys(manifest).filter((key) => key.startsWith('src/console/'))).toEqual([]);
  const scripts = readdirSync(join(built, 'assets')).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  for (const file of scripts) {
    const text = readFileSync(join(built, 'assets', file), 'utf8');
    expect(text, file).not.toContain('console.live.');
    expect(text, file).not.toContain('__mock/activity');
  }
});
