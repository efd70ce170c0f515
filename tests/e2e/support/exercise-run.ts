import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { answerKey } from './answer-key';

// A learner going through the exercise player: overview → questions → feedback sheet → result.
// Which problem a question asks is read from the run's snapshot in session storage (what the
// player keeps to resume after a reload), and the right answer from the mock's answer key.

/** The exercise specs' expect: a busy two-core machine can take more than 5 s for a screen. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export type Lang = 'ja' | 'en';

export const TEXT = {
  ja: {
    start: 'はじめる',
    test: 'テストする',
    question: (n: number, total: number) => `第 ${n} 問（全 ${total} 問）`,
    anyQuestion: /^(第 \d+ 問|\d+ \/ \d+ 行目)/,
    correct: '正解！',
    incorrect: '正しい答えを確かめよう',
    nearly: 'おしい！',
    done: 'できました',
    continue: '次へ',
    finish: '結果を見る',
    result: '結果',
    trophy: { 1: 'ブロンズトロフィー', 2: 'シルバートロフィー', 3: 'ゴールドトロフィー' },
    score: (correct: number, total: number) => `${total} 問中 ${correct} 問正解`,
    close: '終了',
    review: '答えをふり返る',
    reviewTitle: 'ふり返り',
    backToResult: '結果に戻る',
    demoNext: '言えた！次の行へ',
    check: '答え合わせ',
    dictationGroup: '聞こえた文',
    typingField: '英文を入力',
    quizField: '英語で書こう',
    drillField: '英語で書こう',
    tiles: '単語カード',
    writingField: 'あなたの英文',
    feedbackTitle: 'このエクササイズはどうでしたか？',
    feedbackSkip: 'あとで',
    offline: 'オフラインです。答えはこの端末に保存され、つながったら送られます。',
    // The network away while the browser says online (a call got no answer).
    waiting: '接続を待っています。答えは失われません。',
    // An answer whose mark waits for the network (deferred marking), and the run finished so.
    saved: '答えを保存しました',
    savedNote: 'インターネットにつながると答え合わせ',
    // The learner's pick, marked as hers (also while its mark waits).
    yours: 'あなたの答え',
    finishedUnmarked: /答えはこの端末に保存しました。インターネットにつながると答え合わせ/,
    newBadge: '覚えた！ 新しい「覚えた」バッジを手に入れました',
    learned: (n: number) => `覚えた度 ${n}/3`,
  },
  en: {
    start: 'Start',
    test: 'Take the test',
    question: (n: number, total: number) => `Question ${n} of ${total}`,
    anyQuestion: /^(Question|Line) \d+ of/,
    correct: 'Correct!',
    incorrect: "Let's check the answer",
    nearly: 'So close!',
    done: 'Done',
    continue: 'Continue',
    finish: 'See your result',
    result: 'Your result',
    trophy: { 1: 'Bronze trophy', 2: 'Silver trophy', 3: 'Gold trophy' },
    score: (correct: number, total: number) => `${correct} of ${total} correct`,
    close: 'Finish',
    review: 'Review your answers',
    reviewTitle: 'Review',
    backToResult: 'Back to the result',
    demoNext: 'I said it, next line',
    check: 'Check',
    dictationGroup: 'The sentence you heard',
    typingField: 'Type the sentence',
    quizField: 'Write it in English',
    drillField: 'Write it in English',
    tiles: 'Word tiles',
    writingField: 'Your writing',
    feedbackTitle: 'How was this exercise?',
    feedbackSkip: 'Not now',
    offline:
      'You are offline. Your answers are kept on this device and sent when you are back online.',
    waiting: 'Waiting for the connection. Your answers are safe.',
    saved: 'Answer saved',
    savedNote: 'It is marked when you are back online.',
    yours: 'Your answer',
    finishedUnmarked:
      /Your answers are saved on this device\. They are marked when you are back online/,
    newBadge: 'Learned! You earned a new learned badge',
    learned: (n: number) => `Learned ${n}/3`,
  },
} as const;

type ChoiceOption = { id: string };
type BodyItem = {
  type: string;
  options?: ChoiceOption[];
  question?: { uuid: string; options: ChoiceOption[] };
  attempts?: { slots: { fixed: boolean }[] }[];
  tiles?: string[];
};
export type SnapshotQuestion = {
  problemUuid: string;
  item: BodyItem;
  footer: { type: string }[];
};
export type RunSnapshot = {
  index: number;
  attempt: number;
  screen: string;
  questions: SnapshotQuestion[];
};

/**
 * Forgets every run saved in the page's session storage (where runSnapshot reads the run), so the
 * next exercise opened in the same page starts a run that is the only one there.
 */
export async function forgetRuns(page: Page) {
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('eigo.exerciseRun.')) sessionStorage.removeItem(key);
    }
  });
}

