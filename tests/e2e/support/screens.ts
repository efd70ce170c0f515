import { expect, type Page } from '@playwright/test';

// The app's screens for a signed-in learner (and sign-in), as the screenshots and the colour-scheme
// checks visit them: each opens its screen and waits until it has settled.

const COURSE = '9e5e7148-eba6-4645-8604-57334c03c7d8';
const DRILL = `/exercise/${COURSE}/drill-vocabulary/448d05eb-68fd-4931-9351-79c17a40ea84`;

export type Screen = { name: string; open: (page: Page) => Promise<void>; signedOut?: boolean };

const visit = (path: string) => async (page: Page) => {
  await page.goto(path);
};

export const SCREENS: Screen[] = [
  { name: 'login', signedOut: true, open: visit('/user/login') },
  { name: 'home', open: visit('/') },
  { name: 'course-explore', open: visit('/course/explore/') },
  { name: 'course-details', open: visit(`/course/details/${COURSE}`) },
  { name: 'assignments', open: visit('/assignment/explore/') },
  {
    name: 'assignment-details',
    open: async (page) => {
      await page.goto('/assignment/explore/');
      await page.locator('.card-list a').first().click();
    },
  },
  { name: 'history', open: visit('/learning-history/summary') },
  { name: 'history-logs', open: visit('/learning-history/exercise-logs') },
  { name: 'skills', open: visit('/skills/overview') },
  { name: 'settings', open: visit('/user/settings') },
  { name: 'release-notes', open: visit('/release-notes') },
  { name: 'live-lobby', open: visit('/live/lobby') },
  { name: 'exercise-overview', open: visit(DRILL) },
];

/** The screen's heading is shown and nothing is loading any more. */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
}
