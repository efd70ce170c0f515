import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { DrillAnswerResult } from '../../../../api/generated/model/drillAnswerResult';
import type { DrillListeningBodyItem } from '../../../../api/generated/model/drillListeningBodyItem';
import type { LearnStatusChange } from '../../../../api/generated/model/learnStatusChange';
import en from '../../../../i18n/en/exercise-choice-kinds';
import ja from '../../../../i18n/ja/exercise-choice-kinds';
import { audioService } from '../../../../lib/services/audio/audio-service';
import { renderHiding, REVEAL } from '../display-language-render';
import type { PlayerQuestion, QuestionProps, RunContext } from '../kind';
import type { ChoiceAnswer } from '../choice/choice-answer';
import { drillListeningKind } from './drill-listening-kind';
import type { CallResult } from '../../player/call-operations';

const item: DrillListeningBodyItem = {
  type: 'DRILL_LISTENING',
  question: {
    uuid: 'card-light',
    type: 5,
    learnedStatus: 0,
    prompt: null,
    translation: null,
    options: [
      { id: 'a', text: 'right', translation: '右' },
      { id: 'b', text: 'light', translation: '光' },
      { id: 'c', text: 'night', translation: '夜' },
      { id: 'd', text: 'write', translation: '書く' },
    ],
    audio: { url: '/content/audio/us/light.mp3', britishUrl: null },
    ipa: [],
  },
};
const question: PlayerQuestion = {
  problemUuid: 'card-light',
  item,
  body: [item],
  footer: [],
  audio: item.question.audio,
};
const run: RunContext = {
  courseUuid: 'course-1',
  exerciseType: 5,
  exerciseUuid: 'drill-5',
  logId: 12,
  mode: 'practice',
  personalised: false,
};
const status: LearnStatusChange = {
  newLearnStatus: 1,
  hasNewLearnedBadge: false,
  hasIncreased: true,
};
const drillResult = (fields: Partial<DrillAnswerResult>): CallResult<'submitDrillAnswer'> => ({
  operation: 'submitDrillAnswer',
  value: { submittedAnswer: 'b', learnStatus: status, correction: null, ...fields },
});

function renderQuestion(props: Partial<QuestionProps<ChoiceAnswer>> = {}) {
  const onAnswer = vi.fn<(answer: ChoiceAnswer) => void>();
  const { Question } = drillListeningKind;
  render(
    <IntlProvider locale="ja" messages={ja}>
      <Question
        question={question}
        attempt={0}
        previous={null}
        onAnswer={onAnswer}
        disabled={false}
        hints={true}
        {...props}
      />
    </IntlProvider>,
  );
  return { onAnswer };
}

describe('listening drill question', () => {
  it('shows a listen cue instead of the word, the learned status, and English words without meanings', () => {
    renderQuestion();
    expect(screen.getByText('覚えた度 0/3')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'よく聞いてみよう' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'light' })).toHaveAttribute('aria-keyshortcuts', '2');
    expect(screen.queryByText('光')).not.toBeInTheDocument();
  });

  it('answers with a number key', async () => {
    const { onAnswer } = renderQuestion();
    await userEvent.keyboard('4');
    expect(onAnswer).toHaveBeenCalledWith({ optionId: 'd', responseTime: expect.any(Number) });
  });

  it('answers with a click', async () => {
    const { onAnswer } = renderQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'night' }));
    expect(onAnswer).toHaveBeenCalledWith({ optionId: 'c', responseTime: expect.any(Number) });
  });
});

describe('listening drill calls and outcome', () => {
  it('submits in a practice run with practice=1', () => {
    expect(
      drillListeningKind.answerCall({ optionId: 'b', responseTime: 640 }, run, question, 0),
    ).toEqual({
      operation: 'submitDrillAnswer',
      args: [
        'course-1',
        5,
        'drill-5',
        { uuid: 'card-light', logId: 12, answer: 'b', responseTime: 640 },
        { practice: 1 },
      ],
    });
    expect(drillListeningKind.skipCall(run, question, 0)).toEqual({
      operation: 'submitDrillAnswer',
      args: [
        'course-1',
        5,
        'drill-5',
        { uuid: 'card-light', logId: 12, skipped: true, retry: 0 },
        { practice: 1 },
      ],
    });
  });

  it('gives the heard word and its meaning when wrong', () => {
    const outcome = drillListeningKind.outcome(
      drillResult({ submittedAnswer: 'a', correction: 'b' }),
      { optionId: 'a', responseTime: 1 },
      question,
      0,
    );
    expect(outcome).toMatchObject({
      correct: false,
      given: 'right',
      correction: 'light',
      meaning: '光',
      learnStatus: status,
      detail: { chosenId: 'a', correctId: 'b' },
    });
  });

  it('gives the word meaning when right', () => {
    expect(
      drillListeningKind.outcome(drillResult({}), { optionId: 'b', responseTime: 1 }, question, 0),
    ).toMatchObject({ correct: true, correction: null, meaning: '光' });
  });

  it('names the card in the review by the words it offered', () => {
    expect(drillListeningKind.reviewText(question)).toBe('right / light / night / write');
    expect(drillListeningKind.drill).toBe(true);
  });

  it('shows the words with their meanings after answering', () => {
    const { Answered } = drillListeningKind;
    if (!Answered) throw new Error('no Answered part');
    const outcome = drillListeningKind.outcome(
      drillResult({ submittedAnswer: 'c', correction: 'b' }),
      { optionId: 'c', responseTime: 1 },
      question,
      0,
    );
    render(
      <IntlProvider locale="ja" messages={ja}>
        <Answered question={question} outcome={outcome} />
      </IntlProvider>,
    );
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'right右',
      'light光正解',
      'night夜あなたの答え',
      'write書く',
    ]);
  });
});

