import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { DrillAnswerResult } from '../../../../api/generated/model/drillAnswerResult';
import type { DrillVocabularyBodyItem } from '../../../../api/generated/model/drillVocabularyBodyItem';
import type { ExerciseAnswerLogResult } from '../../../../api/generated/model/exerciseAnswerLogResult';
import type { LearnStatusChange } from '../../../../api/generated/model/learnStatusChange';
import ja from '../../../../i18n/ja/exercise-choice-kinds';
import type { Outcome, PlayerQuestion, QuestionProps, RunContext } from '../kind';
import type { ChoiceAnswer } from '../choice/choice-answer';
import { drillVocabularyKind } from './drill-vocabulary-kind';
import type { CallResult } from '../../player/call-operations';

const item: DrillVocabularyBodyItem = {
  type: 'DRILL_VOCABULARY',
  question: {
    uuid: 'card-apple',
    type: 4,
    learnedStatus: 2,
    prompt: 'apple',
    translation: null,
    options: [
      { id: 'a', text: 'みかん', translation: null },
      { id: 'b', text: 'りんご', translation: null },
      { id: 'c', text: 'ぶどう', translation: null },
    ],
    audio: { url: '/content/audio/us/apple.mp3', britishUrl: null },
    ipa: [],
  },
};
const question: PlayerQuestion = {
  problemUuid: 'card-apple',
  item,
  body: [item],
  footer: [],
  audio: item.question.audio,
};
const run: RunContext = {
  courseUuid: 'course-1',
  exerciseType: 4,
  exerciseUuid: 'drill-4',
  logId: 11,
  mode: 'test',
  personalised: false,
};
const up: LearnStatusChange = { newLearnStatus: 3, hasNewLearnedBadge: true, hasIncreased: true };
const down: LearnStatusChange = {
  newLearnStatus: 1,
  hasNewLearnedBadge: false,
  hasIncreased: false,
};
const answer = (optionId: string): ChoiceAnswer => ({ optionId, responseTime: 1200 });

function renderQuestion(props: Partial<QuestionProps<ChoiceAnswer>> = {}) {
  const onAnswer = vi.fn<(answer: ChoiceAnswer) => void>();
  const { Question } = drillVocabularyKind;
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

describe('vocabulary drill question', () => {
  it('shows the learned status, the English word and the Japanese meanings', () => {
    renderQuestion();
    expect(screen.getByText('覚えた度 2/3')).toBeInTheDocument();
    expect(screen.getByText('apple')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('group', { name: 'apple' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'りんご' })).toHaveAttribute(
      'aria-keyshortcuts',
      '2',
    );
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('answers with a click and with a number key', async () => {
    const { onAnswer } = renderQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'ぶどう' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ optionId: 'c', responseTime: expect.any(Number) });
    await userEvent.keyboard('2');
    expect(onAnswer).toHaveBeenLastCalledWith({ optionId: 'b', responseTime: expect.any(Number) });
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it('is a drill', () => {
    expect(drillVocabularyKind.drill).toBe(true);
    expect(drillVocabularyKind.reviewText(question)).toBe('apple');
  });
});

describe('vocabulary drill calls', () => {
  it('submits the option id in a test run', () => {
    expect(drillVocabularyKind.answerCall(answer('b'), run, question, 0)).toEqual({
      operation: 'submitDrillAnswer',
      args: [
        'course-1',
        4,
        'drill-4',
        { uuid: 'card-apple', logId: 11, answer: 'b', responseTime: 1200 },
        undefined,
      ],
    });
  });

  it('submits with practice=1 in a practice run', () => {
    const call = drillVocabularyKind.answerCall(
      answer('a'),
      { ...run, mode: 'practice' },
      question,
      0,
    );
    expect(call.args[4]).toEqual({ practice: 1 });
  });

  it('logs with logPersonalizedExercise in personalised practice', () => {
    expect(
      drillVocabularyKind.answerCall(answer('b'), { ...run, personalised: true }, question, 0),
    ).toEqual({
      operation: 'logPersonalizedExercise',
      args: [
        4,
        { logId: 11, problemUuid: 'card-apple', answer: 'b', skipped: false, responseTime: 1200 },
      ],
    });
  });

  it('skips with the attempt as retry', () => {
    expect(drillVocabularyKind.skipCall(run, question, 1)).toEqual({
      operation: 'submitDrillAnswer',
      args: [
        'course-1',
        4,
        'drill-4',
        { uuid: 'card-apple', logId: 11, skipped: true, retry: 1 },
        undefined,
      ],
    });
    expect(drillVocabularyKind.skipCall({ ...run, mode: 'practice' }, question, 0).args[4]).toEqual(
      {
        practice: 1,
      },
    );
    expect(drillVocabularyKind.skipCall({ ...run, personalised: true }, question, 0)).toEqual({
      operation: 'logPersonalizedExercise',
      args: [4, { logId: 11, problemUuid: 'card-apple', answer: null, skipped: true }],
    });
  });
});

describe('vocabulary drill outcome', () => {
  const drillResult = (fields: Partial<DrillAnswerResult>): CallResult<'submitDrillAnswer'> => ({
    operation: 'submitDrillAnswer',
    value: { submittedAnswer: 'b', learnStatus: up, correction: null, ...fields },
  });

  it('reads a right answer (no correction) with the learned status', () => {
    expect(drillVocabularyKind.outcome(drillResult({}), answer('b'), question, 0)).toEqual<Outcome>(
      {
        correct: true,
        skipped: false,
        given: 'りんご',
        correction: null,
        meaning: 'りんご',
        nextAttempt: null,
        learnStatus: up,
        detail: { chosenId: 'b', correctId: 'b' },
      },
    );
  });

  it('reads a wrong answer (the correction names the right option)', () => {
    const outcome = drillVocabularyKind.outcome(
      drillResult({ submittedAnswer: 'a', correction: 'b', learnStatus: down }),
      answer('a'),
      question,
      0,
    );
    expect(outcome).toMatchObject({
      correct: false,
      skipped: false,
      given: 'みかん',
      correction: 'りんご',
      meaning: 'りんご',
      learnStatus: down,
    });
  });

  it('reads a skip (nothing recorded)', () => {
    const outcome = drillVocabularyKind.outcome(
      drillResult({ submittedAnswer: null, correction: 'b', learnStatus: down }),
      null,
      question,
      0,
    );
    expect(outcome).toMatchObject({
      correct: false,
      skipped: true,
      given: null,
      correction: 'りんご',
      learnStatus: down,
    });
  });

  it('reads a personalised log result by isCorrect', () => {
    const logged = (
      fields: Partial<ExerciseAnswerLogResult>,
    ): CallResult<'logPersonalizedExercise'> => ({
      operation: 'logPersonalizedExercise',
      value: {
        problemUuid: 'card-apple',
        isCorrect: true,
        retry: 0,
        learnStatus: up,
        correction: null,
        ...fields,
      },
    });
    expect(drillVocabularyKind.outcome(logged({}), answer('b'), question, 0)).toMatchObject({
      correct: true,
      learnStatus: up,
    });
    expect(
      drillVocabularyKind.outcome(
        logged({ isCorrect: false, correction: 'b' }),
        answer('c'),
        question,
        0,
      ),
    ).toMatchObject({ correct: false, given: 'ぶどう', correction: 'りんご' });
  });
});
