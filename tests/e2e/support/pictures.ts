import type { Locator, Page, PageScreenshotOptions } from '@playwright/test';

// The pictures the specs save to look at (a screen at 360 px in both languages, an answer sheet,
// a dialog): nothing is compared with them (tests/e2e/visual.spec.ts compares its own). They are
// saved on a developer's machine and left out under CI (CI=true, where nobody opens them and each
// costs a few hundred milliseconds of the two cores); E2E_PICTURES=1 or 0 says otherwise.
const PICTURES =
  process.env.E2E_PICTURES !== undefined ? process.env.E2E_PICTURES === '1' : !process.env.CI;

/** Saves a picture of the page (or of one element) when pictures are saved (above). */
export async function picture(
  target: Page | Locator,
  options: PageScreenshotOptions & { path: string },
): Promise<void> {
  if (!PICTURES) return;
  await target.screenshot(options);
}