/** The run in progress, as the player keeps it in session storage (null when none). */
export async function runSnapshot(page: Page): Promise<RunSnapshot | null> {
  return page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      if (!key.startsWith('eigo.exerciseRun.')) continue;
      return JSON.parse(sessionStorage.getItem(key) ?? 'null') as RunSnapshot | null;
    }
    return null;
  });
}

/** The question region (its heading is 第 N 問…). */
export const questionRegion = (page: Page, lang: Lang = 'ja') =>
  page.getByRole('region', { name: TEXT[lang].anyQuestion });

/** The feedback sheet after an answer. */
export const answeredSheet = (page: Page, verdict: string) =>
  page.getByRole('region', { name: verdict });

/** The question shown now (waits until the snapshot has caught up with the heading). */
export async function currentQuestion(
  page: Page,
  lang: Lang,
): Promise<{ question: SnapshotQuestion; number: number; total: number; attempt: number }> {
  const heading = page.getByRole('heading', { level: 1, name: TEXT[lang].anyQuestion });
  await expect(heading).toBeVisible();
  const text = (await heading.textContent()) ?? '';
  const number = Number(/(\d+)/.exec(text)?.[1]);
  let snapshot: RunSnapshot | null = null;
  await expect
    .poll(async () => {
      snapshot = await runSnapshot(page);
      return snapshot ? `${snapshot.index + 1}:${snapshot.screen}` : null;
    })
    .toBe(`${number}:question`);
  const shot = snapshot as unknown as RunSnapshot;
  return {
    question: shot.questions[shot.index]!,
    number,
    total: shot.questions.length,
    attempt: shot.attempt,
  };
}

function optionsOf(item: BodyItem): ChoiceOption[] {
  return item.question?.options ?? item.options ?? [];
}

/** A word without the punctuation the backend's judge ignores. */
const bare = (word: string) => word.replace(/[.,!?]/g, '').toLowerCase();

/** The tile indices that spell one of the accepted sentences. */
export function tileOrder(tiles: readonly string[], accepted: readonly string[]): number[] {
  for (const sentence of accepted) {
    const used = new Set<number>();
    const order: number[] = [];
    for (const word of sentence.split(' ')) {
      const index = tiles.findIndex((tile, i) => !used.has(i) && bare(tile) === bare(word));
      if (index === -1) break;
      used.add(index);
      order.push(index);
    }
    if (order.length === tiles.length) return order;
  }
  throw new Error(`No accepted sentence fits the tiles ${tiles.join(' ')}`);
}

/** The field of a dictation's `position`-th word to write (1-based, as its label numbers it). */
export function dictationField(region: Locator, lang: Lang, position: number): Locator {
  const name =
    lang === 'ja' ? new RegExp(`^${position}番目の単語`) : new RegExp(`^Word ${position} \\(`);
  return region
    .getByRole('group', { name: TEXT[lang].dictationGroup })
    .getByRole('textbox', { name });
}

/**
 * Fills a dictation attempt's fields with `word(slot index)`, leaving the words a previous
 * attempt got right as they are (kept, marked 正解: no field). Returns the last field filled.
 */
export async function fillDictation(
  region: Locator,
  lang: Lang,
  slots: readonly { fixed: boolean }[],
  word: (index: number, position: number) => string,
): Promise<Locator | null> {
  await expect(region.getByRole('group', { name: TEXT[lang].dictationGroup })).toBeVisible();
  let position = 0;
  let last: Locator | null = null;
  for (const [index, slot] of slots.entries()) {
    if (slot.fixed) continue;
    position += 1;
    const field = dictationField(region, lang, position);
    if ((await field.count()) === 0) continue;
    await field.fill(word(index, position));
    last = field;
  }
  return last;
}

/**
 * Answers the current question right (from the answer key), with the mouse or, with
 * `keyboard`, with the keys alone. Returns what the feedback sheet should say ('' for the demo,
 * which goes straight on to its next line without one).
 */
