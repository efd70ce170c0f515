import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enPronunciation from '../../../../i18n/en/exercise-pronunciation';
import enSpeaking from '../../../../i18n/en/exercise-speaking';
import enUi from '../../../../i18n/en/ui';
import jaPronunciation from '../../../../i18n/ja/exercise-pronunciation';
import jaSpeaking from '../../../../i18n/ja/exercise-speaking';
import jaUi from '../../../../i18n/ja/ui';
import { audioService } from '../../../../lib/services/audio/audio-service';
import * as speakingTurn from '../../speaking/use-speaking-turn';
import type { SpeakingAnswer } from '../../speaking/speaking-task';
import type { SpeakingTurn, UseSpeakingTurnOptions } from '../../speaking/use-speaking-turn';
import { renderHiding, REVEAL } from '../display-language-render';
import type { Outcome, PlayerQuestion, QuestionProps } from '../kind';
import { readingOutcome, type ReadingAnswer } from './reading-rules';
import { sentenceReadingKind } from './sentence-reading-kind';
import {
  answer,
  RUN,
  SENTENCE,
  SENTENCE_ITEM,
  sentenceQuestion,
  wordQuestion,
  logged,
} from './test-fixtures';
import { standInSpeakingTurn } from '../../speaking/stand-in-speaking-turn';

// The kind's screens over a stand-in speaking turn (the shared module records and recognises; its
// own tests cover that): what is to be read, what reaches the player, and the feedback.

const speaking = {
  options: null as UseSpeakingTurnOptions | null,
  phase: 'idle' as string,
};

// A spy on the module's export, restored after each test: the files of a worker share their modules.
beforeEach(() => {
  vi.spyOn(speakingTurn, 'useSpeakingTurn').mockImplementation(
    (options: UseSpeakingTurnOptions): SpeakingTurn => {
      speaking.options = options;
      return standInSpeakingTurn({ phase: speaking.phase as SpeakingTurn['phase'] });
    },
  );
});

afterEach(() => {
  speaking.options = null;
  speaking.phase = 'idle';
  vi.restoreAllMocks();
});

const CATALOGUES = {
  ja: { ...jaSpeaking, ...jaPronunciation, ...jaUi },
  en: { ...enSpeaking, ...enPronunciation, ...enUi },
};

function renderIn(lang: 'ja' | 'en', ui: ReactElement) {
  return render(
    <IntlProvider locale={lang} messages={CATALOGUES[lang]}>
      {ui}
    </IntlProvider>,
  );
}

const { Question } = sentenceReadingKind;
const Answered = sentenceReadingKind.Answered!;

function renderQuestion(
  question: PlayerQuestion,
  props: Partial<QuestionProps<ReadingAnswer>> = {},
  lang: 'ja' | 'en' = 'ja',
) {
  const onAnswer = vi.fn<(answer: ReadingAnswer) => void>();
  renderIn(
    lang,
    <Question
      question={question}
      attempt={0}
      previous={null}
      onAnswer={onAnswer}
      disabled={false}
      hints={false}
      run={RUN}
      {...props}
    />,
  );
  return onAnswer;
}

const recognised = (text: string, pronScore: number): SpeakingAnswer => ({
  type: 'recognized',
  input: 'voice',
  recognition: { text, displayText: `${text}.`, lexical: text.toLowerCase(), pronScore },
  recordingUrl: '/recordings/abc.wav',
  seconds: 3.2,
  responseTimeMs: 4100.4,
  retries: 1,
});

