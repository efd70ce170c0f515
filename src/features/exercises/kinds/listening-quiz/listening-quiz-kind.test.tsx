import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { ExerciseAnswerLogResult } from '../../../../api/generated/model/exerciseAnswerLogResult';
import type { ListeningTranscriptLine } from '../../../../api/generated/model/listeningTranscriptLine';
import type { ListeningQuizProblemBodyItem } from '../../../../api/generated/model/listeningQuizProblemBodyItem';
import en from '../../../../i18n/en/exercise-choice-kinds';
import ja from '../../../../i18n/ja/exercise-choice-kinds';
import { audioService } from '../../../../lib/services/audio/audio-service';
import { renderHiding, REVEAL } from '../display-language-render';
import type { Outcome, PlayerQuestion, QuestionProps, RunContext } from '../kind';
import type { ChoiceAnswer } from '../choice/choice-answer';
import { listeningQuizKind } from './listening-quiz-kind';
import type { CallResult } from '../../player/call-operations';

const item: ListeningQuizProblemBodyItem = {
  type: 'LISTENING_QUIZ_PROBLEM',
  problemUuid: 'p-1',
  question: 'Where is Tom going?',
  translation: 'トムはどこへ行きますか？',
  audio: { url: '/content/audio/us/quiz-1.mp3', britishUrl: null },
  options: [
    { id: 'a', text: 'To Paris', translation: 'パリへ' },
    { id: 'b', text: 'To London', translation: 'ロンドンへ' },
    { id: 'c', text: 'To Rome', translation: 'ローマへ' },
  ],
};
const question: PlayerQuestion = {
  problemUuid: 'p-1',
  item,
  body: [item],
  footer: [
    { type: 'CHOICE', problemUuid: 'p-1' },
    { type: 'SKIP', problemUuid: 'p-1' },
  ],
  audio: item.audio,
};
const run: RunContext = {
  courseUuid: 'course-1',
  exerciseType: 7,
  exerciseUuid: 'exercise-1',
  logId: 42,
  mode: 'test',
  personalised: false,
};

function renderQuestion(props: Partial<QuestionProps<ChoiceAnswer>> = {}) {
  const onAnswer = vi.fn<(answer: ChoiceAnswer) => void>();
  const { Question } = listeningQuizKind;
  render(
    <IntlProvider locale="ja" messages={ja}>
      <Question
        question={question}
        attempt={0}
        previous={null}
        onAnswer={onAnswer}
        disabled={false}
        hints={false}
        {...props}
      />
    </IntlProvider>,
  );
  return { onAnswer };
}

const result = (fields: Partial<ExerciseAnswerLogResult>): CallResult<'logExerciseAnswer'> => ({
  operation: 'logExerciseAnswer',
  value: {
    problemUuid: 'p-1',
    isCorrect: true,
    retry: 0,
    learnStatus: null,
    correction: null,
    ...fields,
  },
});

