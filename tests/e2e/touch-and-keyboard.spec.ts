import { test, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import {
  dictationField,
  expect,
  questionRegion,
  switchLanguage,
  TEXT,
  type Lang,
} from './support/exercise-run';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';
import { picture } from './support/pictures';

// A phone is not a desktop: keyboard tips (the overview's keys line, "Ctrl + Space" beside the
// replay) show only for a fine pointer, and hover styles only where the device can hover, so an
// option that appears under the finger after "Take the test" does not look chosen. Chromium
// emulates a phone (touch, 360 × 740) with `pointer: coarse` and `hover: none`.

const QUIZ = `/exercise/${COURSE.travelEnglish}/quiz-listening/${EXERCISE.airportAnnouncementsQuiz}`;
const DRILL = `/exercise/${COURSE.firstSteps}/drill-vocabulary/${EXERCISE.greetingWordsVocabulary}`;
const DICTATION = `/exercise/${COURSE.everydayConversation}/dictation/${EXERCISE.schoolDayDictation}`;

const TIPS = {
  ja: {
    keys: /^キーボード：/,
    replay: 'Ctrl + Space でもう一度聞けます',
    listen: 'もう一度聞く',
    /** Any tip of the dictation or its sheet. */
    any: /^(Ctrl \+ Space|Tab か スペース|Enter で)/,
  },
  en: {
    keys: /^Keyboard: /,
    replay: 'Ctrl + Space plays it again',
    listen: 'Listen again',
    any: /^(Ctrl \+ Space|Tab or Space moves|Enter to)/,
  },
} as const;

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

const media = (page: Page) =>
  page.evaluate(() => ({
    fine: matchMedia('(pointer: fine)').matches,
    coarse: matchMedia('(pointer: coarse)').matches,
    hover: matchMedia('(hover: hover)').matches,
  }));

/** Opens the listening quiz's overview in the language and returns its start button. */
async function openQuiz(page: Page, lang: Lang) {
  if (lang === 'en') await switchLanguage(page, 'en');
  await page.goto(QUIZ);
  const start = page.getByRole('button', { name: TEXT[lang].start, exact: true });
  await expect(start).toBeVisible();
  return start;
}

for (const lang of ['ja', 'en'] as const) {
  const tips = TIPS[lang];

  test.describe(`on a desktop (${lang})`, () => {
    test('the keyboard tips are shown', async ({ page }) => {
      await openQuiz(page, lang);
      expect(await media(page)).toEqual({ fine: true, coarse: false, hover: true });
      await expect(page.getByText(tips.keys)).toBeVisible();
      await page.getByRole('button', { name: TEXT[lang].start, exact: true }).click();
      await expect(questionRegion(page, lang)).toBeVisible();
      await expect(page.getByRole('button', { name: tips.listen })).toBeVisible();
      await expect(page.getByText(tips.replay)).toBeVisible();
    });
  });

  test.describe(`on a phone (${lang})`, () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

    test('no keyboard tip is shown until a hardware key is pressed', async ({ page }) => {
      const start = await openQuiz(page, lang);
      expect(await media(page)).toEqual({ fine: false, coarse: true, hover: false });
      await expect(page.getByText(tips.keys)).toHaveCount(0);
      await start.tap();
      await expect(questionRegion(page, lang)).toBeVisible();
      await expect(page.getByRole('button', { name: tips.listen })).toBeVisible();
      await expect(page.getByText(tips.replay)).toHaveCount(0);
      // A modifier alone says nothing; a keyboard attached to the phone does (Tab, issue 37).
      await page.keyboard.press('Shift');
      await expect(page.getByText(tips.replay)).toHaveCount(0);
      await page.keyboard.press('Tab');
      await expect(page.getByText(tips.replay)).toBeVisible();
    });

    // Issue 37, item 10: typing an answer with the phone's own keyboard (letters, Backspace, its
    // Enter) turned the tips on for the rest of the page.
    test("typing with the phone's keyboard shows no keyboard tip; a hardware Tab does", async ({
      page,
    }) => {
      if (lang === 'en') await switchLanguage(page, 'en');
      await page.goto(DICTATION);
      await page.getByRole('button', { name: TEXT[lang].start, exact: true }).tap();
      const region = questionRegion(page, lang);
      const field = dictationField(region, lang, 1);
      await field.tap();
      await field.pressSequentially('usualyy');
      await field.press('Backspace');
      await field.press('Enter');
      const sheet = page.getByRole('region', {
        name: new RegExp(`^(${TEXT[lang].nearly}|${TEXT[lang].incorrect}|${TEXT[lang].correct})`),
      });
      await expect(sheet).toBeVisible();
      await expect(page.getByText(tips.any)).toHaveCount(0);
      await picture(page, { path: `test-results/touch-and-keyboard/typed-${lang}.png` });
      await page.keyboard.press('Tab');
      await expect(page.getByText(tips.any).first()).toBeVisible();
    });
  });
}

test.describe('on a phone, hover styles', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test('an option under the finger after "Take the test" does not look chosen', async ({
    page,
  }) => {
    await page.goto(DRILL);
    const start = page.getByRole('button', { name: TEXT.ja.test, exact: true });
    await expect(start).toBeVisible();
    await start.scrollIntoViewIfNeeded();
    const box = (await start.boundingBox())!;
    const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.touchscreen.tap(finger.x, finger.y);
    const options = questionRegion(page).getByRole('group').first().getByRole('button');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(1);

    // The option the finger rests on (else the first). A phone's browser treats the spot last
    // touched as hovered; the emulated one does so once the pointer moves there.
    let touched = 0;
    for (let index = 0; index < count; index += 1) {
      const option = (await options.nth(index).boundingBox())!;
      const inside =
        finger.x >= option.x &&
        finger.x <= option.x + option.width &&
        finger.y >= option.y &&
        finger.y <= option.y + option.height;
      if (inside) touched = index;
    }
    const spot = (await options.nth(touched).boundingBox())!;
    await page.mouse.move(spot.x + spot.width / 2, spot.y + spot.height / 2);
    const untouched = touched === 0 ? 1 : 0;
    const look = (index: number) =>
      options.nth(index).evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, border: style.borderColor };
      });
    await expect(options.nth(touched)).toBeEnabled();
    expect(await look(touched)).toEqual(await look(untouched));
  });
});
