import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { mock } from '../e2e/support/mock-control';
import { signIn } from '../e2e/support/sign-in';

// Every screen at a phone's and a desktop's width, in both languages and both colour schemes,
// into screenshots/<language>-<scheme>-<width>/<screen>.png (on a phone also <screen>-full.png, the
// whole page). Run with `npm run screenshots`.

const OUT = 'screenshots';
const WIDTHS = [360, 1280] as const;
const LANGUAGES = ['ja', 'en'] as const;
const SCHEMES = ['light', 'dark'] as const;

const COURSE = '9e5e7148-eba6-4645-8604-57334c03c7d8';
const DRILL = `/exercise/${COURSE}/drill-vocabulary/448d05eb-68fd-4931-9351-79c17a40ea84`;

type Screen = { name: string; open: (page: Page) => Promise<void>; signedOut?: boolean };

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
const settled = async (page: Page) => {
  await heading(page);
  await expect(page.locator('.spinner')).toHaveCount(0);
};

const SCREENS: Screen[] = [
  { name: 'login', signedOut: true, open: async (page) => void (await page.goto('/user/login')) },
  { name: 'home', open: async (page) => void (await page.goto('/')) },
  { name: 'course-explore', open: async (page) => void (await page.goto('/course/explore/')) },
  {
    name: 'course-details',
    open: async (page) => void (await page.goto(`/course/details/${COURSE}`)),
  },
  { name: 'assignments', open: async (page) => void (await page.goto('/assignment/explore/')) },
  {
    name: 'assignment-details',
    open: async (page) => {
      await page.goto('/assignment/explore/');
      await page.locator('.card-list a').first().click();
    },
  },
  { name: 'history', open: async (page) => void (await page.goto('/learning-history/summary')) },
  {
    name: 'history-logs',
    open: async (page) => void (await page.goto('/learning-history/exercise-logs')),
  },
  { name: 'skills', open: async (page) => void (await page.goto('/skills/overview')) },
  { name: 'settings', open: async (page) => void (await page.goto('/user/settings')) },
  { name: 'release-notes', open: async (page) => void (await page.goto('/release-notes')) },
  { name: 'live-lobby', open: async (page) => void (await page.goto('/live/lobby')) },
  { name: 'exercise-overview', open: async (page) => void (await page.goto(DRILL)) },
];

for (const language of LANGUAGES) {
  for (const scheme of SCHEMES) {
    test(`every screen, ${language}, ${scheme}`, async ({ browser, request }) => {
      await mock.reset(request);
      for (const width of WIDTHS) {
        const folder = `${OUT}/${language}-${scheme}-${width}`;
        mkdirSync(folder, { recursive: true });
        for (const screen of SCREENS) {
          const context = await browser.newContext({
            viewport: { width, height: width === 360 ? 740 : 900 },
            colorScheme: scheme,
            locale: language === 'ja' ? 'ja-JP' : 'en-GB',
            reducedMotion: 'reduce',
          });
          const page = await context.newPage();
          await page.addInitScript(
            (lang) => localStorage.setItem('eigo.v1.language', JSON.stringify(lang)),
            language,
          );
          if (!screen.signedOut) await signIn(page, request, 'hana@sakura.example', 'sakura2026');
          await screen.open(page);
          await settled(page);
          // What the screen shows first, then (on a phone) the whole page scrolled through.
          await page.screenshot({ path: `${folder}/${screen.name}.png` });
          if (width === 360) {
            await page.screenshot({ path: `${folder}/${screen.name}-full.png`, fullPage: true });
          }
          await context.close();
        }
      }
    });
  }
}
