import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrillAnswerResult } from '../../../../api/generated/model/drillAnswerResult';
import type { DrillPronunciationBodyItem } from '../../../../api/generated/model/drillPronunciationBodyItem';
import type { ExerciseAnswerLogResult } from '../../../../api/generated/model/exerciseAnswerLogResult';
import type { LearnStatusChange } from '../../../../api/generated/model/learnStatusChange';
import enDrill from '../../../../i18n/en/exercise-pronunciation-drill';
import enUi from '../../../../i18n/en/ui';
import jaRoute from '../../../../i18n/ja/exercise-route';
import jaUi from '../../../../i18n/ja/ui';
import { audioService } from '../../../../lib/services/audio/audio-service';
import type { PhoneScore, SpeakingAnswer } from '../../speaking/speaking-task';
import * as speakingTurn from '../../speaking/use-speaking-turn';
import type { SpeakingTurn, UseSpeakingTurnOptions } from '../../speaking/use-speaking-turn';
import { standInSpeakingTurn } from '../../speaking/stand-in-speaking-turn';
import { renderHiding, REVEAL } from '../display-language-render';
import type { Outcome, PlayerQuestion, QuestionProps, RunContext } from '../kind';
import { drillPronunciationKind } from './drill-pronunciation-kind';
import { levelOf, passes, shownPhones, tipOf } from './phones';
import type { PronunciationAnswer } from './pronunciation-answer';
import type { CallResult } from '../../player/call-operations';

// The speaking turn is the shared module's (recorder, upload, evaluation): here a stand-in whose
// options are kept, so a test can answer as the module would.
const speaking = {
  options: null as UseSpeakingTurnOptions | null,
  turn: {} as Partial<SpeakingTurn>,
};
const item: DrillPronunciationBodyItem = {
  type: 'DRILL_PRONUNCIATION',
  question: {
    uuid: 'card-red',
    type: 6,
    learnedStatus: 1,
    prompt: 'red',
    translation: '赤',
    options: [],
    audio: { url: '/content/audio/us/red.mp3', britishUrl: null },
    ipa: ['ɹ', 'ɛ', 'd'],
  },
};
const question: PlayerQuestion = {
  problemUuid: 'card-red',
  item,
  body: [item],
  footer: [{ type: 'SPEECH', problemUuid: 'card-red' }] as PlayerQuestion['footer'],
  audio: item.question.audio,
};
const run: RunContext = {
  courseUuid: 'course-1',
  exerciseType: 6,
  exerciseUuid: 'drill-6',
  logId: 21,
  mode: 'test',
  personalised: false,
};
const phone = (phoneme: string, score: number): PhoneScore => ({
  phoneme,
  score,
  isCorrect: score > 0.5,
});
const evaluated = (phones: PhoneScore[], retry = 0): PronunciationAnswer => ({
  type: 'evaluated',
  phones,
  recordingUrl: '/api/v1/recordings/r1.wav',
  localUrl: 'blob:own-recording',
  retry,
  responseTime: 1800,
});
const failed = (retry = 0): PronunciationAnswer => ({
  type: 'evaluation-failed',
  reason: 'too-few-phones',
  recordingUrl: '/api/v1/recordings/r2.wav',
  localUrl: null,
  retry,
  responseTime: 900,
});
const up: LearnStatusChange = { newLearnStatus: 2, hasNewLearnedBadge: false, hasIncreased: true };
const down: LearnStatusChange = {
  newLearnStatus: 0,
  hasNewLearnedBadge: false,
  hasIncreased: false,
};

function renderQuestion(
  props: Partial<QuestionProps<PronunciationAnswer>> = {},
  locale: 'ja' | 'en' = 'ja',
) {
  const onAnswer = vi.fn<(answer: PronunciationAnswer) => void>();
  const { Question } = drillPronunciationKind;
  const messages = locale === 'ja' ? { ...jaUi, ...jaRoute } : { ...jaRoute, ...enUi, ...enDrill };
  const view = render(
    <IntlProvider locale={locale} messages={messages}>
      <Question
        question={question}
        attempt={0}
        previous={null}
        onAnswer={onAnswer}
        disabled={false}
        hints={false}
        run={run}
        {...props}
      />
    </IntlProvider>,
  );
  return { onAnswer, ...view };
}

