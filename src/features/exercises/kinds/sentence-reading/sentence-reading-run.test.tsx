import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exerciseLogs } from '../../../../../mock-server/db/exercise-logs';
import { contentCatalogue } from '../../../../../mock-server/seed/content';
import { COURSE, EXERCISE } from '../../../../../mock-server/seed/content-catalogue';
import { HANA, renderApp, SLOW } from '../../../../../tests/support/render-app';
import { resetOfflineCalls } from '../../player/offline-calls';
import * as speakingTurn from '../../speaking/use-speaking-turn';
import type { SpeakingAnswer } from '../../speaking/speaking-task';
import type { SpeakingTurn, UseSpeakingTurnOptions } from '../../speaking/use-speaking-turn';
import { standInSpeakingTurn } from '../../speaking/stand-in-speaking-turn';

// hana reads "Let's Go to the Park" in the whole app against the mock backend, with the speaking
// panel's recording and recognition stood in for (the shared speaking module has its own tests):
// the recognised words are logged, the score's band is the one verdict, the test ends with its
// score (totalScore) and the trophy, and the result's practice goes through exactly the words she
// missed (any word of the sentence), each logged with wordPronunciationPractice=1.

/** What the stand-in recogniser hears next, one per press of the record button. */
const heard = { queue: [] as { text: string; pronScore: number }[] };

/** The stand-in (a spy on the module's export, restored after each test: the files of a worker
 * share their modules). */
const standIn = ({ onAnswer, disabled }: UseSpeakingTurnOptions): SpeakingTurn =>
  standInSpeakingTurn({
    toggle: () => {
      const next = heard.queue.shift();
      if (disabled || !next) return;
      const answer: SpeakingAnswer = {
        type: 'recognized',
        input: 'voice',
        recognition: { ...next, displayText: next.text, lexical: next.text.toLowerCase() },
        recordingUrl: null,
        seconds: 2,
        responseTimeMs: 2500,
        retries: 0,
      };
      onAnswer(answer);
    },
  });

const exercise = contentCatalogue().exercises.find((e) => e.uuid === EXERCISE.weekendParkReading)!;
const sentence = exercise.problems.find((p) => !p.practiceOnly)!;
const words = exercise.problems.filter((p) => p.practiceOnly);
const wordUuid = (text: string) => words.find((w) => w.expected === text)!.problemUuid;
/** The sentence's practice words (the ones shown as hints; every word has a page). */
const hintWords = exercise.pages
  .flatMap((page) => page.body)
  .flatMap((item) => (item.type === 'READING_SENTENCE' ? item.words : []));
const path = `/exercise/${COURSE.everydayConversation}/single-sentence-reading/${EXERCISE.weekendParkReading}`;

const latestLog = (mode: 'test' | 'practice') =>
  exerciseLogs
    .filter((l) => l.exerciseUuid === EXERCISE.weekendParkReading && l.mode === mode)
    .sort((a, b) => b.logId - a.logId)[0];

