import type { Locator, Page } from '@playwright/test';
import { expect, questionRegion, startRun, type Lang } from '../e2e/support/exercise-run';
import { goOn, resultHeading, resultShown, sheetShown } from './kind-steps';

// The speaking kinds' runs for the screenshots, with Chromium's fake microphone (a loud tone is
// heard as the model answer said clearly; a quiet one or one loud half of the time, as a weak
// reading): the chat to the trophy (a typed miss first), the reading and the pronunciation drill
// each with a high score to the result, and with a low one.

type Shoot = (step: string) => Promise<void>;

const SAY = {
  ja: {
    record: '録音する',
    stop: '録音を止める',
    start: '会話をはじめる',
    turn: /^あなたの番です/,
    typeInstead: 'いま声を出せないときは、入力して答える',
    typedField: '英語で答えを入力',
    typedSend: '答える',
  },
  en: {
    record: 'Record',
    stop: 'Stop recording',
    start: 'Start the conversation',
    turn: /^Your turn/,
    typeInstead: "Can't speak right now? Type your answer",
    typedField: 'Type your answer in English',
    typedSend: 'Answer',
  },
} as const;

/** Records for about `ms` (from when the level meter shows) with the record button in `where`. */
async function record(page: Page, where: Locator, lang: Lang, ms: number) {
  await where.getByRole('button', { name: SAY[lang].record, exact: true }).click();
  await expect(where.getByRole('meter')).toBeVisible();
  await page.waitForTimeout(ms);
  await where.getByRole('button', { name: SAY[lang].stop, exact: true }).click();
}

/** Lets the screen settle after an answer's reply (a bubble, a sound, a focus move). */
const settle = (page: Page) => page.waitForTimeout(800);

/**
 * The single sentence reading: the question, then one recording of `ms` and its sheet (as
 * `answered`), then the result (as `result`). `withQuestion` shoots the question first.
 */
export async function readSentence(
  page: Page,
  lang: Lang,
  shoot: Shoot,
  steps: { ms: number; answered: string; result: string; withQuestion: boolean },
) {
  await startRun(page, lang);
  const region = questionRegion(page, lang);
  await expect(region.getByRole('button', { name: SAY[lang].record, exact: true })).toBeVisible();
  if (steps.withQuestion) await shoot('question');
  await record(page, region, lang, steps.ms);
  await sheetShown(page, lang);
  await settle(page);
  await shoot(steps.answered);
  await goOn(page, lang);
  await resultShown(page, lang);
  await shoot(steps.result);
}

/**
 * The pronunciation drill: each card said (another attempt when the sheet offers one) until the
 * result; the first card is shot before (`question`) and after (`answered`), the result as
 * `result` (null: stop after the first card).
 */
export async function sayCards(
  page: Page,
  lang: Lang,
  shoot: Shoot,
  steps: { answered: string; result: string | null; withQuestion: boolean },
) {
  await startRun(page, lang);
  for (let card = 1; card <= 12; card += 1) {
    const region = questionRegion(page, lang);
    const recordButton = region.getByRole('button', { name: SAY[lang].record, exact: true });
    // The result shows a moment after the last card's sheet.
    await expect(recordButton.or(resultHeading(page, lang)).first()).toBeVisible();
    if (await resultHeading(page, lang).isVisible()) break;
    if (card === 1 && steps.withQuestion) await shoot('question');
    await record(page, region, lang, 1_200);
    await sheetShown(page, lang);
    if (card === 1) {
      await settle(page);
      await shoot(steps.answered);
      if (steps.result === null) return;
    }
    await goOn(page, lang);
  }
  await resultShown(page, lang);
  if (steps.result) await shoot(steps.result);
}

/** The learner's turn in the chat, once its record button can be pressed. */
async function learnerTurn(page: Page, lang: Lang): Promise<Locator> {
  const footer = page.getByRole('region', { name: SAY[lang].turn });
  await expect(footer.getByRole('button', { name: SAY[lang].record, exact: true })).toBeEnabled({
    timeout: 30_000,
  });
  return footer;
}

const answerSent = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/conversation-answer\/(\?|$)/.test(response.url()),
  );

/**
 * The chat: its scene (`intro`), the first turn (`question`), a typed miss (`wrong`), the same
 * turn said right (`right`), then by voice to the result (`result`).
 */
export async function talkToTheResult(page: Page, lang: Lang, shoot: Shoot) {
  const start = page.getByRole('button', { name: SAY[lang].start });
  await expect(start).toBeEnabled();
  await shoot('intro');
  await start.click();

  let footer = await learnerTurn(page, lang);
  await shoot('question');
  await footer.getByRole('button', { name: SAY[lang].typeInstead }).click();
  await footer.getByRole('textbox', { name: SAY[lang].typedField }).fill('I like apples');
  const missed = answerSent(page);
  await footer.getByRole('button', { name: SAY[lang].typedSend, exact: true }).click();
  await missed;
  footer = await learnerTurn(page, lang);
  await settle(page);
  await shoot('wrong');

  const said = answerSent(page);
  await record(page, footer, lang, 1_200);
  await said;
  await settle(page);
  await shoot('right');

  for (let turn = 0; turn < 10; turn += 1) {
    const ready = page
      .getByRole('region', { name: SAY[lang].turn })
      .getByRole('button', { name: SAY[lang].record, exact: true })
      .and(page.locator('button:enabled'));
    await expect(ready.or(resultHeading(page, lang)).first()).toBeVisible({ timeout: 30_000 });
    if (await resultHeading(page, lang).isVisible()) break;
    const next = answerSent(page);
    await record(page, await learnerTurn(page, lang), lang, 1_200);
    await next;
  }
  await resultShown(page, lang);
  await shoot('result');
}
