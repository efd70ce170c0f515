import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { expectAccessible } from './support/accessibility';
import { exerciseContent } from './support/answer-key';
import { expect, switchLanguage, TEXT, type Lang } from './support/exercise-run';
import { silenceSamples, test } from './support/fake-microphone';
import { tone, useOnlyHttp } from './support/speaking';
import { mock } from './support/mock-control';
import { expectNoHorizontalScroll } from './support/page-width';
import { signIn } from './support/sign-in';
import { picture } from './support/pictures';

// hana reads "Let's Go to the Park" aloud (single sentence reading) in Chromium with a fake
// microphone, at the 360 px width of the app's phone wrapper: in Japanese over the turbo path
// (the websocket, her profile's default), in English over the basic path (HTTP, chosen in her
// profile first). The mock hears a word when its share of the recording is loud: a steady tone
// reads every word, a tone that is loud half of the time leaves the words of its quiet half
// unheard. The score, the marked words, the trophy and the practice of the words; a silent
// microphone gets the silent message and sends nothing.

const READING = EXERCISE.weekendParkReading;
const PATH = `/exercise/${COURSE.everydayConversation}/single-sentence-reading/${READING}`;
const { title } = exerciseContent(READING);
const SENTENCE = "Let's take a picnic lunch to the park this Sunday if the weather is nice.";

const T = {
  ja: {
    record: '録音する',
    stop: '録音を止める',
    level: 'マイクの音量',
    score: /^(\d+) 点（100 点満点）$/,
    compare: '聞きくらべてみよう',
    own: '自分の声を聞く',
    missed: /^聞き取れなかった単語（\d+ 個）：/,
    excellent: 'すばらしい！ とても上手に読めました',
    anyBand: /^(すばらしい！|よく読めました！|おしい！ もうひと息|お手本を聞いて、もう一度)/,
    allHeard: 'すべての単語が聞き取れました！',
    practiseAll: 'すべての問題を練習',
    practiseMissed: 'まちがえた問題を練習',
    practiceResult: '練習の結果',
    noTrophy: 'トロフィーはまだです。もう一度挑戦してみよう！',
    silent: /^音が聞こえませんでした。/,
    skip: 'スキップ',
  },
  en: {
    record: 'Record',
    stop: 'Stop recording',
    level: 'Microphone level',
    score: /^(\d+) out of 100$/,
    compare: 'Listen and compare',
    own: 'Play my recording',
    missed: /^Words? we did not catch: /,
    excellent: 'Excellent! A really good reading',
    anyBand: /^(Excellent!|Well read!|Close! Nearly there|Listen to the model and read it again)/,
    allHeard: 'We caught every word!',
    practiseAll: 'Practise them all',
    practiseMissed: 'Practise the ones you missed',
    practiceResult: 'Practice result',
    noTrophy: 'No trophy yet. Have another go!',
    silent: /^We couldn't hear anything\./,
    skip: 'Skip',
  },
} as const;

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

/** The reading's first question, in `lang`, at phone width. */
async function openReading(page: Page, request: APIRequestContext, lang: Lang) {
  await page.setViewportSize({ width: 360, height: 760 });
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  if (lang === 'en') await switchLanguage(page, 'en');
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: TEXT[lang].start, exact: true }).click();
}

/** Records for about `ms` (from the moment the level meter shows) in `region`. */
async function record(page: Page, region: Locator, lang: Lang, ms: number) {
  await region.getByRole('button', { name: T[lang].record, exact: true }).click();
  await expect(region.getByRole('meter', { name: T[lang].level })).toBeVisible();
  await page.waitForTimeout(ms);
  await region.getByRole('button', { name: T[lang].stop, exact: true }).click();
}

/** What the learner sees now, kept with the test's results (for a look at the 360 px screens). */
const shot = (page: Page, name: string) =>
  picture(page, { path: test.info().outputPath(`${name}.png`) });

const question = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: TEXT[lang].anyQuestion });

