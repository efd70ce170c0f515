import type { Locator, Page } from '@playwright/test';
import { expect, questionRegion, type Lang } from './exercise-run';
import { signIn } from './sign-in';
import { picture } from './pictures';

// What the answer-sheet specs share (answer-sheet-fits.spec.ts, answer-sheet-fits-chat.spec.ts):
// the phones, the words they look for, and the checks that a sheet fits its screen (issue 37).

export const SIZES = [
  { width: 360, height: 740 },
  { width: 320, height: 568 },
] as const;
export const LANGUAGES = ['ja', 'en'] as const;

export const WORDS = {
  ja: {
    right: '正解',
    yours: 'あなたの答え',
    correctAnswer: '正しい答え',
    record: '録音する',
    stop: '録音を止める',
    startChat: '会話をはじめる',
    turn: /^あなたの番です/,
    typeInstead: 'いま声を出せないときは、入力して答える',
    typedField: '英語で答えを入力',
    typedSend: '答える',
    tryAgain: 'もう一度挑戦',
  },
  en: {
    right: 'Correct',
    yours: 'Your answer',
    correctAnswer: 'Correct answer',
    record: 'Record',
    stop: 'Stop recording',
    startChat: 'Start the conversation',
    turn: /^Your turn/,
    typeInstead: "Can't speak right now? Type your answer",
    typedField: 'Type your answer in English',
    typedSend: 'Answer',
    tryAgain: 'Try again',
  },
} as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'a box on the screen').not.toBeNull();
  return box!;
}

/** The bottom of the exercise's top bar (nothing may hide under it). */
const topBarBottom = async (page: Page) =>
  (await boxOf(page.locator('.run-bar'))).y + (await boxOf(page.locator('.run-bar'))).height;

/**
 * Every box of `what` is wholly on the screen, below the top bar and above `button`'s top, and
 * the button wholly on the screen.
 */
export async function expectInSight(page: Page, what: Record<string, Locator>, button: Locator) {
  const size = page.viewportSize()!;
  const primary = await boxOf(button);
  expect(primary.y, 'the primary button starts on the screen').toBeGreaterThanOrEqual(0);
  expect(primary.y + primary.height, 'the primary button ends on the screen').toBeLessThanOrEqual(
    size.height,
  );
  expect(primary.x).toBeGreaterThanOrEqual(0);
  expect(primary.x + primary.width).toBeLessThanOrEqual(size.width);
  const top = await topBarBottom(page);
  for (const [name, locator] of Object.entries(what)) {
    const box = await boxOf(locator);
    expect(box.y, `${name} starts below the top bar`).toBeGreaterThanOrEqual(top - 0.5);
    expect(box.y + box.height, `${name} ends above the primary button`).toBeLessThanOrEqual(
      primary.y + 0.5,
    );
    expect(box.x, `${name} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on the screen`).toBeLessThanOrEqual(size.width + 0.5);
  }
}

/** No element of `where` scrolls on its own: what does not fit goes to the page's scroll. */
export async function expectNoInnerScroller(where: Locator) {
  const scrollers = await where.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => {
        const { overflowY } = getComputedStyle(element);
        return (
          (overflowY === 'auto' || overflowY === 'scroll') &&
          element.scrollHeight > element.clientHeight + 1
        );
      })
      .map((element) => element.className || element.tagName),
  );
  expect(scrollers, 'elements scrolling inside the sheet').toEqual([]);
}

/**
 * At the page's end, every control and line of the sheet is above the primary button: nothing
 * stays hidden under it.
 */
export async function expectNothingUnderTheButton(page: Page, sheet: Locator, button: Locator) {
  await page.evaluate(() => {
    const root = document.scrollingElement!;
    root.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
  });
  const primary = await boxOf(button);
  const hidden = await sheet.evaluate((root, buttonTop) => {
    const footer = root.querySelector('.run-footer');
    return [...root.querySelectorAll('button, a, audio, p, li, dd, h2, h3, [role="img"]')]
      .filter((element) => !footer?.contains(element))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.height > 0 && box.bottom > buttonTop + 0.5;
      })
      .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 30) ?? ''}`);
  }, primary.y);
  expect(hidden, 'parts of the sheet under the primary button at the page end').toEqual([]);
}

/** A touch phone of `size` in light colours, motion reduced, in `lang`, hana signed in. */
export async function phone(
  page: Page,
  lang: Lang,
  size: (typeof SIZES)[number],
  request: Parameters<typeof signIn>[1],
) {
  await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.addInitScript(
    (language) => localStorage.setItem('eigo.v1.language', JSON.stringify(language)),
    lang,
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
}

/** Records for `ms` with the question's record button. */
export async function record(page: Page, lang: Lang, ms: number) {
  const region = questionRegion(page, lang);
  await region.getByRole('button', { name: WORDS[lang].record, exact: true }).click();
  await expect(region.getByRole('meter')).toBeVisible();
  await page.waitForTimeout(ms);
  await region.getByRole('button', { name: WORDS[lang].stop, exact: true }).click();
}

/**
 * Saves the screen as a picture to look at: at 360 px (the sheets of every kind in ja and en, as
 * the issue asks to be looked at); the 320 px runs are checked by their boxes alone, which keeps
 * the e2e run's time (a picture costs a few hundred milliseconds of the two cores).
 */
export async function shoot(page: Page, name: string) {
  if (page.viewportSize()!.width < 360 && !process.env.SHEET_PICTURES) return;
  await picture(page, { path: `test-results/answer-sheets/${name}.png` });
}

/** The sheet after a wrong answer (its verdict words vary with how near the answer was). */
export const sheetOf = (page: Page) => page.locator('section.answered-sheet');
