import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { answerKey } from '../e2e/support/answer-key';
import {
  answerRight,
  tileOrder,
  currentQuestion,
  fillDictation,
  expect,
  questionRegion,
  runSnapshot,
  TEXT,
  type Lang,
} from '../e2e/support/exercise-run';

// The steps the kinds' screenshots share: a picture of what the learner sees, the feedback
// sheet found by its buttons (never by its verdict's words, which vary with how close the answer
// was), a wrong answer built from the mock's answer key, and the rest of a run answered right.

/** Saves the 360 px screen as screenshots/kinds-<lang>-360/<kind>-<step>.png. */
export function shooter(page: Page, lang: Lang, kind: string) {
  const folder = `screenshots/kinds-${lang}-360`;
  mkdirSync(folder, { recursive: true });
  return async (step: string) => {
    await expect(page.locator('.spinner')).toHaveCount(0);
    await page.screenshot({ path: `${folder}/${kind}-${step}.png` });
  };
}

const GO_ON = {
  ja: /^(次へ|結果を見る|もう一度挑戦)$/,
  en: /^(Continue|See your result|Try again)$/,
} as const;

/** The feedback sheet's button that goes on (next, the result, or another attempt). */
export const goOnButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: GO_ON[lang] }).last();

/** The result's heading. */
export const resultHeading = (page: Page, lang: Lang) =>
  page.getByRole('heading', { level: 1, name: TEXT[lang].result });

/** Waits for the feedback sheet after an answer. */
export async function sheetShown(page: Page, lang: Lang) {
  await expect(goOnButton(page, lang)).toBeVisible();
}

/** Goes on from the sheet (to the next question, another attempt or the result). */
export async function goOn(page: Page, lang: Lang) {
  const button = goOnButton(page, lang);
  await button.click();
  await expect(button).toBeHidden();
}

/** The result with its trophy (which shows 750 ms after the end). */
export async function resultShown(page: Page, lang: Lang) {
  await expect(resultHeading(page, lang)).toBeVisible();
  // The trophy's entrance (reduced motion) settles within a second; not every kind has one.
  await page.waitForTimeout(1_000);
}

/** The sentence with its middle word left out: a learner's near miss. */
function nearMiss(sentence: string): string {
  const words = sentence.split(' ');
  if (words.length < 2) return `${sentence}x`;
  words.splice(Math.floor(words.length / 2), 1);
  return words.join(' ');
}

/** The word misspelt (its last letter dropped, or doubled for a one-letter word). */
const misspelt = (word: string) => (word.length > 1 ? word.slice(0, -1) : `${word}${word}`);

/**
 * Answers the current question wrong, as a learner who nearly knows it would: another option, a
 * sentence with a word missing, a word misspelt in dictation, the tiles in the wrong order.
 */
export async function answerWrong(page: Page, exerciseUuid: string, lang: Lang) {
  const t = TEXT[lang];
  const { question, attempt } = await currentQuestion(page, lang);
  const key = answerKey(exerciseUuid, question.problemUuid);
  const region = questionRegion(page, lang);
  const { item } = question;
  switch (item.type) {
    case 'DICTATION_PROBLEM': {
      const words = key.expected.split(' ');
      await fillDictation(region, lang, item.attempts?.[attempt]?.slots ?? [], (index, position) =>
        position === 1 ? misspelt(words[index] ?? '') : (words[index] ?? ''),
      );
      await region.getByRole('button', { name: t.check }).click();
      return;
    }
    case 'TYPING_PROBLEM':
    case 'TRANSLATION_QUIZ_PROBLEM': {
      if (key.kind !== 'sentence') throw new Error(`${key.kind} is not a sentence`);
      const name = item.type === 'TYPING_PROBLEM' ? t.typingField : t.quizField;
      await region.getByRole('textbox', { name }).fill(nearMiss(key.accepted[0]!));
      await region.getByRole('button', { name: t.check }).click();
      return;
    }
    case 'TRANSLATION_DRILL_PROBLEM': {
      if (key.kind !== 'sentence') throw new Error(`${key.kind} is not a sentence`);
      if (question.footer[0]?.type === 'TEXT') {
        await region.getByRole('textbox', { name: t.drillField }).fill(nearMiss(key.accepted[0]!));
      } else {
        // The sentence's tiles with the last two swapped: not the sentence's order.
        const pool = region.getByRole('list', { name: t.tiles }).getByRole('listitem');
        const order = tileOrder(item.tiles ?? [], key.accepted);
        order.push(...order.splice(-2).reverse());
        for (const index of order) await pool.nth(index).getByRole('button').click();
      }
      await region.getByRole('button', { name: t.check }).click();
      return;
    }
    default:
      // The choice kinds: the option after the right one.
      await answerRight(page, exerciseUuid, lang, { wrong: true });
  }
}

/** Answers every question left right (after another attempt too) until the result shows. */
export async function answerTheRest(page: Page, exerciseUuid: string, lang: Lang) {
  for (let guard = 0; guard < 40; guard += 1) {
    const next = page
      .getByRole('heading', { level: 1, name: TEXT[lang].anyQuestion })
      .or(resultHeading(page, lang));
    await expect(next.first()).toBeVisible();
    if (await resultHeading(page, lang).isVisible()) return;
    await answerRight(page, exerciseUuid, lang);
    await sheetShown(page, lang);
    await goOn(page, lang);
  }
  throw new Error('The run did not end');
}

/** The run's place (question and screen), to see a tap move it on. */
export async function runPlace(page: Page): Promise<string> {
  const snapshot = await runSnapshot(page);
  return snapshot ? `${snapshot.index}:${snapshot.screen}:${snapshot.attempt}` : 'none';
}