/** The score the feedback sheet shows. */
async function scoreIn(sheet: Locator, lang: Lang): Promise<number> {
  // The score's words are for screen readers (the number shows large).
  const line = sheet.getByText(T[lang].score);
  await expect(line).toHaveCount(1);
  return Number(T[lang].score.exec((await line.textContent()) ?? '')?.[1]);
}

/** Goes through a practice run of words, each read with a tone, to the practice result. */
async function practiseWords(page: Page, lang: Lang) {
  const t = TEXT[lang];
  const heading = page.getByRole('heading', { level: 1, name: t.anyQuestion });
  await expect(heading).toBeVisible();
  const total = Number(/(\d+)\D*$/.exec((await heading.textContent()) ?? '')?.[1]);
  for (let n = 1; n <= total; n += 1) {
    await expect(page.getByRole('heading', { level: 1, name: t.question(n, total) })).toBeVisible();
    if (n === 1) await shot(page, `word-${lang}`);
    // A word is read over a second and a half or more: part of it is loud whatever the loop.
    await record(page, question(page, lang), lang, 1_800);
    const sheet = page.getByRole('region', { name: T[lang].anyBand });
    await expect(sheet).toBeVisible();
    await scoreIn(sheet, lang);
    if (n === 1) await shot(page, `word-answered-${lang}`);
    await sheet.getByRole('button', { name: new RegExp(`^(${t.continue}|${t.finish})$`) }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: T[lang].practiceResult })).toBeVisible();
  await expect(page.getByText(t.score(total, total))).toBeVisible();
  return total;
}

test('hana reads the sentence in Japanese over turbo: every word heard, gold, then every word practised', async ({
  pageWithMicrophone,
  request,
}) => {
  test.slow();
  const t = TEXT.ja;
  const page = await pageWithMicrophone({ samples: tone(3) });
  await openReading(page, request, 'ja');

  const region = question(page, 'ja');
  await expect(region.getByRole('heading', { name: t.question(1, 1) })).toBeVisible();
  await expect(region.getByText(SENTENCE)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await shot(page, 'question-ja');

  // Turbo: what is heard so far shows while hana is still speaking (the websocket's partials).
  await region.getByRole('button', { name: T.ja.record, exact: true }).click();
  await expect(region.getByRole('meter', { name: T.ja.level })).toBeVisible();
  await expect(region.locator('.speaking-panel__partial')).toContainText("Let's");
  await expect(region.getByRole('meter', { name: T.ja.level })).toBeVisible();
  await page.waitForTimeout(1_500);
  await region.getByRole('button', { name: T.ja.stop, exact: true }).click();
  const sheet = page.getByRole('region', { name: T.ja.excellent });
  await expect(sheet).toBeVisible();
  expect(await scoreIn(sheet, 'ja')).toBeGreaterThanOrEqual(90);
  await expect(sheet.getByText(T.ja.allHeard)).toBeVisible();
  await expect(sheet.locator('mark')).toHaveCount(0);
  const compare = sheet.getByRole('group', { name: T.ja.compare });
  await expect(compare.getByRole('button', { name: T.ja.own })).toBeVisible();
  await expect(compare.locator('audio')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await shot(page, 'answered-ja');

  await sheet.getByRole('button', { name: t.finish }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.result })).toBeVisible();
  await expect(page.getByRole('img', { name: t.trophy[3] })).toBeVisible();
  await expect(page.getByText(/^スコア \d+ 点$/)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'result-ja');

  // Every word heard: "practise them all" goes through the sentence's words one by one.
  await page.getByRole('button', { name: T.ja.practiseAll }).click();
  expect(await practiseWords(page, 'ja')).toBe(3);
  await expectAccessible(page);
});

