import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { expectAccessible } from './support/accessibility';
import { test } from '@playwright/test';
import { expect, questionRegion, startRun, switchLanguage } from './support/exercise-run';
import { mock } from './support/mock-control';
import { expectNoHorizontalScroll } from './support/page-width';
import { signIn } from './support/sign-in';
import { picture } from './support/pictures';

// Issue 37, item 8: the demo said 「もう一度言ってみよう」 before the learner had said anything.
// Its cue now follows the learner: listen while the line plays, then the learner's turn, then
// "said it? go on". On a phone (360 × 740), in Japanese and English.

const DEMO = `/exercise/${COURSE.everydayConversation}/demo/${EXERCISE.introducingFriendDemo}`;
const SHOTS = 'test-results/speaking-demo-cues';

const CUES = {
  ja: {
    listen: 'まずはお手本を聞こう',
    turn: 'あなたの番です。まねして言ってみよう',
    ready: '言えたら、ボタンで次の行へ進もう',
    again: /もう一度言って/,
    next: '言えた！次の行へ',
  },
  en: {
    listen: 'First, listen to the line',
    turn: 'Your turn: say it the same way',
    ready: 'Said it? Go on to the next line.',
    again: /say it again/i,
    next: 'I said it, next line',
  },
} as const;

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

for (const lang of ['ja', 'en'] as const) {
  test(`the demo's cue before and after the learner speaks (${lang})`, async ({
    page,
    request,
  }) => {
    const cue = CUES[lang];
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, request, 'hana@sakura.example', 'sakura2026');
    if (lang === 'en') await switchLanguage(page, 'en');
    await page.goto(DEMO);
    await startRun(page, lang);
    const region = questionRegion(page, lang);
    const next = region.getByRole('button', { name: cue.next });
    await expect(next).toBeVisible();
    // Before the learner speaks: listening, then the learner's turn; nothing says "again".
    await expect(region.getByText(new RegExp(`^(${cue.listen}|${cue.turn})$`))).toBeVisible();
    await expect(region.getByText(cue.again)).toHaveCount(0);
    await expect(region.getByText(cue.turn)).toBeVisible({ timeout: 15_000 });
    await expect(next).toHaveClass(/button--secondary/);
    await expectNoHorizontalScroll(page);
    await picture(page, { path: `${SHOTS}/before-${lang}.png` });
    // After the time to say it: go on.
    await expect(region.getByText(cue.ready)).toBeVisible({ timeout: 15_000 });
    await expect(next).toHaveClass(/button--primary/);
    await expect(region.getByText(cue.again)).toHaveCount(0);
    await expectAccessible(page);
    await picture(page, { path: `${SHOTS}/after-${lang}.png` });
  });
}