describe('the sentence to read', () => {
  it('shows the sentence, its meaning and the record button, and reads it with the recogniser', () => {
    renderQuestion(sentenceQuestion);
    expect(screen.getByText(/^英文を声に出して読んでみよう。/)).toBeInTheDocument();
    expect(screen.getByText(SENTENCE)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(SENTENCE_ITEM.translation, { exact: false })).toHaveAttribute(
      'lang',
      'ja',
    );
    expect(screen.getByRole('button', { name: '録音する' })).toBeEnabled();
    expect(screen.queryByText('発音に気をつけたい単語')).not.toBeInTheDocument();
    expect(speaking.options).toMatchObject({
      task: { kind: 'recognize', expectedText: SENTENCE },
      log: {
        courseUuid: 'course-1',
        exerciseType: 10,
        exerciseUuid: 'reading-1',
        logId: 7,
        problemUuid: 'p-sentence',
      },
      disabled: false,
    });
  });

  it('shows the words to take care with and their meanings (no bare phonetic letters) with hints on', () => {
    renderQuestion(sentenceQuestion, { hints: true });
    const hints = screen.getByRole('list');
    expect(within(hints).getAllByRole('listitem')).toHaveLength(3);
    expect(within(hints).getByText('picnic')).toHaveAttribute('lang', 'en');
    expect(hints).toHaveTextContent('picnic picnicの意味');
    expect(hints).not.toHaveTextContent('/pɪ/');
  });

  it('hands the player the recognised text and score, and nothing for other answers', () => {
    const onAnswer = renderQuestion(sentenceQuestion);
    speaking.options!.onAnswer({
      type: 'evaluated',
      phones: [],
      recordingUrl: null,
      seconds: 1,
      retries: 0,
    });
    expect(onAnswer).not.toHaveBeenCalled();
    speaking.options!.onAnswer(recognised("Let's take a picnic", 64));
    expect(onAnswer).toHaveBeenCalledWith({
      text: "Let's take a picnic",
      displayText: "Let's take a picnic.",
      pronScore: 64,
      recordingUrl: '/recordings/abc.wav',
      responseTime: 4100,
    });
  });

  it('stops the model when the learner starts to read', () => {
    const stop = vi.spyOn(audioService, 'stop').mockImplementation(() => undefined);
    speaking.phase = 'recording';
    renderQuestion(sentenceQuestion);
    expect(stop).toHaveBeenCalled();
  });

  it('is read-only while the answer is on its way', () => {
    renderQuestion(sentenceQuestion, { disabled: true });
    expect(speaking.options?.disabled).toBe(true);
    expect(screen.getByRole('button', { name: '録音する' })).toBeDisabled();
  });
});

describe('a word practised on its own', () => {
  it('shows the word large with its sounds and meaning, read with the recogniser', () => {
    renderQuestion(wordQuestion, {}, 'en');
    expect(screen.getByText('Listen to the model, then read this word aloud.')).toBeInTheDocument();
    expect(screen.getByText('weather')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/\/pɪ\//)).toHaveTextContent(
      'Phonetic symbols (how dictionaries write the sounds): /pɪ/',
    );
    // The meaning's paragraph names it for a screen reader (a visually hidden label before it).
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === 'Meaning: weatherの意味',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
    expect(speaking.options?.task).toEqual({ kind: 'recognize', expectedText: 'weather' });
  });
});

describe.each(['ja', 'en'] as const)('the meaning, as the display language asks (%s)', (locale) => {
  it.each([
    ['sentence', sentenceQuestion, SENTENCE, SENTENCE_ITEM.translation],
    ['word', wordQuestion, 'weather', 'weatherの意味'],
  ] as const)(
    'hides the meaning of the %s behind 「・・・」 until pressed, never the English to read',
    async (_, question, english, meaning) => {
      renderHiding(
        'translation',
        locale,
        CATALOGUES[locale],
        <Question
          question={question}
          attempt={0}
          previous={null}
          onAnswer={vi.fn()}
          disabled={true}
          hints={false}
          run={RUN}
        />,
      );
      expect(screen.getByText(english)).toBeInTheDocument();
      expect(screen.queryByText(meaning)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: REVEAL[locale].translation }));
      expect(screen.getByText(meaning)).toHaveAttribute('lang', 'ja');
    },
  );
});