describe('single sentence reading in the player', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetOfflineCalls();
    heard.queue = [];
    vi.spyOn(speakingTurn, 'useSpeakingTurn').mockImplementation(standIn);
  });
  afterEach(() => vi.restoreAllMocks());

  it('scores the reading, marks the missed words, ends with totalScore and practises the missed words', async () => {
    const text = sentence.expected.replace('picnic ', '').replace('weather ', '');
    heard.queue.push({ text, pronScore: 78 }, { text: 'picnic', pronScore: 92 });
    heard.queue.push({ text: 'weather', pronScore: 66 });
    const { user } = await renderApp(path, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    await screen.findByRole('heading', { name: '第 1 問（全 1 問）' });
    expect(screen.getByText(sentence.expected)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '録音する' }));
    // 78: the silver band, one verdict (the heading and the trophy agree).
    const sheet = await screen.findByRole('region', { name: /よく読めました/ });
    expect(within(sheet).getByText('78 点（100 点満点）')).toBeInTheDocument();
    const marked = within(sheet)
      .getAllByRole('mark')
      .map((mark) => mark.textContent);
    expect(marked).toEqual(['picnic（聞き取れなかった単語）', 'weather（聞き取れなかった単語）']);
    const test = latestLog('test')!;
    expect(test.answers).toMatchObject([
      { problemUuid: sentence.problemUuid, answer: text, correct: false },
    ]);
    expect(within(sheet).getByText(/^結果の画面から/)).toHaveTextContent(
      '結果の画面から、picnic、weather を 1 つずつ練習できます。',
    );

    await user.click(within(sheet).getByRole('button', { name: '結果を見る' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '結果' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'シルバートロフィー' })).toBeInTheDocument();
    // A scored run shows its score and the points the next trophy needs, not answer counts.
    expect(screen.getByText('スコア 78 点')).toBeInTheDocument();
    expect(screen.getByText('あと 12 点でゴールドトロフィー')).toBeInTheDocument();
    expect(latestLog('test')).toMatchObject({ totalScore: 78, trophy: 2 });
    expect(latestLog('test')!.endedAt).not.toBeNull();

    // Practice: the missed words one by one (the sentence stands for them).
    await user.click(screen.getByRole('button', { name: /問題を練習/ }));
    await screen.findByRole('heading', { name: '第 1 問（全 2 問）' });
    expect(screen.getByText('picnic')).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('button', { name: '録音する' }));
    const first = await screen.findByRole('region', { name: /すばらしい！/ });
    expect(within(first).getByText('92 点（100 点満点）')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: '次へ' }));

    await screen.findByRole('heading', { name: '第 2 問（全 2 問）' });
    expect(screen.getByText('weather')).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('button', { name: '録音する' }));
    // 66: close, one verdict for the word too.
    const second = await screen.findByRole('region', { name: /おしい！/ });
    expect(within(second).getByText('66 点（100 点満点）')).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: '結果を見る' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: '練習の結果' }, SLOW),
    ).toBeInTheDocument();
    // The counts are the backend's (both words were heard).
    expect(screen.getByText('2 問中 2 問正解')).toBeInTheDocument();
    const practice = latestLog('practice')!;
    expect(practice).toMatchObject({
      parentLogId: test.logId,
      trophy: null,
      totalScore: null,
      problemUuids: [wordUuid('picnic'), wordUuid('weather')],
    });
    expect(practice.endedAt).not.toBeNull();
    expect(practice.answers).toMatchObject([
      { problemUuid: wordUuid('picnic'), answer: 'picnic', correct: true },
      { problemUuid: wordUuid('weather'), answer: 'weather', correct: true },
    ]);
  });

  it('practises exactly the word missed, "is", though it is not one of the practice words', async () => {
    const text = sentence.expected.replace(' is ', ' ');
    heard.queue.push({ text, pronScore: 77 }, { text: 'is', pronScore: 95 });
    const { user } = await renderApp(path, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    await user.click(await screen.findByRole('button', { name: '録音する' }));
    const sheet = await screen.findByRole('region', { name: /よく読めました/ });
    expect(within(sheet).getByText(/^結果の画面から/)).toHaveTextContent(
      '結果の画面から、is を 1 つずつ練習できます。',
    );
    await user.click(within(sheet).getByRole('button', { name: '結果を見る' }));
    await screen.findByRole('heading', { level: 1, name: '結果' }, SLOW);
    await user.click(screen.getByRole('button', { name: /問題を練習/ }));
    await screen.findByRole('heading', { name: '第 1 問（全 1 問）' });
    expect(screen.getByText('is')).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('button', { name: '録音する' }));
    await screen.findByRole('region', { name: /すばらしい！/ });
    expect(latestLog('practice')).toMatchObject({ problemUuids: [wordUuid('is')] });
    expect(latestLog('practice')!.answers).toMatchObject([
      { problemUuid: wordUuid('is'), answer: 'is', correct: true },
    ]);
  });

  it('ends a skipped reading with a score of 0 and offers every word to practise', async () => {
    const { user } = await renderApp(path, { as: HANA });
    await user.click(await screen.findByRole('button', { name: 'はじめる' }, SLOW));
    await screen.findByRole('heading', { name: '第 1 問（全 1 問）' });
    await user.click(screen.getByRole('button', { name: 'スキップ' }));
    await screen.findByRole('heading', { name: /スキップしました/ });
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: '結果' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(latestLog('test')).toMatchObject({ totalScore: 0, trophy: null }));
    await user.click(screen.getByRole('button', { name: 'まちがえた問題を練習' }));
    expect(
      await screen.findByRole('heading', { name: `第 1 問（全 ${hintWords.length} 問）` }),
    ).toBeInTheDocument();
  });
});