/** The speaking module hands the Question its answer. */
const speak = (answer: SpeakingAnswer) => act(() => speaking.options!.onAnswer(answer));

beforeEach(() => {
  speaking.options = null;
  speaking.turn = {};
  // A spy on the module's export, restored after each test: the files of a worker share their
  // modules.
  vi.spyOn(speakingTurn, 'useSpeakingTurn').mockImplementation((options) => {
    speaking.options = options;
    return standInSpeakingTurn({
      ownRecordingUrl: 'blob:own-recording',
      toggle: vi.fn(),
      switchToBasic: vi.fn(),
      answerTyped: vi.fn(),
      reset: vi.fn(),
      ...speaking.turn,
    });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('pronunciation drill question', () => {
  it('shows the learned status, the word, its meaning and its sounds, and asks to evaluate it', () => {
    renderQuestion();
    expect(screen.getByText('覚えた度 1/3')).toBeInTheDocument();
    expect(screen.getByText('red')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('赤')).toHaveAttribute('lang', 'ja');
    const list = screen.getByRole('list', { name: 'この単語の音' });
    const sounds = within(list).getAllByRole('button');
    expect(sounds.map((button) => button.getAttribute('aria-label'))).toEqual([
      '「r」の音',
      '「e」の音',
      '「d」の音',
    ]);
    // Each sound by the word's letters; the phonetic symbol only small beneath.
    expect(sounds.map((button) => button.textContent)).toEqual(['r/ɹ/', 'e/ɛ/', 'd/d/']);
    expect(screen.getByRole('button', { name: '録音する' })).toBeEnabled();
    expect(speaking.options?.task).toEqual({
      kind: 'evaluate',
      transcription: 'red',
      expectedPhones: 3,
    });
    expect(speaking.options?.log).toEqual({
      courseUuid: 'course-1',
      exerciseType: 6,
      exerciseUuid: 'drill-6',
      logId: 21,
      problemUuid: 'card-red',
    });
  });

  it('answers with the evaluation and shows each sound with its score, in words too', () => {
    const { onAnswer } = renderQuestion();
    speak({
      type: 'evaluated',
      phones: [phone('r', 0.92), phone('ɛ', 0.64), phone('d', 0.2)],
      recordingUrl: '/api/v1/recordings/r1.wav',
      seconds: 1.2,
      retries: 1,
    });
    expect(onAnswer).toHaveBeenCalledWith({
      type: 'evaluated',
      phones: [phone('r', 0.92), phone('ɛ', 0.64), phone('d', 0.2)],
      recordingUrl: '/api/v1/recordings/r1.wav',
      localUrl: 'blob:own-recording',
      retry: 1,
      responseTime: expect.any(Number),
    });
    // The sounds of the question stay the model's; the feedback sheet scores them.
    expect(screen.getByRole('button', { name: '「r」の音' })).not.toHaveClass('phoneme-chip--good');
  });

  it('answers an evaluation failure, counting the recordings before it', () => {
    const { onAnswer } = renderQuestion({
      attempt: 1,
      previous: drillPronunciationKind.outcome(null, failed(2), question, 0),
    });
    speak({
      type: 'evaluation-failed',
      reason: 'engine',
      recordingUrl: null,
      seconds: 0.8,
      retries: 1,
    });
    // Two before the first attempt, the first attempt itself, one of this attempt.
    expect(onAnswer).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'evaluation-failed', reason: 'engine', retry: 4 }),
    );
    expect(screen.getByRole('button', { name: '「r」の音' })).toBeInTheDocument();
  });

  it('plays the model and shows the tip of a tapped sound', async () => {
    const play = vi.spyOn(audioService, 'play').mockResolvedValue(undefined);
    renderQuestion();
    const chip = screen.getByRole('button', { name: '「r」の音' });
    await userEvent.click(chip);
    expect(play).toHaveBeenCalledWith(item.question.audio);
    expect(chip).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('「r」の音のコツ')).toBeVisible();
    expect(screen.getByText(/舌先をどこにもつけずに/)).toBeVisible();
    expect(screen.getByText('発音記号（辞書で音を表す記号）：/ɹ/')).toBeVisible();
    play.mockRestore();
  });

  it('reads in English', async () => {
    vi.spyOn(audioService, 'play').mockResolvedValue(undefined);
    renderQuestion({}, 'en');
    expect(screen.getByText('Say this word out loud.')).toBeInTheDocument();
    expect(screen.getByText('Tap a sound to hear the model and see a tip.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'The “d” sound' }));
    expect(screen.getByText('Tip: The “d” sound')).toBeVisible();
    expect(
      screen.getByText('Phonetic symbol (how dictionaries write this sound): /d/'),
    ).toBeVisible();
  });

  it('lets the learner record again when the answer could not be sent', () => {
    const reset = vi.fn();
    speaking.turn = { phase: 'answered', reset };
    renderQuestion({ disabled: false });
    expect(reset).toHaveBeenCalled();
  });

  it('says so, in the learner’s language, when the card cannot be shown', () => {
    const broken = {
      ...question,
      item: { type: 'PLAIN_TEXT' },
      body: [],
    } as unknown as PlayerQuestion;
    renderQuestion({ question: broken });
    expect(screen.getByRole('alert')).toHaveTextContent('この問題を表示できませんでした');
  });

  it('is a drill named by its word in the review', () => {
    expect(drillPronunciationKind.drill).toBe(true);
    expect(drillPronunciationKind.reviewText(question)).toBe('red');
  });
});

describe.each([
  ['ja', { ...jaUi, ...jaRoute }],
  ['en', { ...jaRoute, ...enUi, ...enDrill }],
] as const)('pronunciation drill card, as the display language asks (%s)', (locale, messages) => {
  const renderCard = (hidden: 'english' | 'translation', disabled: boolean) =>
    renderHiding(
      hidden,
      locale,
      messages,
      <drillPronunciationKind.Question
        question={question}
        attempt={0}
        previous={null}
        onAnswer={vi.fn()}
        disabled={disabled}
        hints={false}
        run={run}
      />,
    );

  it.each([false, true])(
    'hides the meaning behind 「・・・」 until pressed (answered: %s)',
    async (answered) => {
      renderCard('translation', answered);
      expect(screen.getByText('red')).toBeInTheDocument();
      expect(screen.queryByText('赤')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: REVEAL[locale].translation }));
      expect(screen.getByText('赤')).toHaveAttribute('lang', 'ja');
    },
  );

  it('keeps the word to say when English is hidden', () => {
    renderCard('english', true);
    expect(screen.getByText('red')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('赤')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REVEAL[locale].english })).not.toBeInTheDocument();
  });
});

