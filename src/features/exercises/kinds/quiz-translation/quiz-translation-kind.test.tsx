import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TranslationQuizProblemBodyItem } from '../../../../api/generated/model/translationQuizProblemBodyItem';
import { questionOf, renderJa, RUN } from '../text-entry/test-helpers';
import { quizTranslationKind } from './quiz-translation-kind';

const ITEM: TranslationQuizProblemBodyItem = {
  type: 'TRANSLATION_QUIZ_PROBLEM',
  problemUuid: 'p-quiz',
  prompt: '私は毎朝コーヒーを飲みます。',
  hintWords: ['coffee', 'every'],
  wordCount: 6,
};
const question = questionOf(ITEM);
const { Question } = quizTranslationKind;

describe('quizTranslationKind.Question', () => {
  it('shows the prompt, the word count and the hint words only with hints on', () => {
    const { rerender } = renderJa(
      <Question
        question={question}
        attempt={0}
        previous={null}
        onAnswer={vi.fn()}
        disabled={false}
        hints={false}
      />,
    );
    expect(screen.getByText(ITEM.prompt)).toBeInTheDocument();
    expect(screen.getByText('6語の英文')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'ヒントの単語' })).not.toBeInTheDocument();
    rerender(
      <Question
        question={question}
        attempt={0}
        previous={null}
        onAnswer={vi.fn()}
        disabled={false}
        hints
      />,
    );
    const hints = screen.getByRole('list', { name: 'ヒントの単語' });
    expect(hints).toHaveTextContent('coffee');
    expect(hints).toHaveTextContent('every');
  });

  it('answers with Enter, never during IME composition', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderJa(
      <Question
        question={question}
        attempt={0}
        previous={null}
        onAnswer={onAnswer}
        disabled={false}
        hints={false}
      />,
    );
    const field = screen.getByRole('textbox', { name: '英語で書こう' });
    expect(field).toHaveFocus();
    await user.type(field, 'I drink coffee every morning');
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 229 });
    expect(onAnswer).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith({
      text: 'I drink coffee every morning',
      responseTime: expect.any(Number),
    });
  });

  it('does not answer while disabled', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderJa(
      <Question
        question={question}
        attempt={0}
        previous={null}
        onAnswer={onAnswer}
        disabled
        hints={false}
      />,
    );
    expect(screen.getByRole('button', { name: '答え合わせ' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('quizTranslationKind calls and outcome', () => {
  it('submits through submitTranslationQuizAnswer', () => {
    expect(
      quizTranslationKind.answerCall(
        { text: 'I drink coffee', responseTime: 1200 },
        RUN,
        question,
        0,
      ),
    ).toEqual({
      operation: 'submitTranslationQuizAnswer',
      args: [
        'course-1',
        3,
        'exercise-1',
        { logId: 42, problemUuid: 'p-quiz', answer: 'I drink coffee', responseTime: 1200 },
      ],
    });
  });

  it('skips through logExerciseAnswer', () => {
    expect(quizTranslationKind.skipCall(RUN, question, 0)).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        3,
        'exercise-1',
        { logId: 42, problemUuid: 'p-quiz', answer: null, skipped: true },
      ],
    });
  });

  it('reads the result', () => {
    const answer = { text: 'I  drink tea', responseTime: 1 };
    expect(
      quizTranslationKind.outcome(
        {
          operation: 'submitTranslationQuizAnswer',
          value: { isCorrect: false, correction: 'I drink coffee every morning.' },
        },
        answer,
        question,
        0,
      ),
    ).toEqual({
      correct: false,
      skipped: false,
      given: 'I drink tea',
      correction: 'I drink coffee every morning.',
      meaning: ITEM.prompt,
      nextAttempt: null,
      learnStatus: null,
    });
    expect(
      quizTranslationKind.outcome(
        { operation: 'submitTranslationQuizAnswer', value: { isCorrect: true, correction: null } },
        answer,
        question,
        0,
      ),
    ).toMatchObject({ correct: true, correction: null });
    expect(quizTranslationKind.outcome(null, null, question, 0)).toMatchObject({
      correct: false,
      skipped: true,
      given: null,
    });
    expect(quizTranslationKind.reviewText(question)).toBe(ITEM.prompt);
  });
});