it('says so, in the learner’s language, when the question cannot be shown', () => {
  const broken: PlayerQuestion = {
    ...sentenceQuestion,
    item: { type: 'PLAIN_TEXT', text: '', translation: null },
    body: [],
  };
  renderQuestion(broken, {}, 'en');
  expect(screen.getByRole('alert')).toHaveTextContent('This question could not be shown.');
  expect(screen.queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();
});

const heardWithout = (...missing: string[]) =>
  SENTENCE.split(' ')
    .filter((word) => !missing.includes(word))
    .join(' ');

function outcomeOf(text: string, score: number, correct = false): Outcome {
  return readingOutcome(
    logged({ isCorrect: correct, correction: correct ? null : SENTENCE }),
    answer(text, score),
    sentenceQuestion,
  );
}

describe('after reading the sentence', () => {
  it('shows the score, the sentence with the missed words marked, and the recordings to compare', async () => {
    const play = vi.spyOn(audioService, 'play').mockResolvedValue(undefined);
    renderIn(
      'ja',
      <Answered question={sentenceQuestion} outcome={outcomeOf(heardWithout('picnic'), 74)} />,
    );
    expect(screen.getByText('発音スコア')).toBeInTheDocument();
    expect(screen.getByText('74 点（100 点満点）')).toBeInTheDocument();
    // One verdict: the sheet's heading says the band's words, this part no second praise.
    expect(screen.queryByText(/おしい|よく読めました|すばらしい/)).not.toBeInTheDocument();

    const marks = screen.getAllByRole('mark');
    expect(marks.map((mark) => mark.textContent)).toEqual(['picnic（聞き取れなかった単語）']);
    // eslint-disable-next-line testing-library/no-node-access -- the sentence's paragraph has no role or name: its lang attribute is what is checked
    expect(marks[0]!.closest('p')).toHaveAttribute('lang', 'en');
    expect(within(marks[0]!).getByText('（聞き取れなかった単語）')).toHaveAttribute('lang', 'ja');
    expect(screen.getByText(/^聞き取れなかった単語（1 個）/)).toHaveTextContent(
      '聞き取れなかった単語（1 個）：picnic',
    );
    expect(screen.getByText(/^結果の画面から/)).toHaveTextContent(
      '結果の画面から、picnic を 1 つずつ練習できます。',
    );

    const compare = screen.getByRole('group', { name: '聞きくらべてみよう' });
    expect(within(compare).getByRole('button', { name: '自分の声を聞く' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- no browser player: an <audio> element has no role to query its absence by
    expect(compare.querySelector('audio')).toBeNull();
    await userEvent.click(within(compare).getByRole('button', { name: 'お手本' }));
    expect(play).toHaveBeenCalledWith(sentenceQuestion.audio);
  });

  it('lists every missed word in English too, each to be practised', () => {
    renderIn(
      'en',
      <Answered
        question={sentenceQuestion}
        outcome={outcomeOf(heardWithout('picnic', 'weather', 'nice.'), 35)}
      />,
    );
    expect(screen.getByText('35 out of 100')).toBeInTheDocument();
    expect(screen.getByText(/^Words we did not catch/)).toHaveTextContent(
      'Words we did not catch: picnic, weather, nice',
    );
    expect(screen.getByText(/^On the result screen/)).toHaveTextContent(
      'On the result screen you can practise picnic, weather, nice one word at a time.',
    );
    expect(screen.getAllByRole('mark')).toHaveLength(3);
  });

  it('says every word was heard when none was missed', () => {
    renderIn(
      'ja',
      <Answered question={sentenceQuestion} outcome={outcomeOf(SENTENCE, 96, true)} />,
    );
    expect(screen.getByText('すべての単語が聞き取れました！')).toBeInTheDocument();
    expect(screen.queryAllByRole('mark')).toHaveLength(0);
    expect(screen.queryByText(/^結果の画面から/)).not.toBeInTheDocument();
  });

  it('shows nothing more for a skip', () => {
    const { container } = renderIn(
      'ja',
      <Answered
        question={sentenceQuestion}
        outcome={readingOutcome(null, null, sentenceQuestion)}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

it('after reading a word shows its score and the recordings, without a sentence', () => {
  const outcome = readingOutcome(
    logged({ isCorrect: true, correction: null }),
    answer('weather', 82),
    wordQuestion,
  );
  renderIn('ja', <Answered question={wordQuestion} outcome={outcome} />);
  expect(screen.getByText('82 点（100 点満点）')).toBeInTheDocument();
  expect(screen.queryByText(/聞き取れなかった単語/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'お手本' })).toBeInTheDocument();
});

it('reads as the sentence (or the word) in the review, and is a kind with a practice run', () => {
  expect(sentenceReadingKind.reviewText(sentenceQuestion)).toBe(SENTENCE);
  expect(sentenceReadingKind.reviewText(wordQuestion)).toBe('weather');
  expect(sentenceReadingKind.practiceRun).toBe(true);
  expect(sentenceReadingKind.drill).toBeUndefined();
  expect(sentenceReadingKind.endBody).toBeDefined();
  expect(sentenceReadingKind.practiceProblems).toBeDefined();
});
