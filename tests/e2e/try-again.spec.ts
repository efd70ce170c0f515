import { test, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { answerKey } from './support/answer-key';
import {
  answeredSheet,
  continueFrom,
  currentQuestion,
  dictationField,
  expect,
  questionRegion,
  runSnapshot,
  startRun,
  TEXT,
  type Lang,
} from './support/exercise-run';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';
import { picture } from './support/pictures';

// "Try again" for real and dictation retries that help (issue 37, items 3 and 4), on a 360 × 740
// phone in Japanese and English: a typing drill finished without a trophy offers the test again
// and practice of the missed sentences; practice goes through exactly the missed ones, and the
// test again is a new test run. A dictation retry keeps the words already right ("6" for "six"
// stays "6", marked 正解), and its hints have as many places as the word has letters.

const WORDS = {
  ja: {
    noTrophy: 'トロフィーはまだです。もう一度挑戦してみよう！',
    testAgain: 'もう一度（テスト）',
    practiseMissed: 'まちがえた問題を練習',
    practiseAll: 'すべての問題を練習',
    practiseOffline:
      'オフラインです。テストはこのままもう一度できます。まちがえた問題の練習は、インターネットにつながってからできます。',
    practiceResult: '練習の結果',
    finishPractice: '練習を終える',
    tryAgain: 'もう一度挑戦',
    right: '正解',
    slot: (position: number, letters: number, hint: string) =>
      `${position}番目の単語（${letters}文字、「${hint}」で始まる）`,
    letters: (letters: number) => `${letters}文字`,
  },
  en: {
    noTrophy: 'No trophy yet. Have another go!',
    testAgain: 'Take the test again',
    practiseMissed: 'Practise the ones you missed',
    practiseAll: 'Practise them all',
    practiseOffline:
      'You are offline. You can take the test again now; practising needs the internet.',
    practiceResult: 'Practice result',
    finishPractice: 'Finish practice',
    tryAgain: 'Try again',
    right: 'Correct',
    slot: (position: number, letters: number, hint: string) =>
      `Word ${position} (${letters} letters, starts with “${hint}”)`,
    letters: (letters: number) => `${letters} letters`,
  },
} as const;

const typing = EXERCISE.schoolLifeTyping;
const typingPath = `/exercise/${COURSE.everydayConversation}/drill-typing/${typing}`;
const dictation = EXERCISE.schoolDayDictation;
const dictationPath = `/exercise/${COURSE.everydayConversation}/dictation/${dictation}`;

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

async function open(page: Page, path: string, lang: Lang) {
  await page.addInitScript(
    (l) => localStorage.setItem('eigo.v1.language', JSON.stringify(l)),
    lang,
  );
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Types the typing drill's sentence, right or (far) wrong, and goes on; returns its problem. */
async function typeSentence(page: Page, lang: Lang, right: boolean): Promise<string> {
  const { question } = await currentQuestion(page, lang);
  const key = answerKey(typing, question.problemUuid);
  if (key.kind !== 'sentence') throw new Error(`${key.kind} is not a sentence`);
  const region = questionRegion(page, lang);
  await region
    .getByRole('textbox', { name: TEXT[lang].typingField })
    .fill(right ? key.accepted[0]! : 'This is wrong');
  await region.getByRole('button', { name: TEXT[lang].check }).click();
  await continueFrom(page, right ? TEXT[lang].correct : TEXT[lang].incorrect, lang);
  return question.problemUuid;
}

for (const lang of ['ja', 'en'] as const) {
  const w = WORDS[lang];

  test(`a typing drill without a trophy: practise exactly the missed ones, then the test again (${lang})`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await open(page, typingPath, lang);
    await startRun(page, lang);
    const { total } = await currentQuestion(page, lang);
    // The first right, the rest wrong: under half right, no trophy.
    const missed: string[] = [];
    for (let n = 1; n <= total; n += 1) {
      const problem = await typeSentence(page, lang, n === 1);
      if (n > 1) missed.push(problem);
    }
    await expect(page.getByText(w.noTrophy)).toBeVisible();
    const testAgain = page.getByRole('button', { name: w.testAgain });
    const practise = page.getByRole('button', { name: w.practiseMissed });
    await expect(testAgain).toBeEnabled();
    await expect(practise).toBeEnabled();
    await picture(page, { path: testInfo.outputPath(`result-${lang}.png`), fullPage: true });

    // Offline, the typing drill (played on the device) takes the test again; practice says it
    // needs the internet, before any tap.
    await page.context().setOffline(true);
    await expect(page.getByText(w.practiseOffline)).toBeVisible();
    await expect(practise).toBeDisabled();
    await expect(testAgain).toBeEnabled();
    await picture(page, {
      path: testInfo.outputPath(`result-offline-${lang}.png`),
      fullPage: true,
    });
    await page.context().setOffline(false);
    await expect(practise).toBeEnabled();

    // Practice of the missed sentences: the start names exactly them, and the run asks them.
    const practiceStart = page.waitForRequest((r) => r.url().includes('/start/practice-mode/'));
    await practise.click();
    expect((await practiceStart).postDataJSON()).toMatchObject({ problemUuids: missed });
    await currentQuestion(page, lang);
    const snapshot = await runSnapshot(page);
    expect(snapshot?.questions.map((q) => q.problemUuid)).toEqual(missed);
    for (let n = 1; n <= missed.length; n += 1) await typeSentence(page, lang, true);
    await expect(page.getByRole('heading', { level: 1, name: w.practiceResult })).toBeVisible();
    await expect(page.getByRole('button', { name: w.finishPractice })).toBeVisible();
    await expect(page.getByRole('button', { name: w.practiseAll })).toBeEnabled();
    await picture(page, {
      path: testInfo.outputPath(`practice-result-${lang}.png`),
      fullPage: true,
    });

    // The test again: a new test run of every sentence (not practice).
    const testStart = page.waitForRequest((r) => /\/start\/(\?|$)/.test(r.url()));
    await page.getByRole('button', { name: w.testAgain }).click();
    await testStart;
    const again = await currentQuestion(page, lang);
    expect(again).toMatchObject({ number: 1, total, attempt: 0 });
    await expect
      .poll(async () => {
        const saved = await page.evaluate(() => {
          const key = Object.keys(sessionStorage).find((k) => k.startsWith('eigo.exerciseRun.'));
          return key ? (JSON.parse(sessionStorage.getItem(key)!) as { mode: string }) : null;
        });
        return saved?.mode;
      })
      .toBe('test');
  });

  test(`a dictation retry keeps the words already right, with hints as long as the word (${lang})`, async ({
    page,
  }, testInfo) => {
    await open(page, dictationPath, lang);
    await startRun(page, lang);
    const { question } = await currentQuestion(page, lang);
    const key = answerKey(dictation, question.problemUuid);
    // The first sentence: "I [usually] get up at [six] thirty." ("6" for six is right).
    expect(key.kind === 'dictation' && key.expected).toBe('I usually get up at six thirty.');
    const region = questionRegion(page, lang);
    await dictationField(region, lang, 1).fill('usualy');
    await dictationField(region, lang, 2).fill('6');
    await region.getByRole('button', { name: TEXT[lang].check }).click();
    const sheet = page.getByRole('region', {
      name: new RegExp(`^(${TEXT[lang].nearly}|${TEXT[lang].incorrect})`),
    });
    await sheet.getByRole('button', { name: w.tryAgain }).click();

    const retry = await currentQuestion(page, lang);
    expect(retry.attempt).toBe(1);
    const group = region.getByRole('group', { name: TEXT[lang].dictationGroup });
    // "6" stays as written, marked right, with no field; only "usually" is to write again.
    await expect(group.getByRole('textbox')).toHaveCount(1);
    await expect(group).toContainText(`6✓ ${w.right}`);
    const usually = group.getByRole('textbox', { name: w.slot(1, 7, 'u') });
    await expect(usually).toHaveAttribute('placeholder', 'u______');
    await expect(usually).toHaveValue('');
    await expect(group.getByText(w.letters(7), { exact: true })).toBeVisible();
    await picture(page, { path: testInfo.outputPath(`dictation-retry-${lang}.png`) });

    await usually.fill('usually');
    await region.getByRole('button', { name: TEXT[lang].check }).click();
    await expect(answeredSheet(page, TEXT[lang].correct)).toBeVisible();
  });
}
