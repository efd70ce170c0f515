import { expect, type Page } from '@playwright/test';

// The app runs in a 360 px wide native wrapper: nothing may stick out sideways.

/** Nothing sticks out sideways at the page's current width. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The page's content is at most `width` pixels wide. */
export async function expectContentWidthAtMost(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}