describe('pronunciation drill calls', () => {
  it('submits the evaluation with the recording and the retries', () => {
    expect(
      drillPronunciationKind.answerCall(
        evaluated([phone('r', 0.92), phone('ɛ', 0.3), phone('d', 0.8)], 2),
        run,
        question,
        0,
      ),
    ).toEqual({
      operation: 'submitDrillAnswer',
      args: [
        'course-1',
        6,
        'drill-6',
        {
          uuid: 'card-red',
          logId: 21,
          audio: '/api/v1/recordings/r1.wav',
          retry: 2,
          evaluation: [
            { ipa: 'r', isCorrect: true },
            { ipa: 'ɛ', isCorrect: false },
            { ipa: 'd', isCorrect: true },
          ],
          responseTime: 1800,
        },
        undefined,
      ],
    });
  });

  it('sends pettFailed when the evaluation failed', () => {
    expect(drillPronunciationKind.answerCall(failed(1), run, question, 1).args[3]).toEqual({
      uuid: 'card-red',
      logId: 21,
      audio: '/api/v1/recordings/r2.wav',
      retry: 1,
      pettFailed: true,
      responseTime: 900,
    });
    const unkept = { ...failed(), recordingUrl: null };
    expect(drillPronunciationKind.answerCall(unkept, run, question, 0).args[3]).toMatchObject({
      audio: null,
      pettFailed: true,
    });
  });

  it('submits with practice=1 in a practice run', () => {
    const call = drillPronunciationKind.answerCall(
      evaluated([phone('r', 1)]),
      { ...run, mode: 'practice' },
      question,
      0,
    );
    expect(call.args[4]).toEqual({ practice: 1 });
  });

  it('logs the word said (or the phones) in personalised practice', () => {
    const personalised = { ...run, personalised: true };
    expect(
      drillPronunciationKind.answerCall(
        evaluated([phone('r', 0.9), phone('ɛ', 0.4), phone('d', 0.9)]),
        personalised,
        question,
        0,
      ),
    ).toEqual({
      operation: 'logPersonalizedExercise',
      args: [
        6,
        { logId: 21, problemUuid: 'card-red', answer: 'red', skipped: false, responseTime: 1800 },
      ],
    });
    const twoWrong = evaluated([phone('r', 0.2), phone('ɛ', 0.4), phone('d', 0.9)]);
    expect(
      drillPronunciationKind.answerCall(twoWrong, personalised, question, 0).args[1],
    ).toMatchObject({
      answer: '/rɛd/',
    });
    expect(
      drillPronunciationKind.answerCall(failed(), personalised, question, 0).args[1],
    ).toMatchObject({
      answer: '',
      skipped: false,
    });
  });

  it('skips with the attempt as retry', () => {
    expect(drillPronunciationKind.skipCall(run, question, 1)).toEqual({
      operation: 'submitDrillAnswer',
      args: [
        'course-1',
        6,
        'drill-6',
        { uuid: 'card-red', logId: 21, skipped: true, retry: 1 },
        undefined,
      ],
    });
  });
});

