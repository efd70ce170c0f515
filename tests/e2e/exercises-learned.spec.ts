import { test } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import {
  answerRight,
  continueFrom,
  currentQuestion,
  expect,
  expectTrophy,
  TEXT,
} from './support/exercise-run';
import { fixBackendClock, freeBackendClockAfterAll } from './support/clocks';
import { signIn } from './support/sign-in';
import { picture } from './support/pictures';

// A vocabulary drill raises a card hana has at 覚えた度 2/3 to 3/3 and celebrates the new learned
// badge; the overview shows the card at 3/3 afterwards. The seeded history (and with it each card's
// learned status) is laid relative to the backend clock, so the clock is fixed.

const NOW = '2026-11-23T21:00:00.000Z';
freeBackendClockAfterAll();

const t = TEXT.ja;
const path = `/exercise/${COURSE.firstSteps}/drill-vocabulary/${EXERCISE.greetingWordsVocabulary}`;

test.beforeEach(async ({ page, request }) => {
  await fixBackendClock(request, NOW);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

test('a drill answer raises a card to learned and shows the new learned badge', async ({
  page,
}) => {
  test.slow();
  await page.goto(path);
  const scope = page.getByRole('list', { name: 'このエクササイズの範囲' });
  const atTwo = scope
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: t.learned(2) }) })
    .first();
  await expect(atTwo).toBeVisible();
  const word = (await atTwo.locator('[lang="en"]').first().textContent())?.trim() ?? '';
  expect(word).not.toBe('');

  await page.getByRole('button', { name: t.test, exact: true }).click();
  let seen = false;
  for (let n = 1; ; n += 1) {
    const { question, total } = await currentQuestion(page, 'ja');
    const verdict = await answerRight(page, EXERCISE.greetingWordsVocabulary, 'ja');
    const sheet = page.getByRole('region', { name: verdict });
    await expect(sheet).toBeVisible();
    if ((question.item as { question?: { prompt?: string } }).question?.prompt === word) {
      seen = true;
      await expect(sheet.getByRole('note')).toHaveText(t.newBadge);
      await expect(sheet).toContainText('覚えた度が 3/3 に上がりました');
      await picture(page, { path: 'test-results/exercises-360/learned-badge-ja.png' });
    }
    await continueFrom(page, verdict, 'ja');
    if (n === total) break;
  }
  expect(seen, `the card ${word} was asked`).toBe(true);
  await expectTrophy(page, 'ja', 3);

  await page.reload();
  const card = scope.getByRole('listitem').filter({ hasText: word }).first();
  await expect(card.getByRole('img', { name: t.learned(3) })).toBeVisible();
});
