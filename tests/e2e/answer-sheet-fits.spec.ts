import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { KIND_CASES, kindPath, type KindCase } from '../screenshots/kind-cases';
import { answerWrong, goOnButton, sheetShown } from '../screenshots/kind-steps';
import type { Page, Locator } from '@playwright/test';
import {
  answeredSheet,
  answerRight,
  currentQuestion,
  expect,
  questionRegion,
  forgetRuns,
  startButton,
  startRun,
  type Lang,
} from './support/exercise-run';
import {
  expectInSight,
  expectNoInnerScroller,
  expectNothingUnderTheButton,
  LANGUAGES,
  phone,
  record,
  sheetOf,
  shoot,
  SIZES,
  WORDS,
} from './support/answer-sheet-fit';
import { test } from './support/fake-microphone';
import { fixBackendClock, freeBackendClockAfterAll } from './support/clocks';
import { mock } from './support/mock-control';
import { moveTo } from './support/screens';
import { tone } from './support/speaking';

// The answer sheet fits a phone (issue 37): after one wrong answer of each of the thirteen kinds,
// on a 360 × 740 and a 320 × 568 touch screen, in Japanese and English, what the sheet is about
// (the verdict, the learner's answer, the right answer) and the primary button (次へ / 結果を見る)
// are both wholly on the screen, the one not under the other nor under the top bar; nothing in
// the sheet scrolls on its own (the page scrolls), and at the page's end nothing in the sheet is
// left under the primary button. Each sheet is saved as a picture (test-results/…/sheet.png).
// The kinds that need no microphone are checked one after another in one page, signed in once,
// the app moving from one exercise to the next by its router: a new context, sign-in and page load
// per kind cost about six times the processor time of the checks themselves (docs/testing.md). A
// failure names its kind (the test's step); the spoken kinds have a browser of their own each.
// The chat's sheet is its conversation: answer-sheet-fits-chat.spec.ts, with the specs that wait
// on real time (playwright.config.ts).

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

/** The kinds whose sheet needs a microphone that hears something: a browser of their own each. */
const SPOKEN = new Set(['pronunciation', 'reading']);

/**
 * Opens `c`'s exercise: the first with a page load, the next ones as the app moves between
 * screens, by its own router (a new context and page load per kind cost about six times the
 * processor time of the checks themselves: docs/testing.md#end-to-end-tests).
 */
async function openKind(page: Page, lang: Lang, c: KindCase, first: boolean) {
  if (first) {
    await page.goto(kindPath(c));
    return;
  }
  await moveTo(page, kindPath(c));
  // Each kind is a fresh run: once the new exercise shows its start, the run left on the last
  // one's sheet (which it saved as it closed) is forgotten.
  await expect(startButton(page, lang)).toBeVisible();
  await forgetRuns(page);
}

/** Answers `c` wrong (the demo and writing as they allow) and checks that its sheet fits. */
async function checkSheet(page: Page, lang: Lang, size: (typeof SIZES)[number], c: KindCase) {
  const name = `${c.kind}-${lang}-${size.width}`;
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
}

for (const lang of LANGUAGES) {
  for (const size of SIZES) {
    test.describe(`${size.width} × ${size.height}, ${lang}`, () => {
      test.use({ locale: lang === 'ja' ? 'ja-JP' : 'en-GB' });
      test.beforeEach(async ({ request }) => {
        await mock.reset(request);
      });

      // The chat's case runs at the pace of its lines: answer-sheet-fits-chat.spec.ts.
      const onScreen = KIND_CASES.filter((k) => k.flow !== 'chat' && !SPOKEN.has(k.flow));
      test(`the sheets after a wrong answer fit, kind after kind (${size.width} × ${size.height}, ${lang})`, async ({
        page,
        request,
      }) => {
        test.setTimeout(150_000);
        await phone(page, lang, size, request);
        for (const [index, c] of onScreen.entries()) {
          await test.step(`the ${c.kind} sheet`, async () => {
            await openKind(page, lang, c, index === 0);
            await checkSheet(page, lang, size, c);
          });
        }
      });

      for (const c of KIND_CASES.filter((k) => SPOKEN.has(k.flow))) {
        test(`the ${c.kind} sheet after a wrong answer fits (${size.width} × ${size.height}, ${lang})`, async ({
          pageWithMicrophone,
          request,
        }) => {
          const page = await pageWithMicrophone({
            samples:
              c.flow === 'pronunciation' ? tone().map((s) => s * 0.04) : tone(3, (s) => s < 1.5),
          });
          await phone(page, lang, size, request);
          await openKind(page, lang, c, true);
          await checkSheet(page, lang, size, c);
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