describe('listening quiz question', () => {
  it('shows the question and numbered options, named by their text', () => {
    renderQuestion();
    expect(screen.getByText('Where is Tom going?')).toHaveAttribute('lang', 'en');
    const group = screen.getByRole('group', { name: 'Where is Tom going?' });
    expect(group).toBeInTheDocument();
    const options = screen.getAllByRole('button');
    expect(options.map((button) => button.textContent)).toEqual([
      '1To Paris',
      '2To London',
      '3To Rome',
    ]);
    expect(screen.getByRole('button', { name: 'To London' })).toHaveAttribute(
      'aria-keyshortcuts',
      '2',
    );
    expect(screen.queryByText('トムはどこへ行きますか？')).not.toBeInTheDocument();
  });

  it('shows the Japanese question under hints', () => {
    renderQuestion({ hints: true });
    expect(screen.getByText('トムはどこへ行きますか？')).toHaveAttribute('lang', 'ja');
  });

  it('answers with the clicked option and the time taken', async () => {
    const { onAnswer } = renderQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'To London' }));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith({ optionId: 'b', responseTime: expect.any(Number) });
  });

  it('answers with the option of a number key, and ignores keys without an option', async () => {
    const { onAnswer } = renderQuestion();
    await userEvent.keyboard('5');
    expect(onAnswer).not.toHaveBeenCalled();
    await userEvent.keyboard('3');
    expect(onAnswer).toHaveBeenCalledWith({ optionId: 'c', responseTime: expect.any(Number) });
  });

  it('leaves number keys to a text field that has focus', async () => {
    const { onAnswer } = renderQuestion();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await userEvent.keyboard('1');
    expect(onAnswer).not.toHaveBeenCalled();
    field.remove();
  });

  it('does not answer while disabled', async () => {
    const { onAnswer } = renderQuestion({ disabled: true });
    await userEvent.click(screen.getByRole('button', { name: 'To Paris' }));
    await userEvent.keyboard('1');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'To Paris' })).toBeDisabled();
  });

  it('moves between the options with the arrow keys', async () => {
    renderQuestion();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'To Paris' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'To London' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'To Rome' })).toHaveFocus();
  });
});

describe('listening quiz calls', () => {
  it('logs the option id with logExerciseAnswer', () => {
    expect(
      listeningQuizKind.answerCall({ optionId: 'b', responseTime: 1800 }, run, question, 0),
    ).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        7,
        'exercise-1',
        { logId: 42, problemUuid: 'p-1', answer: 'b', skipped: false, responseTime: 1800 },
      ],
    });
  });

  it('logs with logPersonalizedExercise in personalised practice', () => {
    const call = listeningQuizKind.answerCall(
      { optionId: 'a', responseTime: 900 },
      { ...run, personalised: true },
      question,
      0,
    );
    expect(call).toEqual({
      operation: 'logPersonalizedExercise',
      args: [7, { logId: 42, problemUuid: 'p-1', answer: 'a', skipped: false, responseTime: 900 }],
    });
  });

  it('skips with a null answer', () => {
    expect(listeningQuizKind.skipCall(run, question, 0)).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        7,
        'exercise-1',
        { logId: 42, problemUuid: 'p-1', answer: null, skipped: true },
      ],
    });
  });
});

describe('listening quiz outcome', () => {
  const answer = (optionId: string): ChoiceAnswer => ({ optionId, responseTime: 1000 });

  it('reads a correct answer', () => {
    const outcome = listeningQuizKind.outcome(
      result({ isCorrect: true }),
      answer('b'),
      question,
      0,
    );
    expect(outcome).toEqual<Outcome>({
      correct: true,
      skipped: false,
      given: 'To London',
      correction: null,
      meaning: 'To London — ロンドンへ',
      nextAttempt: null,
      learnStatus: null,
      detail: { chosenId: 'b', correctId: 'b', transcript: [] },
    });
  });

  it('reads a wrong answer with the correct option the backend names', () => {
    const outcome = listeningQuizKind.outcome(
      result({ isCorrect: false, correction: 'b' }),
      answer('a'),
      question,
      0,
    );
    expect(outcome).toMatchObject({
      correct: false,
      skipped: false,
      given: 'To Paris',
      correction: 'To London',
      meaning: 'To London — ロンドンへ',
      detail: { chosenId: 'a', correctId: 'b' },
    });
  });

  it('reads a wrong answer whose result does not name the right option', () => {
    const outcome = listeningQuizKind.outcome(
      result({ isCorrect: false, correction: null }),
      answer('c'),
      question,
      0,
    );
    expect(outcome).toMatchObject({
      correct: false,
      given: 'To Rome',
      correction: null,
      meaning: 'To Rome — ローマへ',
      detail: { chosenId: 'c', correctId: null },
    });
  });

  it('reads a skip', () => {
    const outcome = listeningQuizKind.outcome(
      result({ isCorrect: false, correction: 'b' }),
      null,
      question,
      0,
    );
    expect(outcome).toMatchObject({
      correct: false,
      skipped: true,
      given: null,
      correction: 'To London',
      meaning: 'To London — ロンドンへ',
    });
    expect(listeningQuizKind.outcome(null, null, question, 0)).toMatchObject({
      correct: false,
      skipped: true,
      correction: null,
    });
  });

  it('reads the review line as the question', () => {
    expect(listeningQuizKind.reviewText(question)).toBe('Where is Tom going?');
  });
});

