import type { Browser, Page } from '@playwright/test';
import { MOCK_ORIGIN } from './mock-control';

// The teacher and demo console at /__console/ (served by the worker's mock backend), as the specs
// that conduct a class from it open and read it.

export const CONSOLE = `${MOCK_ORIGIN}/__console/`;

/** The console in a browser context of its own (the teacher's), in `language`. */
export async function openConsole(browser: Browser, language: 'ja' | 'en' = 'ja', width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ja-JP' });
  await context.addInitScript(
    (lang) => localStorage.setItem('eigo.console.language', JSON.stringify(lang)),
    language,
  );
  const teacher = await context.newPage();
  await teacher.goto(CONSOLE);
  return teacher;
}

/** The room: the live view's table of the class's learners. */
export const room = (teacher: Page) => teacher.getByRole('table', { name: /生徒の様子|Learners/ });

/** A learner's row in the room. */
export const learnerRow = (teacher: Page, name: string) =>
  room(teacher)
    .getByRole('row')
    .filter({ has: teacher.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
