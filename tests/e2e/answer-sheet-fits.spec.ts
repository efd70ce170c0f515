import type { Locator, Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { KIND_CASES, kindPath, type KindCase } from '../screenshots/kind-cases';
import { answerWrong, goOnButton, sheetShown } from '../screenshots/kind-steps';
import {
  answeredSheet,
  answerRight,
  currentQuestion,
  expect,
  questionRegion,
  startRun,
  type Lang,
} from './support/exercise-run';
import { test, voiceSamples } from './support/fake-microphone';
import { fixBackendClock, freeBackendClockAfterAll } from './support/clocks';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';
import { tone } from './support/speaking';
import { picture } from './support/pictures';

// The answer sheet fits a phone (issue 37): after one wrong answer of each of the thirteen kinds,
// on a 360 × 740 and a 320 × 568 touch screen, in Japanese and English, what the sheet is about
// (the verdict, the learner's answer, the right answer) and the primary button (次へ / 結果を見る)
// are both wholly on the screen, the one not under the other nor under the top bar; nothing in
// the sheet scrolls on its own (the page scrolls), and at the page's end nothing in the sheet is
// left under the primary button. Each sheet is saved as a picture (test-results/…/sheet.png).

const SIZES = [
  { width: 360, height: 740 },
  { width: 320, height: 568 },
] as const;
const LANGUAGES = ['ja', 'en'] as const;

const WORDS = {
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
async function expectInSight(page: Page, what: Record<string, Locator>, button: Locator) {
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
async function expectNoInnerScroller(where: Locator) {
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
async function expectNothingUnderTheButton(page: Page, sheet: Locator, button: Locator) {
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
async function phone(
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
async function record(page: Page, lang: Lang, ms: number) {
  const region = questionRegion(page, lang);
  await region.getByRole('button', { name: WORDS[lang].record, exact: true }).click();
  await expect(region.getByRole('meter')).toBeVisible();
  await page.waitForTimeout(ms);
  await region.getByRole('button', { name: WORDS[lang].stop, exact: true }).click();
}

/** The screen as test-results/answer-sheets/<kind>-<lang>-<width>[-end].png. */
/**
 * Saves the screen as a picture to look at: at 360 px (the sheets of every kind in ja and en, as
 * the issue asks to be looked at); the 320 px runs are checked by their boxes alone, which keeps
 * the e2e run's time (a picture costs a few hundred milliseconds of the two cores).
 */
async function shoot(page: Page, name: string) {
  if (page.viewportSize()!.width < 360 && !process.env.SHEET_PICTURES) return;
  await picture(page, { path: `test-results/answer-sheets/${name}.png` });
}

/** The sheet after a wrong answer (its verdict words vary with how near the answer was). */
const sheetOf = (page: Page) => page.locator('section.answered-sheet');

/** What must be in sight after the wrong answer, by kind. */
function essentials(page: Page, lang: Lang, c: KindCase): Record<string, Locator> {
  const sheet = sheetOf(page);
  const w = WORDS[lang];
  const verdict = sheet.getByRole('heading', { level: 2 });
  const line = (label: string) => sheet.locator(`dt:text-is("${label}") + dd`);
  switch (c.kind) {
    case 'drill-vocabulary':
    case 'drill-listening':
    case 'quiz-listening':
    case 'picture-match': {
      const options = questionRegion(page, lang).getByRole('group').getByRole('button');
      return {
        verdict,
        'the right option': options.filter({ hasText: w.right }),
        "the learner's option": options.filter({ hasText: w.yours }),
      };
    }
    case 'dictation':
    case 'drill-typing':
    case 'quiz-translation':
    case 'drill-translation':
      return {
        verdict,
        "the learner's answer": sheet.locator('.word-comparison').or(line(w.yours)).first(),
        'the right answer': line(w.correctAnswer),
      };
    case 'writing':
      return { verdict, "the learner's answer": line(w.yours) };
    case 'drill-pronunciation':
    case 'single-sentence-reading':
      // The sounds with their scores, or the reading's score: what the kind marks.
      return { verdict, 'the sounds said': sheet.locator('[data-answer-mark]') };
    default:
      throw new Error(`No sheet for ${c.kind}`);
  }
}

for (const lang of LANGUAGES) {
  for (const size of SIZES) {
    test.describe(`${size.width} × ${size.height}, ${lang}`, () => {
      test.use({ locale: lang === 'ja' ? 'ja-JP' : 'en-GB' });
      test.beforeEach(async ({ request }) => {
        await mock.reset(request);
      });

      for (const c of KIND_CASES) {
        test(`the ${c.kind} sheet after a wrong answer fits (${size.width} × ${size.height}, ${lang})`, async ({
          page: plainPage,
          pageWithMicrophone,
          request,
        }) => {
          const page =
            c.flow === 'pronunciation'
              ? await pageWithMicrophone({ samples: tone().map((s) => s * 0.04) })
              : c.flow === 'reading'
                ? await pageWithMicrophone({ samples: tone(3, (s) => s < 1.5) })
                : c.flow === 'chat'
                  ? await pageWithMicrophone({ samples: voiceSamples() })
                  : plainPage;
          await phone(page, lang, size, request);
          await page.goto(kindPath(c));
          const name = `${c.kind}-${lang}-${size.width}`;

          if (c.flow === 'chat') {
            // A typed miss: the conversation says so, and the learner's turn comes again.
            const w = WORDS[lang];
            await page.getByRole('button', { name: w.startChat }).click();
            const footer = page.getByRole('region', { name: w.turn });
            const recordButton = footer.getByRole('button', { name: w.record, exact: true });
            await expect(recordButton).toBeEnabled({ timeout: 30_000 });
            await footer.getByRole('button', { name: w.typeInstead }).click();
            await footer.getByRole('textbox', { name: w.typedField }).fill('I like apples');
            await footer.getByRole('button', { name: w.typedSend, exact: true }).click();
            await expect(recordButton).toBeEnabled({ timeout: 30_000 });
            await page.waitForTimeout(800);
            await shoot(page, name);
            // The coach's word on the miss (how near, what to change) above the next turn; on a
            // taller phone the missed answer itself too.
            const advice = page.locator('.chat-bubble--feedback').last();
            const missed = page.locator('.chat-entry--learner').last();
            await expectInSight(
              page,
              size.height >= 740
                ? { 'the missed answer': missed, 'the advice on it': advice }
                : { 'the advice on the miss': advice },
              recordButton,
            );
            return;
          }

          await startRun(page, lang);
          if (c.flow === 'demo') {
            // The demo judges nothing: its line and its button.
            const next = page.getByRole('button', {
              name: /^(言えた！次の行へ|I said it, next line)$/,
            });
            await expect(next).toBeVisible();
            await shoot(page, name);
            await expectInSight(
              page,
              { 'the line': questionRegion(page, lang).locator('.demo-line__text') },
              next,
            );
            return;
          }

          const uuid = EXERCISE[c.exercise];
          if (c.flow === 'pronunciation') await record(page, lang, 1_200);
          else if (c.flow === 'reading') await record(page, lang, 3_300);
          else if (c.flow === 'writing') {
            // Writing judges nothing: the learner's text and the sheet's 「できました」.
            await answerRight(page, uuid, lang);
          } else {
            await answerWrong(page, uuid, lang);
            // Dictation: every try missed, to the last, whose sheet shows the right answer.
            for (let attempt = 0; attempt < 5; attempt += 1) {
              await sheetShown(page, lang);
              const again = goOnButton(page, lang);
              if ((await again.textContent()) !== WORDS[lang].tryAgain) break;
              await again.click();
              await expect(sheetOf(page)).toBeHidden();
              await answerWrong(page, uuid, lang);
            }
          }
          await sheetShown(page, lang);
          const button = goOnButton(page, lang);
          // The sheet has settled (its focus and scroll come after a paint).
          await expect(button).toBeFocused();
          await page.waitForTimeout(300);
          await shoot(page, name);

          const sheet = sheetOf(page);
          await expect(
            answeredSheet(page, await sheet.getByRole('heading', { level: 2 }).innerText()),
          ).toBeVisible();
          await expectInSight(page, essentials(page, lang, c), button);
          await expectNoInnerScroller(sheet);
          await expectNothingUnderTheButton(page, sheet, button);
          await shoot(page, `${name}-end`);
        });
      }
    });
  }
}

// A right vocabulary answer that earns the learned badge: the word stays below the top bar, the
// verdict, the learned status and the badge above "continue". (The seeded learned statuses are
// laid relative to the backend clock, as in exercises-learned.spec.ts.)
test.describe('the learned badge', () => {
  freeBackendClockAfterAll();
  for (const size of SIZES) {
    test(`a right vocabulary answer with its badge keeps the word in sight (${size.width} × ${size.height})`, async ({
      page,
      request,
    }) => {
      await fixBackendClock(request, '2026-11-23T21:00:00.000Z');
      await phone(page, 'ja', size, request);
      await page.goto(
        `/exercise/${COURSE.firstSteps}/drill-vocabulary/${EXERCISE.greetingWordsVocabulary}`,
      );
      await startRun(page, 'ja');
      for (let n = 1; n <= 12; n += 1) {
        const { total } = await currentQuestion(page, 'ja');
        await answerRight(page, EXERCISE.greetingWordsVocabulary, 'ja');
        await sheetShown(page, 'ja');
        const button = goOnButton(page, 'ja');
        await expect(button).toBeFocused();
        const sheet = sheetOf(page);
        if (await sheet.getByRole('note').isVisible()) {
          await page.waitForTimeout(300);
          await shoot(page, `drill-vocabulary-badge-ja-${size.width}`);
          await expectInSight(
            page,
            {
              'the word': questionRegion(page, 'ja').locator('[lang="en"]').first(),
              verdict: sheet.getByRole('heading', { level: 2 }),
              'the badge': sheet.getByRole('note'),
            },
            button,
          );
          return;
        }
        await button.click();
        if (n === total) break;
      }
      throw new Error('No card earned the learned badge');
    });
  }
});
