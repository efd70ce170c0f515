import type { Page } from '@playwright/test';
import { EXERCISE } from '../../mock-server/seed/content-catalogue';
import {
  answerRight,
  currentQuestion,
  expect,
  questionRegion,
  startRun,
  TEXT,
  type Lang,
} from '../e2e/support/exercise-run';
import { test } from '../e2e/support/fake-microphone';
import { mock } from '../e2e/support/mock-control';
import { phone } from '../e2e/support/answer-sheet-fit';
import { tone } from '../e2e/support/speaking';
import { KIND_CASES, kindPath, type KindCase } from './kind-cases';
import {
  answerTheRest,
  answerWrong,
  goOn,
  goOnButton,
  resultHeading,
  resultShown,
  runPlace,
  sheetShown,
  shooter,
} from './kind-steps';
import { readSentence, sayCards, talkToTheResult } from './speaking-kinds';

// Every exercise kind as hana plays it on a 360 × 740 phone, in Japanese and English (light):
// the question, the feedback sheet after a right and after a wrong answer (the unjudged kinds:
// "done"; reading and pronunciation: a high and a low score) and the result, into
// screenshots/kinds-<language>-360/<kind>-<step>.png. Alone: `npm run screenshots -- -g kinds`.

type Shoot = (step: string) => Promise<void>;
const LANGUAGES = ['ja', 'en'] as const;

/** A judged kind: the first question right, the second wrong, the rest right. */
async function judgedRun(page: Page, c: KindCase, lang: Lang, shoot: Shoot) {
  const uuid = EXERCISE[c.exercise];
  await startRun(page, lang);
  await currentQuestion(page, lang);
  await shoot('question');
  await answerRight(page, uuid, lang);
  await sheetShown(page, lang);
  await shoot('right');
  await goOn(page, lang);
  await answerWrong(page, uuid, lang);
  await sheetShown(page, lang);
  await shoot('wrong');
  await goOn(page, lang);
  await answerTheRest(page, uuid, lang);
  await resultShown(page, lang);
  await shoot('result');
}

/** The demo: each line gone on from (one tap, or the line and its sheet), to the result. */
async function demoRun(page: Page, lang: Lang, shoot: Shoot) {
  await startRun(page, lang);
  const next = page.getByRole('button', {
    name: /^(言えた！次の行へ|I said it, next line|次へ|Next|結果を見る|See your result)$/,
  });
  await expect(next.last()).toBeVisible();
  await shoot('question');
  for (let tap = 0; tap < 40; tap += 1) {
    // The result shows a moment after the last line: wait for it or for the next button.
    await expect(next.last().or(resultHeading(page, lang)).first()).toBeVisible();
    if (await resultHeading(page, lang).isVisible()) break;
    const place = await runPlace(page);
    await next.last().click();
    await expect
      .poll(async () => (await resultHeading(page, lang).isVisible()) || (await runPlace(page)))
      .not.toBe(place);
    if (tap === 0) await shoot('done');
  }
  await resultShown(page, lang);
  await shoot('result');
}

/** Writing: thirty times "blah" checked first (what the effort check says), then real answers. */
async function writingRun(page: Page, lang: Lang, shoot: Shoot) {
  const uuid = EXERCISE.selfIntroductionWriting;
  const t = TEXT[lang];
  await startRun(page, lang);
  await currentQuestion(page, lang);
  await shoot('question');
  const region = questionRegion(page, lang);
  await region
    .getByRole('textbox', { name: t.writingField })
    .fill(Array.from({ length: 30 }, () => 'blah').join(' '));
  // A check that refuses the effort may disable the button or answer beside the field.
  await region
    .getByRole('button', { name: t.check })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  const accepted = await goOnButton(page, lang)
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  await shoot('effort');
  if (accepted) await goOn(page, lang);
  await answerRight(page, uuid, lang);
  await sheetShown(page, lang);
  await shoot('done');
  await goOn(page, lang);
  await answerTheRest(page, uuid, lang);
  await resultShown(page, lang);
  await shoot('result');
}

/** A quiet voice: a tone at about -37 dBFS, heard but every sound of it scored low. */
const quietTone = () => tone(3).map((sample) => sample * 0.04);

for (const lang of LANGUAGES) {
  test.describe(`kinds, ${lang}`, () => {
    // A step that cannot happen fails in half a minute, not at the test's timeout.
    test.use({ locale: lang === 'ja' ? 'ja-JP' : 'en-GB', actionTimeout: 30_000 });
    test.beforeEach(async ({ request }) => {
      await mock.reset(request);
    });

    for (const c of KIND_CASES) {
      test(`kinds, ${lang}, ${c.kind}`, async ({ browser, pageWithMicrophone, request }) => {
        const path = kindPath(c);
        const open = async (page: Page) => {
          // A 360 px touch screen in light colours and `lang`, hana signed in.
          await phone(page, lang, { width: 360, height: 740 }, request);
          await page.goto(path);
          return shooter(page, lang, c.kind);
        };
        if (c.flow === 'chat') {
          const page = await pageWithMicrophone({ samples: tone() });
          await talkToTheResult(page, lang, await open(page));
        } else if (c.flow === 'reading') {
          const high = await pageWithMicrophone({ samples: tone(3) });
          await readSentence(high, lang, await open(high), {
            ms: 1_500,
            answered: 'high',
            result: 'result',
            withQuestion: true,
          });
          // Loud for the first half of each 3 s loop: the words of the quiet half are missed.
          const low = await pageWithMicrophone({ samples: tone(3, (s) => s < 1.5) });
          await readSentence(low, lang, await open(low), {
            ms: 3_300,
            answered: 'low',
            result: 'result-low',
            withQuestion: false,
          });
        } else if (c.flow === 'pronunciation') {
          const high = await pageWithMicrophone({ samples: tone() });
          await sayCards(high, lang, await open(high), {
            answered: 'high',
            result: 'result',
            withQuestion: true,
          });
          const low = await pageWithMicrophone({ samples: quietTone() });
          await sayCards(low, lang, await open(low), {
            answered: 'low',
            result: null,
            withQuestion: false,
          });
        } else {
          const context = await browser.newContext({ locale: lang === 'ja' ? 'ja-JP' : 'en-GB' });
          const page = await context.newPage();
          const shoot = await open(page);
          if (c.flow === 'demo') await demoRun(page, lang, shoot);
          else if (c.flow === 'writing') await writingRun(page, lang, shoot);
          else await judgedRun(page, c, lang, shoot);
          await context.close();
        }
      });
    }
  });
}
