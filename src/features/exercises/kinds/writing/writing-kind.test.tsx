import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WritingProblemBodyItem } from '../../../../api/generated/model/writingProblemBodyItem';
import { questionOf, renderJa, RUN } from '../text-entry/test-helpers';
import { writingKind } from './writing-kind';
import { countWords, insertPhrase } from './word-count';

const ITEM: WritingProblemBodyItem = {
  type: 'WRITING_PROBLEM',
  problemUuid: 'p-writing',
  prompt: 'Write about your weekend.',
  translation: '週末について書きましょう。',
  minWords: 3,
  maxWords: 6,
  usefulPhrases: ['I went to'],
};
const question = questionOf(ITEM);
const { Question } = writingKind;
const Answered = writingKind.Answered!;

describe('word count', () => {
  it('counts words the way the backend does', () => {
    expect(countWords('')).toBe(0);
    expect(countWords("I don't know, well-known!")).toBe(5);
    expect(countWords('Ｉ ｌｉｋｅ it')).toBe(3);
    expect(countWords('I don’t')).toBe(2);
  });

  it('inserts a phrase at the cursor with spaces around it', () => {
    expect(insertPhrase('Yesterday the park.', 'I went to', 10, 10)).toEqual({
      text: 'Yesterday I went to the park.',
      caret: 20,
    });
    expect(insertPhrase('', 'I went to', 0, 0)).toEqual({ text: 'I went to', caret: 9 });
  });
});

describe('writingKind.Question', () => {
  it('shows a live word count against the range and checks with Ctrl+Enter only', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderJa(
      <Question
        question={question}
        attempt={0}
        previous={null}
        onAnswer={onAnswer}
        disabled={false}
        hints
      />,
    );
    expect(screen.getByText('週末について書きましょう。')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'あなたの英文' });
    const check = screen.getByRole('button', { name: '答え合わせ' });
    expect(screen.getByText('0 / 3–6 語')).toBeInTheDocument();
    expect(check).toBeDisabled();
    await user.type(field, 'I played');
    expect(screen.getByText('2 / 3–6 語')).toBeInTheDocument();
    expect(screen.getByText('あと1語書いてみよう。')).toBeInTheDocument();
    expect(check).toBeEnabled();
    await user.type(field, '{Enter}tennis.');
    expect(field).toHaveValue('I played\ntennis.');
    expect(screen.getByText('ちょうどよい長さだね。')).toBeInTheDocument();
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true, keyCode: 229 });
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter', metaKey: true });
    expect(onAnswer).toHaveBeenCalledWith({
      text: 'I played\ntennis.',
      responseTime: expect.any(Number),
    });
  });

  it('hides the translation without hints and inserts a useful phrase at the cursor', async () => {
    const user = userEvent.setup();
    renderJa(
      <Question
        question={question}
        attempt={0}
        previous={null}
        onAnswer={vi.fn()}
        disabled={false}
        hints={false}
      />,
    );
    expect(screen.queryByText('週末について書きましょう。')).not.toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'あなたの英文' });
    await user.type(field, 'On Sunday the zoo.');
    (field as HTMLTextAreaElement).setSelectionRange(10, 10);
    await user.click(screen.getByRole('button', { name: '「I went to」を入れる' }));
    expect(field).toHaveValue('On Sunday I went to the zoo.');
    expect(screen.getByText('7 / 3–6 語')).toBeInTheDocument();
  });
});

describe('writingKind calls, outcome and feedback', () => {
  it('submits through submitWritingAnswer, skips through logExerciseAnswer', () => {
    expect(
      writingKind.answerCall({ text: 'I played tennis.', responseTime: 5000 }, RUN, question, 0),
    ).toEqual({
      operation: 'submitWritingAnswer',
      args: [
        'course-1',
        3,
        'exercise-1',
        { logId: 42, problemUuid: 'p-writing', text: 'I played tennis.', responseTime: 5000 },
      ],
    });
    expect(writingKind.skipCall(RUN, question, 0)).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        3,
        'exercise-1',
        { logId: 42, problemUuid: 'p-writing', answer: null, skipped: true },
      ],
    });
  });

  it('is not judged and lists the feedback with good and to-improve marks', () => {
    const result = {
      wordCount: 3,
      feedback: [
        { code: 'GOOD_LENGTH' as const, message: 'ちょうどよい長さです。' },
        { code: 'END_PUNCTUATION' as const, message: '文の終わりにピリオドなどを付けましょう。' },
      ],
    };
    const outcome = writingKind.outcome(
      result,
      { text: ' I played tennis ', responseTime: 1 },
      question,
      0,
    );
    expect(outcome).toMatchObject({
      correct: null,
      skipped: false,
      given: 'I played tennis',
      nextAttempt: null,
    });
    renderJa(<Answered question={question} outcome={outcome} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('よくできたところちょうどよい長さです。');
    expect(items[1]).toHaveTextContent('もう少しのところ文の終わりにピリオドなどを付けましょう。');
    expect(writingKind.outcome(null, null, question, 0)).toMatchObject({
      correct: null,
      skipped: true,
    });
  });
});