export async function answerRight(
  page: Page,
  exerciseUuid: string,
  lang: Lang,
  options: { keyboard?: boolean; wrong?: boolean } = {},
): Promise<string> {
  const t = TEXT[lang];
  const { question, attempt } = await currentQuestion(page, lang);
  const key = answerKey(exerciseUuid, question.problemUuid);
  const region = questionRegion(page, lang);
  const { item } = question;
  switch (item.type) {
    case 'DEMO_LINE': {
      if (options.keyboard) await page.keyboard.press('Enter');
      else await region.getByRole('button', { name: t.demoNext }).click();
      // The demo moves on to the next line at once: no sheet.
      return '';
    }
    case 'DRILL_VOCABULARY':
    case 'DRILL_LISTENING':
    case 'LISTENING_QUIZ_PROBLEM':
    case 'PICTURE_MATCH_PROBLEM': {
      if (key.kind !== 'choice') throw new Error(`${key.kind} is not a choice`);
      const all = optionsOf(item);
      const right = all.findIndex((o) => o.id === key.correctOptionId);
      const index = options.wrong ? (right + 1) % all.length : right;
      if (options.keyboard) await page.keyboard.press(String(index + 1));
      else await region.getByRole('group').getByRole('button').nth(index).click();
      return options.wrong ? t.incorrect : t.correct;
    }
    case 'DICTATION_PROBLEM': {
      const words = key.expected.split(' ');
      const last = await fillDictation(
        region,
        lang,
        item.attempts?.[attempt]?.slots ?? [],
        (i) => words[i] ?? '',
      );
      if (options.keyboard) await last?.press('Enter');
      else await region.getByRole('button', { name: t.check }).click();
      return t.correct;
    }
    case 'TYPING_PROBLEM':
    case 'TRANSLATION_QUIZ_PROBLEM': {
      if (key.kind !== 'sentence') throw new Error(`${key.kind} is not a sentence`);
      const name = item.type === 'TYPING_PROBLEM' ? t.typingField : t.quizField;
      const field = region.getByRole('textbox', { name });
      const text = options.wrong ? 'This is wrong' : key.accepted[0]!;
      if (options.keyboard) {
        // From the question's heading (focused on each new question), Tab reaches the field.
        for (
          let tab = 0;
          tab < 10 && !(await field.evaluate((e) => e === document.activeElement));
          tab += 1
        )
          await page.keyboard.press('Tab');
        await expect(field).toBeFocused();
        await page.keyboard.type(text);
        await page.keyboard.press('Enter');
      } else {
        await field.fill(text);
        await region.getByRole('button', { name: t.check }).click();
      }
      return options.wrong ? t.incorrect : t.correct;
    }
    case 'TRANSLATION_DRILL_PROBLEM': {
      if (key.kind !== 'sentence') throw new Error(`${key.kind} is not a sentence`);
      if (question.footer[0]?.type === 'TEXT') {
        await region.getByRole('textbox', { name: t.drillField }).fill(key.accepted[0]!);
      } else {
        const pool = region.getByRole('list', { name: t.tiles }).getByRole('listitem');
        for (const index of tileOrder(item.tiles ?? [], key.accepted))
          await pool.nth(index).getByRole('button').click();
      }
      await region.getByRole('button', { name: t.check }).click();
      return t.correct;
    }
    case 'WRITING_PROBLEM': {
      await region.getByRole('textbox', { name: t.writingField }).fill(key.expected);
      await region.getByRole('button', { name: t.check }).click();
      return t.done;
    }
    default:
      throw new Error(`No way to answer ${item.type}`);
  }
}

/** Goes on from the feedback sheet (the last question's button reads 結果を見る). */
export async function continueFrom(page: Page, verdict: string, lang: Lang, keyboard = false) {
  const sheet = answeredSheet(page, verdict);
  await expect(sheet).toBeVisible();
  if (keyboard) await page.keyboard.press('Enter');
  else
    await sheet
      .getByRole('button', { name: new RegExp(`^(${TEXT[lang].continue}|${TEXT[lang].finish})$`) })
      .click();
}

/** Every question answered right, from the first question shown to the result. */
export async function answerEveryQuestion(
  page: Page,
  exerciseUuid: string,
  lang: Lang,
  keyboard = false,
  from = 1,
): Promise<number> {
  let total = 0;
  for (let n = from; total === 0 || n <= total; n += 1) {
    const current = await currentQuestion(page, lang);
    expect(current.number).toBe(n);
    total = current.total;
    const verdict = await answerRight(page, exerciseUuid, lang, { keyboard });
    if (verdict) await continueFrom(page, verdict, lang, keyboard);
    else if (n < total) {
      // A demo line moves on by itself: wait for the next line before reading it.
      const heading = page.getByRole('heading', { level: 1, name: TEXT[lang].anyQuestion });
      await expect
        .poll(async () => Number(/(\d+)/.exec((await heading.textContent()) ?? '')?.[1]))
        .toBe(n + 1);
    }
  }
  return total;
}

/** Switches the screen language on the settings page (the switch signed-in users have). */
export async function switchLanguage(page: Page, lang: Lang) {
  await page.goto('/user/settings');
  const label = lang === 'en' ? '表示言語' : 'Language';
  await page.getByRole('combobox', { name: label }).selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The overview's button that starts the run (はじめる, or テストする for a test). */
export const startButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: new RegExp(`^(${TEXT[lang].start}|${TEXT[lang].test})$`) });

/** Starts the run from the overview (はじめる, or テストする for drills). */
export async function startRun(page: Page, lang: Lang) {
  await startButton(page, lang).click();
}

/** The result with its trophy (shown 750 ms after the end). */
export async function expectTrophy(page: Page, lang: Lang, trophy: 1 | 2 | 3 | null) {
  const t = TEXT[lang];
  await expect(page.getByRole('heading', { level: 1, name: t.result })).toBeVisible();
  if (trophy !== null)
    await expect(page.getByRole('img', { name: t.trophy[trophy] })).toBeVisible();
}