describe('listening quiz answered part', () => {
  it('shows the question and every option with its meaning, the right one and the chosen one named', () => {
    const { Answered } = listeningQuizKind;
    if (!Answered) throw new Error('no Answered part');
    const outcome = listeningQuizKind.outcome(
      result({ isCorrect: false, correction: 'b' }),
      { optionId: 'a', responseTime: 1 },
      question,
      0,
    );
    render(
      <IntlProvider locale="ja" messages={ja}>
        <Answered question={question} outcome={outcome} />
      </IntlProvider>,
    );
    expect(screen.getByText('トムはどこへ行きますか？')).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      'To Parisパリへあなたの答え',
      'To Londonロンドンへ正解',
      'To Romeローマへ',
    ]);
  });
});

describe('listening quiz: what was heard, after answering', () => {
  const dialogue: ListeningTranscriptLine[] = [
    { voice: 'male', text: 'Are you going to Paris, Tom?', translation: 'トム、パリへ行くの？' },
    {
      voice: 'female',
      text: 'No, I am going to London.',
      translation: 'いいえ、ロンドンへ行きます。',
    },
  ];
  const missed = () =>
    listeningQuizKind.outcome(
      result({ isCorrect: false, correction: 'b', transcript: dialogue }),
      { optionId: 'a', responseTime: 1 },
      question,
      0,
    );

  function renderPart(
    part: 'Answered' | 'ReviewDetail',
    locale: 'ja' | 'en',
    outcome: Outcome = missed(),
  ) {
    const Part = listeningQuizKind[part];
    if (!Part) throw new Error(`no ${part} part`);
    render(
      <IntlProvider locale={locale} messages={locale === 'ja' ? ja : en}>
        <Part question={question} outcome={outcome} />
      </IntlProvider>,
    );
  }

  it('reads the lines the result tells into the outcome, right, wrong or skipped', () => {
    expect(missed().detail).toEqual({ chosenId: 'a', correctId: 'b', transcript: dialogue });
    const skipped = listeningQuizKind.outcome(
      result({ isCorrect: false, correction: 'b', transcript: dialogue }),
      null,
      question,
      0,
    );
    expect(skipped.detail).toMatchObject({ transcript: dialogue });
  });

  it.each([
    ['Answered', 'ja', '聞こえた英語', '男性：', '女性：', '音声をもう一度聞く'],
    ['ReviewDetail', 'ja', '聞こえた英語', '男性：', '女性：', '音声をもう一度聞く'],
    ['Answered', 'en', 'What you heard', 'Man:', 'Woman:', 'Hear it again'],
    ['ReviewDetail', 'en', 'What you heard', 'Man:', 'Woman:', 'Hear it again'],
  ] as const)(
    '%s (%s): every line with its speaker and Japanese, and a replay of the recording',
    async (part, locale, label, man, woman, replay) => {
      const play = vi.spyOn(audioService, 'play').mockResolvedValue();
      renderPart(part, locale);
      const heard = screen.getByRole('group', { name: label });
      expect(within(heard).getByText('Are you going to Paris, Tom?')).toHaveAttribute('lang', 'en');
      expect(within(heard).getByText('トム、パリへ行くの？')).toHaveAttribute('lang', 'ja');
      expect(within(heard).getByText('No, I am going to London.')).toBeInTheDocument();
      expect(within(heard).getByText('いいえ、ロンドンへ行きます。')).toBeInTheDocument();
      expect(within(heard).getByText(man)).toBeInTheDocument();
      expect(within(heard).getByText(woman)).toBeInTheDocument();
      await userEvent.click(within(heard).getByRole('button', { name: replay }));
      expect(play).toHaveBeenCalledWith(question.audio);
      // eslint-disable-next-line testing-library/no-node-access -- no browser player: an <audio> element has no role to query its absence by
      expect(document.querySelector('audio')).toBeNull();
      play.mockRestore();
    },
  );

  it('names no speaker for a single line', () => {
    const one = listeningQuizKind.outcome(
      result({ isCorrect: true, transcript: dialogue.slice(1) }),
      { optionId: 'b', responseTime: 1 },
      question,
      0,
    );
    renderPart('Answered', 'ja', one);
    const heard = screen.getByRole('group', { name: '聞こえた英語' });
    expect(within(heard).getByText('No, I am going to London.')).toBeInTheDocument();
    expect(within(heard).queryByText('女性：')).not.toBeInTheDocument();
  });

  it('shows nothing of it when the result tells no lines', () => {
    renderPart(
      'ReviewDetail',
      'ja',
      listeningQuizKind.outcome(result({ isCorrect: true }), null, question, 0),
    );
    expect(screen.queryByRole('group', { name: '聞こえた英語' })).not.toBeInTheDocument();
  });
});

