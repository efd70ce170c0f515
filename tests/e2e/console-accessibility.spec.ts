import { test } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { expectAccessible } from './support/accessibility';
import { CONSOLE, openConsole } from './support/console';
import { expect } from './support/exercise-run';
import { hanaSignedInAtClassTime } from './support/live-class';
import { API, APP_KEY } from './support/mock-control';

// The teacher and demo console at /__console/ passes axe (no serious or critical violation) in
// each of its views with something in it, at 360 px and on a desktop, in Japanese and English. At
// Sunday 22 November 2026, 09:00 in Japan, as console.spec.ts, whose class it conducts; apart from
// it, as its checks keep a core busy while that spec waits on the console's polls
// (playwright.config.ts, REAL_TIME_SPECS).

hanaSignedInAtClassTime();

test('the console passes axe at 360 px and on a desktop in both languages', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Something in every view: a locked class, a sent reset link, events in the log.
  const conducted = await request.post(`${API}/__mock/live/sessions/`, {
    data: {
      groupName: '2-A',
      startsAt: '2026-11-21T23:55:00.000Z',
      endsAt: '2026-11-22T00:45:00.000Z',
    },
  });
  const { id } = (await conducted.json()) as { id: number };
  const locked = await request.post(`${API}/__mock/live/sessions/${id}/limited-mode/`, {
    data: {
      exercises: [
        { courseUuid: COURSE.firstSteps, exerciseUuid: EXERCISE.greetingWordsVocabulary },
        { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat },
      ],
    },
  });
  expect(locked.ok()).toBe(true);
  await request.post(`${API}/auth/reset-password/request/`, {
    data: { email: 'ken@sakura.example' },
    headers: { 'X-App-Key': APP_KEY },
  });

  for (const language of ['ja', 'en'] as const) {
    for (const width of [360, 1280]) {
      const teacher = await openConsole(browser, language, width);
      // The live class, with the class on screen.
      await teacher.getByRole('button', { name: new RegExp(`^(2-A の授業|Class of 2-A)`) }).click();
      await expect(teacher.getByRole('heading', { level: 2, name: /2-A/ })).toBeVisible();
      await expectAccessible(teacher);
      // Demo controls, with an invitation link and its QR code.
      await teacher.goto(`${CONSOLE}#demo`);
      await teacher
        .getByRole('button', { name: /^(招待リンクを発行する|Issue an invitation link)$/ })
        .click();
      await expect(teacher.getByRole('img', { name: /QR/ })).toBeVisible();
      await expect(teacher.getByRole('link', { name: /from-invitation\?token=/ })).toBeVisible();
      await expectAccessible(teacher);
      // The activity log.
      await teacher.goto(`${CONSOLE}#activity`);
      await expect(
        teacher.getByRole('list', { name: /アクティビティの一覧|Activity/ }),
      ).toBeVisible();
      await expectAccessible(teacher);
      await teacher.context().close();
    }
  }
});