test('hana reads the sentence in English over basic: the words of the quiet half marked, then practised', async ({
  pageWithMicrophone,
  request,
}) => {
  test.slow();
  const t = TEXT.en;
  await useOnlyHttp(request, true);
  // Loud for the first half of each 3 s loop, silent for the second.
  const page = await pageWithMicrophone({ samples: tone(3, (s) => s < 1.5) });
  await openReading(page, request, 'en');

  const region = question(page, 'en');
  await expect(region.getByRole('heading', { name: t.question(1, 1) })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'question-en');

  // Longer than the loop: the quiet half is in the recording, whatever the loop's phase.
  await record(page, region, 'en', 3_300);
  // Below 90: one band's words, whichever band the score falls in.
  const sheet = page.getByRole('region', { name: T.en.anyBand });
  await expect(sheet).toBeVisible();
  expect(await scoreIn(sheet, 'en')).toBeLessThan(90);
  await expect(sheet.getByText(T.en.excellent)).toHaveCount(0);
  expect(await sheet.locator('mark').count()).toBeGreaterThan(0);
  await expect(sheet.getByText(T.en.missed)).toBeVisible();
  const missedWords = ((await sheet.getByText(T.en.missed).textContent()) ?? '')
    .replace(T.en.missed, '')
    .split(/,\s*/)
    .filter(Boolean);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await shot(page, 'answered-en');

  await sheet.getByRole('button', { name: t.finish }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.result })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /trophy$/ }).or(page.getByText(T.en.noTrophy)),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'result-en');

  await page.getByRole('button', { name: T.en.practiseMissed }).click();
  const practised = await practiseWords(page, 'en');
  // Exactly the words not heard, whichever they are, each once: the sentence has "the" twice, and
  // when the quiet half falls on both the sheet lists it twice (each place is marked) while the
  // practice asks for it once.
  expect(practised).toBe(new Set(missedWords.map((word) => word.toLowerCase())).size);
});

test('a silent microphone gets the silent message and nothing is sent', async ({
  pageWithMicrophone,
  request,
}) => {
  const page = await pageWithMicrophone({ samples: silenceSamples() });
  const sent: string[] = [];
  page.on('request', (req) => {
    if (/\/(log|recordings|speech)\//.test(new URL(req.url()).pathname)) sent.push(req.url());
  });
  await openReading(page, request, 'ja');
  const region = question(page, 'ja');
  await record(page, region, 'ja', 1_000);

  await expect(region.getByRole('alert')).toHaveText(T.ja.silent);
  await expect(region.getByRole('button', { name: T.ja.record, exact: true })).toBeEnabled();
  await expect(page.getByRole('region', { name: T.ja.anyBand })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'silent-ja');
  expect(sent).toEqual([]);
});

test('a speech websocket that cannot connect leads to basic mode, remembered in the profile', async ({
  pageWithMicrophone,
  request,
}) => {
  const page = await pageWithMicrophone({ samples: tone(3) });
  // Filtering software that lets the page load but closes every websocket at once.
  let refused = 0;
  await page.routeWebSocket(/\/speech\/stream/, (socket) => {
    refused += 1;
    void socket.close({ code: 1008, reason: 'blocked by filtering software' });
  });
  await openReading(page, request, 'ja');
  const region = question(page, 'ja');
  await record(page, region, 'ja', 1_500);

  const problem = region.getByRole('alert');
  await expect(problem).toContainText('フィルタリングソフト');
  await expectAccessible(page);
  await shot(page, 'connection-problem-ja');
  await problem.getByRole('button', { name: 'ベーシックモードに切り替える' }).click();

  // The same recording, recognised over HTTP: the feedback sheet with its score.
  const sheet = page.getByRole('region', { name: T.ja.excellent });
  await expect(sheet).toBeVisible();
  expect(await scoreIn(sheet, 'ja')).toBeGreaterThanOrEqual(90);
  expect(refused).toBeGreaterThanOrEqual(1);

  // Remembered: the settings page shows basic mode chosen.
  await page.goto('/user/settings');
  await expect(page.getByRole('radio', { name: /^ベーシック/ })).toBeChecked();
});
