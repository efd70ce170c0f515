import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { fixClocks, freeBackendClockAfterAll } from './support/clocks';
import { mock } from './support/mock-control';
import { SCREENS } from './support/screens';
import { signIn } from './support/sign-in';

// The look, pinned: a few screens on a 360 px phone in Japanese, light and dark, compared with the
// committed baselines (visual.spec.ts-snapshots/) within a small tolerance, so a layout regression
// fails the gate. After an intended change of the look, refresh them with
// `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` and look at the new images.
// Japanese glyphs come from Debian's fonts-noto-cjk, which .ci/run installs.

/** The demo world (history, assignments) is laid relative to the clocks: fixed, so pixels are too. */
const NOW = '2026-11-23T03:00:00.000Z';
freeBackendClockAfterAll();
/** The screens pinned, from the app's list of screens (their addresses and headings). */
const PINNED = SCREENS.filter((screen) =>
  ['home', 'course-details', 'settings'].includes(screen.name),
);

async function phone(browser: Browser, scheme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 1,
    colorScheme: scheme,
    reducedMotion: 'reduce',
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
  return context.newPage();
}

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`home, course details and settings at 360 px look as they should (${scheme})`, async ({
    browser,
    request,
  }) => {
    const page = await phone(browser, scheme);
    await fixClocks(page, request, NOW);
    await signIn(page, request, 'hana@sakura.example', 'sakura2026');
    for (const screen of PINNED) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(page.locator('.spinner')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${screen.name}-${scheme}.png`, {
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.02,
      });
      // Contrast and the rest, in this colour scheme too.
      await expectAccessible(page);
    }
    await page.context().close();
  });
}

// A tablet in portrait (720-1023 px): the header's navigation in one row, each label on one line,
// and the organisation's pill still there to read, in Japanese (which may break between any two
// characters) and English.
for (const lang of ['ja', 'en'] as const) {
  test(`a tablet in portrait: one header row, every label on one line (${lang})`, async ({
    browser,
    request,
  }) => {
    const page = await (
      await browser.newContext({ locale: lang === 'ja' ? 'ja-JP' : 'en-GB' })
    ).newPage();
    await page.addInitScript(
      (language) => localStorage.setItem('eigo.v1.language', JSON.stringify(language)),
      lang,
    );
    await signIn(page, request, 'hana@sakura.example', 'sakura2026');
    for (const width of [720, 768, 834, 1023]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const header = await page.getByRole('banner').boundingBox();
      expect(header?.height, `the header is one row at ${width} px`).toBeLessThanOrEqual(64);
      const nav = page.getByRole('navigation', {
        name: lang === 'ja' ? 'メインメニュー' : 'Main menu',
      });
      for (const link of await nav.getByRole('link').all()) {
        const box = await link.boundingBox();
        expect(box?.height, `${await link.innerText()} on one line at ${width} px`).toBeLessThan(
          50,
        );
      }
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `nothing wider than the window at ${width} px`).toBe(width);
      const pill = await page.locator('.app-header__end').boundingBox();
      expect(pill?.width, `the organisation's pill at ${width} px`).toBeGreaterThan(120);
    }
    await page.context().close();
  });
}

test('the phone layout: one header row, the navigation as a tab bar at the bottom', async ({
  browser,
  request,
}) => {
  const page = await phone(browser, 'light');
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /ようこそ/ })).toBeVisible();

  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height, 'the header is one row').toBeLessThanOrEqual(64);
  const nav = page.getByRole('navigation', { name: 'メインメニュー' });
  const bar = await nav.boundingBox();
  expect(bar && Math.round(bar.y + bar.height), 'the tab bar sits on the bottom edge').toBe(740);
  expect(
    (header?.height ?? 0) + (bar?.height ?? 0),
    'chrome under 20 % of the screen',
  ).toBeLessThan(148);
  await expect(nav.getByRole('link', { name: 'ホーム' })).toHaveAttribute('aria-current', 'page');

  // Japanese headings break between phrases, not inside words.
  const wordBreak = await page
    .getByRole('heading', { level: 1 })
    .evaluate((h) => getComputedStyle(h).wordBreak);
  expect(wordBreak).toBe('auto-phrase');

  // The focus ring is visible in the header as well (a 3 px outline in the focus colour).
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return {
      width: style.outlineWidth,
      style: style.outlineStyle,
      inHeader: !!el.closest('header'),
    };
  });
  expect(ring).toEqual({ width: '3px', style: 'solid', inHeader: true });
  await page.context().close();
});

test('the app installs: a manifest with icons', async ({ request, baseURL }) => {
  const manifest = await request.get(`${baseURL}/manifest.webmanifest`);
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as { icons: { src: string; sizes: string }[] };
  expect(body.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of body.icons)
    expect((await request.get(`${baseURL}${icon.src}`)).ok()).toBe(true);
});
