import { expect, type Page } from '@playwright/test';

// The app's screens for a signed-in learner (and sign-in), as the screenshots and the colour-scheme
// checks visit them: each opens its screen and waits until it has settled.

const COURSE = '9e5e7148-eba6-4645-8604-57334c03c7d8';
const DRILL = `/exercise/${COURSE}/drill-vocabulary/448d05eb-68fd-4931-9351-79c17a40ea84`;

export type Screen = {
  name: string;
  /** Where it is, or where its way in starts (`then` goes on from there). */
  path: string;
  /** The heading (level 1, in Japanese) of the screen at `path`, which tells that it has come. */
  heading: string | RegExp;
  /** The step from the screen at `path` to this one (a click), waiting until it has come. */
  then?: (page: Page) => Promise<void>;
  signedOut?: boolean;
};

export const SCREENS: Screen[] = [
  { name: 'login', signedOut: true, path: '/user/login', heading: 'ログイン' },
  { name: 'home', path: '/', heading: /ようこそ/ },
  { name: 'course-explore', path: '/course/explore/', heading: 'コースをさがす' },
  { name: 'course-details', path: `/course/details/${COURSE}`, heading: 'First Steps in English' },
  { name: 'assignments', path: '/assignment/explore/', heading: '課題一覧' },
  {
    name: 'assignment-details',
    path: '/assignment/explore/',
    heading: '課題一覧',
    then: async (page) => {
      // The list's heading, in whichever language: the details' own replaces it.
      const list = await page.getByRole('heading', { level: 1 }).textContent();
      await page.locator('.card-list a').first().click();
      await expect(page).toHaveURL(/\/assignment\/details\//);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(list ?? '');
    },
  },
  { name: 'history', path: '/learning-history/summary', heading: '学習の記録' },
  { name: 'history-logs', path: '/learning-history/exercise-logs', heading: '学習ログ' },
  { name: 'skills', path: '/skills/overview', heading: 'スキル' },
  { name: 'settings', path: '/user/settings', heading: '設定' },
  { name: 'release-notes', path: '/release-notes', heading: 'リリースノート' },
  { name: 'live-lobby', path: '/live/lobby', heading: '授業ロビー' },
  { name: 'exercise-overview', path: DRILL, heading: 'Greeting Words' },
];

/** Opens `screen` with a page load (in any language: its heading is not awaited here). */
export async function openScreen(page: Page, screen: Screen) {
  await page.goto(screen.path);
  await screen.then?.(page);
}

/**
 * Moves the app already on screen to `path` by its own router, as a link does. A page load per
 * screen costs about a core-second of the browser's processes and puts axe-core's script in the
 * page again (docs/testing.md#end-to-end-tests). With the data router the last screen stays until
 * the new one's loaders have answered: wait for what the new screen shows, not for the address.
 */
export async function moveTo(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Moves the app to `screen` by its router (`moveTo`), and waits for its Japanese heading. */
export async function moveToScreen(page: Page, screen: Screen) {
  await moveTo(page, screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
  await screen.then?.(page);
}

/** The screen's heading is shown and nothing is loading any more. */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
}
