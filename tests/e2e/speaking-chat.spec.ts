import type { Locator, Page, Request } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { expectAccessible } from './support/accessibility';
import { expect, expectTrophy, switchLanguage, TEXT, type Lang } from './support/exercise-run';
import { silenceSamples, test } from './support/fake-microphone';
import { tone, useOnlyHttp } from './support/speaking';
import { mock } from './support/mock-control';
import { expectNoHorizontalScroll } from './support/page-width';
import { signIn } from './support/sign-in';
import { picture } from './support/pictures';

// The chat conversation (type 1) with a fake microphone in Chromium: the real recorder, the
// upload, the recognition on the profile's path (the mock hears the expected words of a loud
// steady tone, so the learner "says" the model answer) and submitConversationAnswer through the
// offline calls. hana talks with Emma in Japanese over turbo (one typed miss first: the coach's
// word for a far miss, the next attempt's key phrase) and in English over basic, each to the trophy; a silent recording gets
// spec 8's message and sends nothing.

const SAY = {
  ja: {
    start: '会話をはじめる',
    log: '会話',
    turn: /^あなたの番です/,
    record: '録音する',
    stop: '録音を止める',
    typeInstead: 'いま声を出せないときは、入力して答える',
    typedField: '英語で答えを入力',
    typedSend: '答える',
    retry: 'もう一度言ってみよう',
    correct: 'いいね！ 伝わりました',
    keyPhrase: 'このフレーズではじめよう',
    attempt2: '2 回目（全 3 回）',
    over: '会話はここまでです。おつかれさま！',
    silent: /^音が聞こえませんでした。/,
  },
  en: {
    start: 'Start the conversation',
    log: 'Conversation',
    turn: /^Your turn/,
    record: 'Record',
    stop: 'Stop recording',
    typeInstead: "Can't speak right now? Type your answer",
    typedField: 'Type your answer in English',
    typedSend: 'Answer',
    retry: 'Say it once more',
    correct: 'Nice! That works.',
    keyPhrase: 'Start with this phrase',
    attempt2: 'Try 2 of 3',
    over: 'That is the end of the conversation. Well done!',
    silent: /^We couldn't hear anything\./,
  },
} as const;

const chatPath = `/exercise/${COURSE.everydayConversation}/chat/${EXERCISE.greetingsChat}`;
const SHOTS = 'test-results/speaking-chat';

type AnswerBody = {
  problemUuid: string;
  repeated: boolean;
  answer: string;
  displayAnswer: string;
  responseTime: number;
  rawInputs: { utteranceUrl: string | null; seconds: number; pronScore: number };
};

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

/** The answers the page sends (submitConversationAnswer). */
function answerCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (/\/conversation-answer\/(\?|$)/.test(request.url())) calls.push(request);
  });
  return calls;
}

const nextAnswer = (page: Page) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && /\/conversation-answer\/(\?|$)/.test(request.url()),
  );

/** The footer at the learner's turn, once the record button can be pressed. */
async function learnerTurn(page: Page, lang: Lang): Promise<Locator> {
  const footer = page.getByRole('region', { name: SAY[lang].turn });
  await expect(footer.getByRole('button', { name: SAY[lang].record, exact: true })).toBeEnabled({
    timeout: 30_000,
  });
  return footer;
}

/** Says the answer: press record, let the microphone hear the tone for a while, press again. */
async function record(page: Page, footer: Locator, lang: Lang) {
  await footer.getByRole('button', { name: SAY[lang].record, exact: true }).click();
  await expect(footer.getByRole('meter')).toBeVisible();
  await page.waitForTimeout(1_200);
  await footer.getByRole('button', { name: SAY[lang].stop, exact: true }).click();
}

/** Opens the chat, checks the scene and starts the conversation. */
async function openAndStart(page: Page, lang: Lang, shoot: string | null) {
  await page.goto(chatPath);
  const log = page.getByRole('log', { name: SAY[lang].log });
  await expect(log.getByText(/It is the first day of the new school year/)).toBeVisible();
  const start = page.getByRole('button', { name: SAY[lang].start });
  await expect(start).toBeEnabled();
  if (shoot) {
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await picture(page, { path: `${SHOTS}/intro-${shoot}.png` });
  }
  await start.click();
  await expect(log.getByText("Hi! I'm Emma. I'm new in this class.")).toBeVisible();
}

/**
 * Answers every turn by voice until the conversation is over, each answer checked in the
 * request (recognised model answer, the uploaded recording) and in its bubble.
 */
async function talkToTheEnd(page: Page, lang: Lang, shoot: string) {
  const log = page.getByRole('log', { name: SAY[lang].log });
  for (let turn = 1; turn <= 8; turn += 1) {
    const footer = await learnerTurn(page, lang);
    if (turn === 1) {
      await expectAccessible(page);
      await picture(page, { path: `${SHOTS}/turn-${shoot}.png` });
    }
    const sent = nextAnswer(page);
    await record(page, footer, lang);
    const body = (await sent).postDataJSON() as AnswerBody;
    expect(body.answer).not.toBe('');
    expect(body.rawInputs.utteranceUrl).toMatch(/\/recordings\/[0-9a-f-]+\.wav$/);
    expect(body.rawInputs.seconds).toBeGreaterThan(0.5);
    await expect(log.getByText(body.displayAnswer, { exact: true }).last()).toBeVisible();
    if (turn === 1) {
      await expect(log.getByText(SAY[lang].correct).last()).toBeVisible();
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      await picture(page, { path: `${SHOTS}/answered-${shoot}.png` });
    }
    // Either the learner's next turn comes (after the bot's lines), or the conversation is over.
    const over = page
      .getByText(SAY[lang].over)
      .or(page.getByRole('heading', { level: 1, name: TEXT[lang].result }));
    const ready = page
      .getByRole('region', { name: SAY[lang].turn })
      .getByRole('button', { name: SAY[lang].record, exact: true })
      .and(page.locator('button:enabled'));
    await expect(ready.or(over).first()).toBeVisible({ timeout: 30_000 });
    if (await over.first().isVisible()) return turn;
  }
  throw new Error('The conversation did not end');
}

