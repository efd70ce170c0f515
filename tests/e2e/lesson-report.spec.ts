import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectAccessible } from './support/accessibility';
import { openConsole } from './support/console';
import { fixBackendClock, freeBackendClockAfterAll } from './support/clocks';
import { contentCatalogue } from '../../mock-server/seed/content';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import {
  NOW,
  teacherChooses,
  teacherConductsClass,
  teacherEndsClass,
  teacherStartsClass,
} from './support/live-class';
import { API, APP_KEY } from './support/mock-control';
import { picture } from './support/pictures';

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

// The typing drill "School Life Sentences" (type 9), its five test sentences in order.
const TYPING = { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.schoolLifeTyping };
const RUN = `${API}/exercises/${TYPING.courseUuid}/9/${TYPING.exerciseUuid}`;
const PROBLEMS = contentCatalogue()
  .exercises.find((exercise) => exercise.uuid === TYPING.exerciseUuid)!
  .problems.filter((problem) => !problem.practiceOnly);
const WRONG = 'I do not know.';

/**
 * A pupil of 2-A on a device of their own: joins the class (the state call) and types the drill
 * in it, the first `right` sentences right and the others wrong, then ends the run.
 */
async function pupilWorks(
  request: APIRequestContext,
  email: string,
  class_: { sessionId: number; limitedModeId: number },
  right: number,
) {
  const login = await request.post(`${API}/auth/individual/`, {
    data: { email, password: 'sakura2026' },
    headers: { 'X-App-Key': APP_KEY },
  });
  expect(login.ok(), `${email} signs in`).toBe(true);
  const { authToken } = (await login.json()) as { authToken: string };
  const aliases = (await (
    await request.get(`${API}/user/aliases/`, {
      headers: { 'X-App-Key': APP_KEY, Authorization: `Token ${authToken}` },
    })
  ).json()) as { uuid: string; orgName: string }[];
  const alias = aliases.find((item) => item.orgName === 'Sakura Junior High School')!;
  const headers = {
    'X-App-Key': APP_KEY,
    Authorization: `Token ${authToken}`,
    'X-Alias-Uuid': alias.uuid,
    'Accept-Language': 'ja',
  };
  const joined = await request.post(`${API}/live/state/`, {
    headers,
    data: { currentSessionId: class_.sessionId, deviceId: randomUUID() },
  });
  expect(joined.ok(), `${email} joins`).toBe(true);
  const started = await request.post(`${RUN}/start/`, { headers, data: class_ });
  expect(started.ok(), `${email} starts the drill`).toBe(true);
  const { logId } = (await started.json()) as { logId: number };
  for (const [index, problem] of PROBLEMS.entries()) {
    const logged = await request.post(`${RUN}/log/`, {
      headers,
      data: {
        logId,
        problemUuid: problem.problemUuid,
        answer: index < right ? problem.expected : WRONG,
        skipped: false,
      },
    });
    expect(logged.ok()).toBe(true);
  }
  const ended = await request.post(`${RUN}/end/`, {
    headers,
    data: {
      logId,
      numCorrectAnswers: right,
      numIncorrectAnswers: PROBLEMS.length - right,
      numSkipped: 0,
    },
  });
  expect(ended.ok(), `${email} ends the drill`).toBe(true);
}

for (const lang of ['ja', 'en'] as const) {
  test(`three pupils work in a class; ended, it stays listed and its report shows their scores (${lang}, 1280 px)`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const sessionId = await teacherConductsClass(request);
    const class_ = { sessionId, limitedModeId: await teacherChooses(request, sessionId, [TYPING]) };
    await pupilWorks(request, 'hana@sakura.example', class_, 5);
    await pupilWorks(request, 'yui@sakura.example', class_, 3);
    await pupilWorks(request, 'a2-03@sakura.example', class_, 1);
    await teacherEndsClass(request, sessionId);

    const t =
      lang === 'ja'
        ? {
            ended: '終了した授業',
            entry: /^2-A の授業/,
            report: '授業レポート',
            show: 'レポートを見る',
            pupils: '生徒別の結果',
            csv: 'CSV ダウンロード（問題別）',
            score: (n: number) => `${n} 点`,
          }
        : {
            ended: 'Ended classes',
            entry: /^(Class of 2-A|2-A)/,
            report: 'Lesson report',
            show: 'Show the report',
            pupils: 'Results per pupil',
            csv: 'Download CSV (per question)',
            score: (n: number) => `${n} points`,
          };
    const teacher = await openConsole(browser, lang);
    // Ended, the class stays listed: the latest first.
    const entry = teacher
      .getByRole('region', { name: t.ended })
      .getByRole('button', { name: t.entry })
      .first();
    await entry.click();
    const report = teacher.getByRole('region', { name: t.report });
    await report.getByRole('button', { name: t.show }).click();
    const pupils = report.getByRole('table', { name: t.pupils });
    await expect(pupils.getByRole('rowheader')).toHaveCount(30);
    await expect(pupils.getByRole('row', { name: /^Hana Sato/ })).toContainText(t.score(100));
    await expect(pupils.getByRole('row', { name: /^Yui Kobayashi/ })).toContainText(t.score(60));
    const third = pupils.getByRole('row').filter({ hasText: t.score(20) });
    await expect(third).toHaveCount(1);
    // Per question (a table per exercise, named by its title): the fourth and fifth sentences
    // were right for hana alone, the wrong answer given twice.
    const questions = report.getByRole('table', { name: 'School Life Sentences' });
    const fourth = questions.getByRole('row', {
      name: new RegExp(`^4\\. ${PROBLEMS[3]!.expected}`),
    });
    await expect(fourth).toContainText(lang === 'ja' ? '3 人中 1 人' : '1 of 3');
    await expect(fourth).toContainText(lang === 'ja' ? `${WRONG}（2 人）` : `${WRONG} (2)`);
    await picture(teacher, {
      path: test.info().outputPath(`lesson-report-${lang}.png`),
      fullPage: true,
    });

    const [download] = await Promise.all([
      teacher.waitForEvent('download'),
      report.getByRole('link', { name: t.csv }).click(),
    ]);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes, { bom: true }) as string[][];
    // A header and one row per question of the drill, the wrong answer the most common one.
    expect(rows).toHaveLength(1 + PROBLEMS.length);
    expect(rows.slice(1).some((row) => row.some((cell) => cell.includes(WRONG)))).toBe(true);
    await teacher.context().close();
  });
}