describe('listening drill: the word heard, after answering', () => {
  function renderPart(part: 'Answered' | 'ReviewDetail', locale: 'ja' | 'en') {
    const Part = drillListeningKind[part];
    if (!Part) throw new Error(`no ${part} part`);
    const outcome = drillListeningKind.outcome(
      drillResult({ submittedAnswer: 'c', correction: 'b' }),
      { optionId: 'c', responseTime: 1 },
      question,
      0,
    );
    render(
      <IntlProvider locale={locale} messages={locale === 'ja' ? ja : en}>
        <Part question={question} outcome={outcome} />
      </IntlProvider>,
    );
  }

  it.each([
    ['ja', '聞こえた単語', '単語をもう一度聞く'],
    ['en', 'The word you heard', 'Hear the word again'],
  ] as const)(
    'the sheet (%s) shows the word heard with its meaning and replays it',
    async (locale, label, replay) => {
      const play = vi.spyOn(audioService, 'play').mockResolvedValue();
      renderPart('Answered', locale);
      const heard = screen.getByRole('group', { name: label });
      expect(within(heard).getByText('light')).toHaveAttribute('lang', 'en');
      expect(within(heard).getByText('光')).toHaveAttribute('lang', 'ja');
      await userEvent.click(within(heard).getByRole('button', { name: replay }));
      expect(play).toHaveBeenCalledWith(question.audio);
      play.mockRestore();
    },
  );

  it.each([
    ['ja', '単語をもう一度聞く'],
    ['en', 'Hear the word again'],
  ] as const)('the review row (%s) replays the word', async (locale, replay) => {
    const play = vi.spyOn(audioService, 'play').mockResolvedValue();
    renderPart('ReviewDetail', locale);
    await userEvent.click(screen.getByRole('button', { name: replay }));
    expect(play).toHaveBeenCalledWith(question.audio);
    play.mockRestore();
  });
});

describe.each([
  ['ja', ja],
  ['en', en],
] as const)(
  'listening drill after answering, as the display language asks (%s)',
  (locale, messages) => {
    function renderAnswered(hidden: 'english' | 'translation') {
      const { Answered } = drillListeningKind;
      if (!Answered) throw new Error('no Answered part');
      const outcome = drillListeningKind.outcome(
        drillResult({ submittedAnswer: 'c', correction: 'b' }),
        { optionId: 'c', responseTime: 1 },
        question,
        0,
      );
      renderHiding(hidden, locale, messages, <Answered question={question} outcome={outcome} />);
    }

    it('hides the English words behind 「・・・」, keeping their meanings and which was right', async () => {
      renderAnswered('english');
      expect(screen.queryByText('light')).not.toBeInTheDocument();
      expect(screen.queryByText('night')).not.toBeInTheDocument();
      expect(screen.getAllByText('光')).toHaveLength(2);
      // The word heard, then the four words.
      const buttons = screen.getAllByRole('button', { name: REVEAL[locale].english });
      expect(buttons).toHaveLength(5);
      await userEvent.click(buttons[0]!);
      expect(screen.getByText('light')).toHaveAttribute('lang', 'en');
    });

    it('hides the meanings behind 「・・・」, keeping the English words', async () => {
      renderAnswered('translation');
      expect(screen.getAllByText('light')).toHaveLength(2);
      for (const meaning of ['右', '光', '夜', '書く'])
        expect(screen.queryByText(meaning)).not.toBeInTheDocument();
      const buttons = screen.getAllByRole('button', { name: REVEAL[locale].translation });
      expect(buttons).toHaveLength(5);
      await userEvent.click(buttons[0]!);
      expect(screen.getByText('光')).toHaveAttribute('lang', 'ja');
    });
  },
);