test('hana talks with Emma in Japanese over turbo: a typed miss, then by voice to the trophy', async ({
  pageWithMicrophone,
  request,
}) => {
  test.slow();
  const page = await pageWithMicrophone({ samples: tone() });
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  // Emma's first line is heard (the sounds are fetched in the order they are said); the others
  // fail at once and the conversation goes on without them, which keeps the spec fast.
  let sounds = 0;
  await page.route('**/content/audio/**', (route) =>
    sounds++ === 0 ? route.continue() : route.abort(),
  );
  await openAndStart(page, 'ja', 'ja');

  // Emma's line is played while the footer waits for her to finish.
  const log = page.getByRole('log', { name: SAY.ja.log });
  await expect(log.locator('.chat-bubble--speaking')).toHaveCount(1);
  const waiting = page.getByRole('region', { name: 'Emma が話しています…' });
  await expect(waiting.getByRole('button', { name: SAY.ja.record, exact: true })).toBeDisabled();

  // A typed miss: the bubble says so; the next attempt gives the key phrase.
  const footer = await learnerTurn(page, 'ja');
  await footer.getByRole('button', { name: SAY.ja.typeInstead }).click();
  await footer.getByRole('textbox', { name: SAY.ja.typedField }).fill('I like apples');
  const missed = nextAnswer(page);
  await footer.getByRole('button', { name: SAY.ja.typedSend, exact: true }).click();
  expect((await missed).postDataJSON()).toMatchObject({
    answer: 'I like apples',
    repeated: false,
    rawInputs: { utteranceUrl: null, seconds: 0 },
  });
  // The typed bubble's verdict ("try again", typed), and the coach's word for a far miss.
  await expect(log.getByText(SAY.ja.retry, { exact: true })).toBeVisible();
  await expect(log.getByText(/アドバイス: うーん、うまく伝わらなかったみたい。/)).toBeVisible();
  await expect(footer.getByText(SAY.ja.keyPhrase)).toBeVisible();
  await expect(footer.getByRole('heading')).toContainText(SAY.ja.attempt2);
  await expectAccessible(page);
  await picture(page, { path: `${SHOTS}/retry-ja.png`, fullPage: true });

  // Then by voice: the same problem again (repeated), recognised as the model answer.
  const again = nextAnswer(page);
  await record(page, await learnerTurn(page, 'ja'), 'ja');
  expect((await again).postDataJSON()).toMatchObject({ answer: "Hi, I'm Haru.", repeated: true });
  await expect(log.getByText(SAY.ja.correct)).toBeVisible();

  const turns = await talkToTheEnd(page, 'ja', 'ja');
  expect(turns).toBe(5);
  await expect(log.getByText('Have a nice day!')).toBeVisible();
  await expectTrophy(page, 'ja', 3);
  await expect(page.getByText(TEXT.ja.score(6, 6))).toBeVisible();
  await expectAccessible(page);
  await picture(page, { path: `${SHOTS}/result-ja.png` });
});

test('hana talks with Emma in English over basic, by voice to the trophy', async ({
  pageWithMicrophone,
  request,
}) => {
  test.slow();
  await useOnlyHttp(request, true);
  const page = await pageWithMicrophone({ samples: tone() });
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  await switchLanguage(page, 'en');
  // Emma's lines are not heard here (their sound fails at once): the conversation goes on.
  await page.route('**/content/audio/**', (route) => route.abort());
  const recognised: string[] = [];
  page.on('request', (r) => {
    if (/\/speech\/recognize\/(\?|$)/.test(r.url())) recognised.push(r.url());
  });
  await openAndStart(page, 'en', 'en');
  await learnerTurn(page, 'en');

  const turns = await talkToTheEnd(page, 'en', 'en');
  expect(turns).toBe(6);
  expect(recognised).toHaveLength(6);
  await expectTrophy(page, 'en', 3);
  await expect(page.getByText(TEXT.en.score(6, 6))).toBeVisible();
  await expectAccessible(page);
  await picture(page, { path: `${SHOTS}/result-en.png` });
});

test('a silent recording gets the silent message and sends nothing', async ({
  pageWithMicrophone,
  request,
}) => {
  const page = await pageWithMicrophone({ samples: silenceSamples() });
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  const calls = answerCalls(page);
  await openAndStart(page, 'ja', null);
  const footer = await learnerTurn(page, 'ja');
  await record(page, footer, 'ja');
  await expect(footer.getByRole('alert')).toHaveText(SAY.ja.silent);
  await expect(footer.getByRole('button', { name: SAY.ja.record, exact: true })).toBeEnabled();
  await expect(page.getByRole('log').getByText(SAY.ja.retry)).toHaveCount(0);
  await expectAccessible(page);
  expect(calls).toEqual([]);
});
