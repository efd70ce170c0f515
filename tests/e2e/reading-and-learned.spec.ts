import type { Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { fixBackendClock, freeBackendClockAfterAll } from './support/clocks';
import {
  answerRight,
  continueFrom,
  currentQuestion,
  expect,
  questionRegion,
  switchLanguage,
  TEXT,
  type Lang,
} from './support/exercise-run';
import { test } from './support/fake-microphone';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';
import { tone } from './support/speaking';

// Issue 24, at 360 px: a reading speaks one verdict (the band of its score: the sheet's heading,
// the score's colour and the trophy agree) and its practice goes through exactly the words that
// were not heard, whichever they are; a drill card shows one learned status at a time, the latest.

const READING = `/exercise/${COURSE.everydayConversation}/single-sentence-reading/${EXERCISE.weekendParkReading}`;
const DRILL = `/exercise/${COURSE.firstSteps}/drill-vocabulary/${EXERCISE.greetingWordsVocabulary}`;
const NOW = '2026-11-23T21:00:00.000Z';
freeBackendClockAfterAll();

const R = {
  ja: {
    record: '録音する',
    stop: '録音を止める',
    level: 'マイクの音量',
    score: /^(\d+) 点（100 点満点）$/,
    bands: [
      [90, 'すばらしい！ とても上手に読めました'],
      [75, 'よく読めました！ この調子でいこう'],
      [50, 'おしい！ もうひと息です'],
      [0, 'お手本と聞きくらべてみよう。ゆっくり読むのがコツです'],
    ],
    practiseNext: /^結果の画面から、(.+) を 1 つずつ練習できます。$/,
    separator: '、',
    practise: /問題を練習$/,
    missed: 'まちがえた問題を練習',
  },
  en: {
    record: 'Record',
    stop: 'Stop recording',
    level: 'Microphone level',
    score: /^(\d+) out of 100$/,
    bands: [
      [90, 'Excellent! A really good reading'],
      [75, 'Well read! Keep it up'],
      [50, 'Close! Nearly there'],
      [0, 'Listen to the model and compare. Reading slowly helps'],
    ],
    practiseNext: /^On the result screen you can practise (.+) one word at a time\.$/,
    separator: ', ',
    practise: /^Practise (the ones you missed|them all)$/,
    missed: 'Practise the ones you missed',
  },
} as const;

const bandOf = (lang: Lang, score: number) => R[lang].bands.find(([from]) => score >= from)![1];

async function open(page: Page, request: Parameters<typeof signIn>[1], lang: Lang, path: string) {
  await page.setViewportSize({ width: 360, height: 760 });
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  if (lang === 'en') await switchLanguage(page, 'en');
  await page.goto(path);
}

for (const lang of ['ja', 'en'] as const) {
  test(`a reading has one verdict and practises exactly the missed words (${lang})`, async ({
    pageWithMicrophone,
    request,
  }) => {
    test.slow();
    await mock.reset(request);
    const t = TEXT[lang];
    const r = R[lang];
    // Loud for the first half of each 3 s loop: the words of the quiet half are not heard.
    const page = await pageWithMicrophone({ samples: tone(3, (s) => s < 1.5) });
    await open(page, request, lang, READING);
    await page.getByRole('button', { name: t.start, exact: true }).click();
    const region = questionRegion(page, lang);
    await region.getByRole('button', { name: r.record, exact: true }).click();
    await expect(region.getByRole('meter', { name: r.level })).toBeVisible();
    await page.waitForTimeout(3_300);
    await region.getByRole('button', { name: r.stop, exact: true }).click();

    const sheet = page.getByRole('region', { name: /./ }).filter({ has: page.getByText(r.score) });
    await expect(sheet).toBeVisible();
    const score = Number(r.score.exec((await sheet.getByText(r.score).textContent()) ?? '')?.[1]);
    // The sheet is named by the band's words, and no other band's words show anywhere.
    await expect(page.getByRole('region', { name: bandOf(lang, score) })).toBeVisible();
    for (const [, words] of r.bands.filter(([, w]) => w !== bandOf(lang, score)))
      await expect(page.getByText(words)).toHaveCount(0);
    const next = ((await sheet.getByText(r.practiseNext).textContent()) ?? '').trim();
    const missed = r.practiseNext.exec(next)![1]!.split(r.separator);
    expect(missed.length).toBeGreaterThan(0);

    await sheet.getByRole('button', { name: t.finish }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.result })).toBeVisible();
    await page.getByRole('button', { name: r.practise }).click();
    // The practice goes through the missed words, first to last, and nothing else.
    await expect(
      page.getByRole('heading', { level: 1, name: t.question(1, missed.length) }),
    ).toBeVisible();
    await expect(questionRegion(page, lang).getByText(missed[0]!, { exact: true })).toBeVisible();
  });

  test(`a drill card shows one learned status, the latest (${lang})`, async ({ page, request }) => {
    test.slow();
    await mock.reset(request);
    await fixBackendClock(request, NOW);
    const t = TEXT[lang];
    await open(page, request, lang, DRILL);
    await page.getByRole('button', { name: t.test, exact: true }).click();
    const { total } = await currentQuestion(page, lang);
    const region = questionRegion(page, lang);
    const before = region.getByText(/^(覚えた度|Learned) \d\/3$/);
    await expect(before).toBeVisible();
    const prompt = ((await region.locator('[lang="en"]').first().textContent()) ?? '').trim();

    // The first card wrong: the question's meter goes, the sheet shows the new status alone.
    const verdict = await answerRight(page, EXERCISE.greetingWordsVocabulary, lang, {
      wrong: true,
    });
    const sheet = page.getByRole('region', { name: verdict });
    await expect(sheet).toBeVisible();
    await expect(before).toBeHidden();
    const shown = sheet.getByRole('img', { name: /^(覚えた度|Learned) \d\/3$/ });
    await expect(shown).toHaveCount(1);
    const latest = (await shown.getAttribute('aria-label')) ?? '';
    // One status on screen: the sheet's (the question's is hidden).
    const statusText = /^(覚えた度|Learned) \d\/3$/;
    await expect(page.getByText(statusText).filter({ visible: true })).toHaveCount(1);
    await expect(sheet.getByText(statusText).filter({ visible: true })).toHaveCount(1);
    await continueFrom(page, verdict, lang);
    for (let n = 2; n <= total; n += 1) {
      const next = await answerRight(page, EXERCISE.greetingWordsVocabulary, lang);
      await continueFrom(page, next, lang);
    }
    await expect(page.getByRole('heading', { level: 1, name: t.result })).toBeVisible();

    // Practice: the missed card shows the status its last answer gave, not the one at the start.
    await page.getByRole('button', { name: R[lang].missed }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.question(1, 1) })).toBeVisible();
    await expect(questionRegion(page, lang).getByText(prompt, { exact: true })).toBeVisible();
    await expect(questionRegion(page, lang).getByText(latest, { exact: true })).toBeVisible();
  });
}
