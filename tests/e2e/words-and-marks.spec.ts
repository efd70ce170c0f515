import type { Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { expectAccessible } from './support/accessibility';
import {
  expect,
  questionRegion,
  startRun,
  switchLanguage,
  type Lang,
} from './support/exercise-run';
import { test } from './support/fake-microphone';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';
import { tone } from './support/speaking';

// Words and marks a learner can trust (issue 24): the translation quiz named for what it asks
// (英訳), the chat's task in the screen language, drawn icons instead of emoji, our own button
// for the learner's recording instead of the browser's grey player, and the pronunciation
// drill's sounds named by their letters, with no engineering words on screen.

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

const signInHana = (page: Page, request: Parameters<typeof signIn>[1]) =>
  signIn(page, request, 'hana@sakura.example', 'sakura2026');

const EMOJI = /\p{Extended_Pictographic}/u;

/** Starts the run, or finds the question where the run of the other language left off. */
async function startOrResume(page: Page, lang: Lang) {
  const question = questionRegion(page, lang);
  const start = page.getByRole('button', { name: /^(はじめる|テストする|Start|Take the test)$/ });
  await expect(start.or(question).first()).toBeVisible();
  if (await start.isVisible()) await startRun(page, lang);
  await expect(question).toBeVisible();
  return question;
}

test('the history names the translation quiz for what it asks: Japanese into English', async ({
  page,
  request,
}) => {
  await signInHana(page, request);
  await page.goto('/learning-history/summary');
  const byType = page.getByRole('region', { name: '種類別の成績' });
  await expect(byType.getByRole('heading', { level: 3, name: '英訳クイズ' })).toBeVisible();
  await expect(byType).not.toContainText('和訳');

  await switchLanguage(page, 'en');
  await page.goto('/learning-history/summary');
  await expect(
    page
      .getByRole('region', { name: 'Results by exercise type' })
      .getByRole('heading', { level: 3, name: 'Translation quiz' }),
  ).toBeVisible();
});

test('the listening drill shows a drawn headphones icon, not an emoji', async ({
  page,
  request,
}) => {
  await signInHana(page, request);
  for (const lang of ['ja', 'en'] as const) {
    if (lang === 'en') await switchLanguage(page, 'en');
    await page.goto(
      `/exercise/${COURSE.firstSteps}/drill-listening/${EXERCISE.numbersListening}?problemCount=2`,
    );
    const question = await startOrResume(page, lang);
    await expect(question.locator('svg.glyph-icon--headphones')).toBeVisible();
    expect(await question.textContent()).not.toMatch(EMOJI);
  }
});

const SOUNDS = {
  ja: { list: 'この単語の音', name: /^「[a-z]+」の音$/, tip: /^「[a-z]+」の音のコツ$/ },
  en: {
    list: 'Sounds in this word',
    name: /^The “[a-z]+” sound$/,
    tip: /^Tip: The “[a-z]+” sound$/,
  },
} as const;

test('the pronunciation drill names each sound by its letters, with no engineering words', async ({
  page,
  request,
}) => {
  await signInHana(page, request);
  for (const lang of ['ja', 'en'] as const) {
    if (lang === 'en') await switchLanguage(page, 'en');
    await page.goto(
      `/exercise/${COURSE.firstSteps}/drill-pronunciation/${EXERCISE.coloursPronunciation}?problemCount=2`,
    );
    const question = await startOrResume(page, lang);
    const chips = question.getByRole('list', { name: SOUNDS[lang].list }).getByRole('button');
    await expect(chips.first()).toBeVisible();
    for (const chip of await chips.all()) {
      await expect(chip).toHaveAccessibleName(SOUNDS[lang].name);
      // The letters first and large; the phonetic symbol only small beneath, between slashes.
      await expect(chip.locator('.phoneme-chip__letters')).toHaveText(/^[a-z]+$/i);
      await expect(chip.locator('.phoneme-chip__symbol')).toHaveText(/^\/.+\/$/);
    }
    await chips.first().click();
    await expect(question.getByText(SOUNDS[lang].tip)).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/ターボ|Turbo|websocket|HTTP/i);
    await expectAccessible(page);
  }
});

const CHAT = {
  ja: {
    start: '会話をはじめる',
    turn: /^あなたの番です/,
    record: '録音する',
    stop: '録音を止める',
    path: `/exercise/${COURSE.firstSteps}/chat/${EXERCISE.whatsYourNameChat}`,
    task: '「ハルです」と名前を言いましょう。',
    playOwn: '自分の声を聞く',
  },
  en: {
    start: 'Start the conversation',
    turn: /^Your turn/,
    record: 'Record',
    stop: 'Stop recording',
    path: `/exercise/${COURSE.everydayConversation}/chat/${EXERCISE.greetingsChat}`,
    task: 'Say hello and tell her your name is Haru.',
    playOwn: 'Play my recording',
  },
} as const;

async function chatFirstTurn(page: Page, lang: Lang) {
  const t = CHAT[lang];
  await page.goto(t.path);
  await page.getByRole('button', { name: t.start }).click();
  const footer = page.getByRole('region', { name: t.turn });
  await expect(footer.getByRole('button', { name: t.record, exact: true })).toBeEnabled({
    timeout: 30_000,
  });
  return footer;
}

test('the chat asks in the screen language and plays the learner back with our own button', async ({
  pageWithMicrophone,
  request,
}) => {
  test.slow();
  const page = await pageWithMicrophone({ samples: tone() });
  await page.setViewportSize({ width: 360, height: 740 });
  await signInHana(page, request);
  // The bot's lines fail at once: the conversation goes on without them.
  await page.route('**/content/audio/**', (route) => route.abort());

  const ja = await chatFirstTurn(page, 'ja');
  await expect(ja.getByText(CHAT.ja.task)).toBeVisible();

  await switchLanguage(page, 'en');
  const footer = await chatFirstTurn(page, 'en');
  await expect(footer.getByText(CHAT.en.task)).toBeVisible();
  await expect(footer.getByText(CHAT.en.task)).toHaveAttribute('lang', 'en');
  await expect(footer).not.toContainText(/[\u3040-\u30ff]/);

  await footer.getByRole('button', { name: CHAT.en.record, exact: true }).click();
  await expect(footer.getByRole('meter')).toBeVisible();
  await page.waitForTimeout(1_200);
  await footer.getByRole('button', { name: CHAT.en.stop, exact: true }).click();
  await expect(page.getByRole('button', { name: CHAT.en.playOwn })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('audio[controls]')).toHaveCount(0);
  await expect(page.locator('audio')).toHaveCount(0);
  await expectAccessible(page);
});