describe.each([
  ['ja', ja],
  ['en', en],
] as const)(
  'listening quiz after answering, as the display language asks (%s)',
  (locale, messages) => {
    const transcript: ListeningTranscriptLine[] = [
      { voice: 'male', text: 'Are you going to Paris, Tom?', translation: 'トム、パリへ行くの？' },
    ];
    const outcome = () =>
      listeningQuizKind.outcome(
        result({ isCorrect: false, correction: 'b', transcript }),
        { optionId: 'a', responseTime: 1 },
        question,
        0,
      );
    const renderPart = (part: 'Answered' | 'ReviewDetail', hidden: 'english' | 'translation') => {
      const Part = listeningQuizKind[part];
      if (!Part) throw new Error(`no ${part} part`);
      renderHiding(hidden, locale, messages, <Part question={question} outcome={outcome()} />);
    };

    it('hides the English of what was heard and of the options behind 「・・・」 until pressed', async () => {
      renderPart('Answered', 'english');
      expect(screen.queryByText('Are you going to Paris, Tom?')).not.toBeInTheDocument();
      expect(screen.queryByText('To London')).not.toBeInTheDocument();
      expect(screen.getByText('トム、パリへ行くの？')).toBeInTheDocument();
      expect(screen.getByText('ロンドンへ')).toBeInTheDocument();
      const buttons = screen.getAllByRole('button', { name: REVEAL[locale].english });
      expect(buttons).toHaveLength(4);
      await userEvent.click(buttons[0]!);
      expect(screen.getByText('Are you going to Paris, Tom?')).toHaveAttribute('lang', 'en');
      expect(screen.queryByText('To London')).not.toBeInTheDocument();
    });

    it('hides the Japanese of what was heard, of the question and of the options', async () => {
      renderPart('Answered', 'translation');
      expect(screen.getByText('Are you going to Paris, Tom?')).toBeInTheDocument();
      expect(screen.getByText('To London')).toBeInTheDocument();
      for (const japanese of ['トム、パリへ行くの？', 'トムはどこへ行きますか？', 'ロンドンへ'])
        expect(screen.queryByText(japanese)).not.toBeInTheDocument();
      const buttons = screen.getAllByRole('button', { name: REVEAL[locale].translation });
      expect(buttons).toHaveLength(5);
      await userEvent.click(buttons[1]!);
      expect(screen.getByText('トムはどこへ行きますか？')).toHaveAttribute('lang', 'ja');
    });

    it('hides the Japanese of what was heard in the review too', () => {
      renderPart('ReviewDetail', 'translation');
      expect(screen.getByText('Are you going to Paris, Tom?')).toBeInTheDocument();
      expect(screen.queryByText('トム、パリへ行くの？')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: REVEAL[locale].translation })).toBeInTheDocument();
    });
  },
);