describe('pronunciation drill outcome', () => {
  const result = (fields: Partial<DrillAnswerResult>): CallResult<'submitDrillAnswer'> => ({
    operation: 'submitDrillAnswer',
    value: { submittedAnswer: 'rɛd', learnStatus: up, correction: null, ...fields },
  });

  it('reads a passing evaluation with the learned status', () => {
    const outcome = drillPronunciationKind.outcome(
      result({}),
      evaluated([phone('r', 0.92), phone('ɛ', 0.9), phone('d', 0.85)]),
      question,
      0,
    );
    expect(outcome).toMatchObject<Partial<Outcome>>({
      correct: true,
      skipped: false,
      correction: null,
      meaning: '赤',
      nextAttempt: null,
      learnStatus: up,
    });
    expect(outcome.detail).toMatchObject({
      failed: false,
      phones: [
        { symbol: 'ɹ', score: 0.92, level: 'good' },
        { symbol: 'ɛ', score: 0.9, level: 'good' },
        { symbol: 'd', score: 0.85, level: 'good' },
      ],
    });
  });

  it('reads a wrong evaluation with the model pronunciation', () => {
    const outcome = drillPronunciationKind.outcome(
      result({ correction: 'ɹɛd', learnStatus: down }),
      evaluated([phone('r', 0.2), phone('ɛ', 0.1), phone('d', 0.9)]),
      question,
      0,
    );
    expect(outcome).toMatchObject({
      correct: false,
      correction: 'red',
      nextAttempt: null,
      learnStatus: down,
    });
  });

  it('asks to try again after an evaluation failure, a few times', () => {
    const first = drillPronunciationKind.outcome(
      result({ submittedAnswer: null, correction: 'ɹɛd', learnStatus: down }),
      failed(),
      question,
      0,
    );
    expect(first).toMatchObject({ correct: false, skipped: false, nextAttempt: 1 });
    expect(first.detail).toMatchObject({ failed: true, phones: null });
    expect(drillPronunciationKind.outcome(result({}), failed(), question, 2).nextAttempt).toBe(
      null,
    );
  });

  it('reads a skip', () => {
    expect(
      drillPronunciationKind.outcome(
        result({ submittedAnswer: null, correction: 'ɹɛd', learnStatus: down }),
        null,
        question,
        0,
      ),
    ).toMatchObject({ correct: false, skipped: true, correction: 'red', learnStatus: down });
  });

  it('reads a personalised log result by isCorrect', () => {
    const logged = (
      fields: Partial<ExerciseAnswerLogResult>,
    ): CallResult<'logPersonalizedExercise'> => ({
      operation: 'logPersonalizedExercise',
      value: {
        problemUuid: 'card-red',
        isCorrect: true,
        retry: 0,
        learnStatus: up,
        correction: null,
        ...fields,
      },
    });
    const answer = evaluated([phone('r', 0.9), phone('ɛ', 0.9), phone('d', 0.9)]);
    expect(drillPronunciationKind.outcome(logged({}), answer, question, 0)).toMatchObject({
      correct: true,
      learnStatus: up,
    });
    expect(
      drillPronunciationKind.outcome(
        logged({ isCorrect: false, correction: 'red', learnStatus: down }),
        answer,
        question,
        0,
      ),
    ).toMatchObject({ correct: false, learnStatus: down });
  });
});

