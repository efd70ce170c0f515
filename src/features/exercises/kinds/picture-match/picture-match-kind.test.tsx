import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { ExerciseAnswerLogResult } from '../../../../api/generated/model/exerciseAnswerLogResult';
import type { PictureMatchProblemBodyItem } from '../../../../api/generated/model/pictureMatchProblemBodyItem';
import ja from '../../../../i18n/ja/exercise-choice-kinds';
import type { Outcome, PlayerQuestion, QuestionProps, RunContext } from '../kind';
import type { ChoiceAnswer } from '../choice/choice-answer';
import { pictureMatchKind } from './picture-match-kind';
import type { CallResult } from '../../player/call-operations';

const item: PictureMatchProblemBodyItem = {
  type: 'PICTURE_MATCH_PROBLEM',
  problemUuid: 'p-apple',
  word: 'apple',
  audio: { url: '/content/audio/us/apple.mp3', britishUrl: null },
  options: [
    { id: 'a', imageUrl: '/content/images/picture-match/dog.svg' },
    { id: 'b', imageUrl: '/content/images/picture-match/apple.svg' },
    { id: 'c', imageUrl: '/content/images/picture-match/car.svg' },
    { id: 'd', imageUrl: '/content/images/picture-match/tree.svg' },
  ],
};
const question: PlayerQuestion = {
  problemUuid: 'p-apple',
  item,
  body: [item],
  footer: [
    { type: 'CHOICE', problemUuid: 'p-apple' },
    { type: 'SKIP', problemUuid: 'p-apple' },
  ],
  audio: item.audio,
};
const run: RunContext = {
  courseUuid: 'course-1',
  exerciseType: 8,
  exerciseUuid: 'exercise-8',
  logId: 7,
  mode: 'test',
  personalised: false,
};
const result = (fields: Partial<ExerciseAnswerLogResult>): CallResult<'logExerciseAnswer'> => ({
  operation: 'logExerciseAnswer',
  value: {
    problemUuid: 'p-apple',
    isCorrect: true,
    retry: 0,
    learnStatus: null,
    correction: null,
    ...fields,
  },
});

function renderQuestion(props: Partial<QuestionProps<ChoiceAnswer>> = {}) {
  const onAnswer = vi.fn<(answer: ChoiceAnswer) => void>();
  const { Question } = pictureMatchKind;
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

describe('picture match question', () => {
  it('shows the word and the pictures named by number, never by the word', () => {
    renderQuestion();
    expect(screen.getByText('apple')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('group', { name: '「apple」に合う絵' })).toBeInTheDocument();
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      '選択肢 1',
      '選択肢 2',
      '選択肢 3',
      '選択肢 4',
    ]);
    expect(screen.getByRole('button', { name: '選択肢 2' })).toHaveAttribute(
      'aria-keyshortcuts',
      '2',
    );
    expect(screen.queryByRole('button', { name: /apple/ })).not.toBeInTheDocument();
  });

  it('answers with the clicked picture', async () => {
    const { onAnswer } = renderQuestion();
    await userEvent.click(screen.getByRole('button', { name: '選択肢 2' }));
    expect(onAnswer).toHaveBeenCalledWith({ optionId: 'b', responseTime: expect.any(Number) });
  });

  it('answers with the picture of a number key', async () => {
    const { onAnswer } = renderQuestion();
    await userEvent.keyboard('4');
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith({ optionId: 'd', responseTime: expect.any(Number) });
  });

  it('ignores number keys with a modifier', async () => {
    const { onAnswer } = renderQuestion();
    await userEvent.keyboard('{Control>}1{/Control}');
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('picture match calls and outcome', () => {
  it('logs the picture id', () => {
    expect(
      pictureMatchKind.answerCall({ optionId: 'c', responseTime: 2500 }, run, question, 0),
    ).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        8,
        'exercise-8',
        { logId: 7, problemUuid: 'p-apple', answer: 'c', skipped: false, responseTime: 2500 },
      ],
    });
  });

  it('skips with a null answer', () => {
    expect(pictureMatchKind.skipCall(run, question, 0)).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        8,
        'exercise-8',
        { logId: 7, problemUuid: 'p-apple', answer: null, skipped: true },
      ],
    });
  });

  it('reads correct, wrong and skipped answers', () => {
    expect(
      pictureMatchKind.outcome(
        result({ isCorrect: true }),
        { optionId: 'b', responseTime: 1 },
        question,
        0,
      ),
    ).toEqual<Outcome>({
      correct: true,
      skipped: false,
      given: null,
      correction: null,
      meaning: null,
      nextAttempt: null,
      learnStatus: null,
      detail: { chosenId: 'b', correctId: 'b' },
    });
    expect(
      pictureMatchKind.outcome(
        result({ isCorrect: false, correction: 'b' }),
        { optionId: 'a', responseTime: 1 },
        question,
        0,
      ),
    ).toMatchObject({ correct: false, skipped: false, detail: { chosenId: 'a', correctId: 'b' } });
    expect(
      pictureMatchKind.outcome(result({ isCorrect: false, correction: 'b' }), null, question, 0),
    ).toMatchObject({ correct: false, skipped: true, detail: { chosenId: null, correctId: 'b' } });
    expect(pictureMatchKind.reviewText(question)).toBe('apple');
  });

  it('names the right picture by the word in the review, and the chosen one by its number', () => {
    const { ReviewDetail: Answered } = pictureMatchKind;
    if (!Answered) throw new Error('no review part');
    const outcome = pictureMatchKind.outcome(
      result({ isCorrect: false, correction: 'b' }),
      { optionId: 'c', responseTime: 1 },
      question,
      0,
    );
    render(
      <IntlProvider locale="ja" messages={ja}>
        <Answered question={question} outcome={outcome} />
      </IntlProvider>,
    );
    expect(screen.getByRole('img', { name: 'apple' })).toHaveAttribute(
      'src',
      '/content/images/picture-match/apple.svg',
    );
    expect(screen.getByRole('img', { name: '選択肢 3' })).toHaveAttribute(
      'src',
      '/content/images/picture-match/car.svg',
    );
    expect(screen.getByText('「apple」の絵')).toBeInTheDocument();
    expect(screen.getByText('あなたが選んだ絵')).toBeInTheDocument();
  });
});
