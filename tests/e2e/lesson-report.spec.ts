import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectAccessible } from './support/accessibility';
import { openConsole } from './support/console';
import { fixBackendClock, freeBackendClockAfterAll } from './support/clocks';
import { NOW, teacherEndsClass, teacherStartsClass } from './support/live-class';

// An ended class in the console: listed under 終了した授業 with its date and time, its lesson
// report on screen, and the per-pupil CSV downloaded by the browser (UTF-8 with a BOM, a header
// and one row per pupil of 2-A).

test.beforeEach(async ({ request }) => {
  await fixBackendClock(request, NOW);
});
freeBackendClockAfterAll();

test('an ended class keeps its report, which downloads as a CSV for Excel', async ({
  browser,
  request,
}) => {
  const sessionId = await teacherStartsClass(request);
  await teacherEndsClass(request, sessionId);

  const teacher = await openConsole(browser, 'ja');
  const ended = teacher.getByRole('region', { name: '終了した授業' });
  const entry = ended.getByRole('button', { name: /^2-A の授業/ });
  await expect(entry).toContainText('11月22日(日) 8:50〜9:00');
  await expect(entry).toContainText('終了');
  await entry.click();

  const report = teacher.getByRole('region', { name: '授業レポート' });
  await report.getByRole('button', { name: 'レポートを見る' }).click();
  const pupils = report.getByRole('table', { name: '生徒別の結果' });
  await expect(pupils.getByRole('rowheader')).toHaveCount(30);
  await expect(pupils.getByRole('row', { name: /^Hana Sato/ })).toContainText('未参加');
  await expectAccessible(teacher);

  const [download] = await Promise.all([
    teacher.waitForEvent('download'),
    report.getByRole('link', { name: 'CSV ダウンロード（生徒別）' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('2-A_2026-11-22_0850_pupils.csv');
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes, { bom: true }) as string[][];
  expect(rows).toHaveLength(31);
  expect(rows[0]!.slice(0, 3)).toEqual(['名前', 'メール', '参加']);
  expect(rows.map((row) => row[1])).toContain('hana@sakura.example');
  await teacher.context().close();
});