describe('pronunciation drill feedback', () => {
  function renderAnswered(outcome: Outcome, locale: 'ja' | 'en' = 'ja') {
    const { Answered } = drillPronunciationKind;
    render(
      <IntlProvider locale={locale} messages={locale === 'ja' ? jaRoute : enDrill}>
        {Answered ? <Answered question={question} outcome={outcome} /> : null}
      </IntlProvider>,
    );
  }

  it('shows each sound with its score, in words too, and plays the recording next to the model', async () => {
    const play = vi.spyOn(audioService, 'play').mockResolvedValue(undefined);
    renderAnswered(
      drillPronunciationKind.outcome(
        {
          operation: 'submitDrillAnswer',
          value: { submittedAnswer: 'rɛd', learnStatus: up, correction: null },
        },
        evaluated([phone('r', 0.92), phone('ɛ', 0.64), phone('d', 0.2)]),
        question,
        0,
      ),
    );
    // The card's phonemes, coloured by the scores of the phones the engine heard in their place.
    // One rule (the phone counts correct) for the count, the colour and the words of each sound.
    const sounds = screen.getByRole('list', { name: '3 個の音のうち、2 個がよく言えました' });
    const good = screen.getByRole('button', { name: '「r」の音：よく言えた（92 点）' });
    expect(sounds).toContainElement(good);
    expect(good).toHaveClass('phoneme-chip--good');
    expect(screen.getByRole('button', { name: '「e」の音：よく言えた（64 点）' })).toHaveClass(
      'phoneme-chip--good',
    );
    const weak = screen.getByRole('button', { name: '「d」の音：もう少し練習（20 点）' });
    expect(weak).toHaveClass('phoneme-chip--work-on');
    // The score with its unit.
    expect(weak).toHaveTextContent('d/d/20 点');
    // eslint-disable-next-line testing-library/no-node-access -- the triangle is an aria-hidden SVG glyph: no role or name to query
    expect(weak.querySelector('.glyph-icon--triangle')).not.toBeNull();
    const legend = screen.getByRole('list', { name: '記号の意味' });
    expect(legend).toHaveTextContent('よく言えたもう少し練習');
    // eslint-disable-next-line testing-library/no-node-access -- the legend's marks are aria-hidden SVG glyphs: no role or name to query
    expect([...legend.querySelectorAll('svg')].map((mark) => mark.getAttribute('class'))).toEqual([
      'glyph-icon glyph-icon--check',
      'glyph-icon glyph-icon--triangle',
    ]);
    // The weak sound: the model and its tip.
    await userEvent.click(weak);
    expect(play).toHaveBeenCalledWith(item.question.audio);
    expect(screen.getByText('「d」の音のコツ')).toBeVisible();
    play.mockRestore();
    const compare = screen.getByRole('group', { name: '聞きくらべてみよう' });
    expect(compare).toContainElement(screen.getByRole('button', { name: 'お手本' }));
    expect(compare).toContainElement(screen.getByRole('button', { name: 'あなたの録音' }));
  });

  it('asks to check the word’s pronunciation after an evaluation failure (spec 8)', () => {
    renderAnswered(
      drillPronunciationKind.outcome(
        {
          operation: 'submitDrillAnswer',
          value: { submittedAnswer: null, learnStatus: down, correction: 'ɹɛd' },
        },
        failed(),
        question,
        0,
      ),
      'en',
    );
    expect(
      screen.getByText(
        "We couldn't evaluate your pronunciation this time. Check how the word is pronounced, then try recording again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Your recording' })).toBeInTheDocument();
  });

  it('does not ask to record again once the evaluation has failed for the last time', () => {
    renderAnswered(
      drillPronunciationKind.outcome(
        {
          operation: 'submitDrillAnswer',
          value: { submittedAnswer: null, learnStatus: down, correction: 'ɹɛd' },
        },
        failed(),
        question,
        2,
      ),
      'en',
    );
    expect(
      screen.getByText(
        "We couldn't evaluate your pronunciation this time. Listen to the model, then go on to the next question.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/try recording again/)).not.toBeInTheDocument();
  });

  it('counts, colours and scores in points in English too', () => {
    renderAnswered(
      drillPronunciationKind.outcome(
        {
          operation: 'submitDrillAnswer',
          value: { submittedAnswer: 'rɛd', learnStatus: up, correction: null },
        },
        evaluated([phone('r', 0.92), phone('ɛ', 0.74), phone('d', 0.2)]),
        question,
        0,
      ),
      'en',
    );
    expect(screen.getByRole('list', { name: 'You said 2 of 3 sounds well' })).toBeInTheDocument();
    const weak = screen.getByRole('button', {
      name: 'The “d” sound: Practise this one (20 points)',
    });
    expect(weak).toHaveTextContent('d/d/20 points');
    expect(
      screen.getByRole('button', { name: 'The “e” sound: Said well (74 points)' }),
    ).toHaveClass('phoneme-chip--good');
  });

  it('offers only the model after a skip', () => {
    renderAnswered(
      drillPronunciationKind.outcome(
        {
          operation: 'submitDrillAnswer',
          value: { submittedAnswer: null, learnStatus: down, correction: 'ɹɛd' },
        },
        null,
        question,
        0,
      ),
    );
    expect(screen.getByRole('button', { name: 'お手本' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'あなたの録音' })).toBeNull();
  });
});

describe('pronunciation drill sounds', () => {
  it.each([
    [0.95, 'good'],
    [0.51, 'good'],
    [0.5, 'work-on'],
    [0, 'work-on'],
    [Number.NaN, 'work-on'],
  ] as const)('a sound scored %s is %s (spec 5’s threshold, the only one)', (score, level) => {
    expect(levelOf(score)).toBe(level);
  });

  it('shows the card’s phonemes when the engine scored as many, else the engine’s', () => {
    expect(shownPhones(['b', 'l', 'uː'], null)).toEqual([
      { symbol: 'b', score: null, level: null },
      { symbol: 'l', score: null, level: null },
      { symbol: 'uː', score: null, level: null },
    ]);
    expect(
      shownPhones(
        ['b', 'l', 'uː'],
        [phone('b', 1), phone('l', 1), phone('ʌ', 1), phone('ɛ', 0)],
      ).map((shown) => shown.symbol),
    ).toEqual(['b', 'l', 'ʌ', 'ɛ']);
  });

  it('passes a word with enough phones and fewer than 2 wrong', () => {
    expect(passes([phone('a', 1), phone('b', 0)], 2)).toBe(true);
    expect(passes([phone('a', 0), phone('b', 0)], 2)).toBe(false);
    expect(passes([phone('a', 1)], 2)).toBe(false);
    expect(passes([], 0)).toBe(false);
  });

  it('finds a tip for each sound', () => {
    expect(tipOf('ɹ')).toBe('r');
    expect(tipOf('ɜː')).toBe('er');
    expect(tipOf('ˈæ')).toBe('ae');
    expect(tipOf('oːɹ')).toBe('diphthong');
    expect(tipOf('ʔ')).toBe('other');
  });
});
