import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../i18n/en/exercise-text-kinds';
import ja from '../../../../i18n/ja/exercise-text-kinds';
import { renderHiding, REVEAL } from '../display-language-render';
import type { TypingProblemBodyItem } from '../../../../api/generated/model/typingProblemBodyItem';
import { questionOf, renderJa, RUN, TYPING_ITEM } from '../text-entry/test-helpers';
import { drillTypingKind } from './drill-typing-kind';
import { checkTyping, prepareTarget, typingProgress } from './typing-progress';
import type { ExerciseAnswerLogResult } from '../../../../api/generated/model/exerciseAnswerLogResult';
import type { CallResult } from '../../player/call-operations';

const ITEM = TYPING_ITEM;
const question = questionOf(ITEM);
const { Question } = drillTypingKind;

describe('typingProgress', () => {
  const target = prepareTarget(ITEM.sentence);

  it('accepts case, full-width letters, curly apostrophes, double spaces and left-out punctuation', () => {
    expect(typingProgress("i'm fine", target)).toMatchObject({ firstWrong: null, complete: false });
    expect(typingProgress('Ｉ’ｍ  fine thank you', target)).toMatchObject({
      firstWrong: null,
      complete: true,
    });
    expect(typingProgress("I'm fine, thank you.", target).complete).toBe(true);
  });

  it('marks the first wrong character and counts what is right so far', () => {
    const progress = typingProgress("I'm fime thank", target);
    expect(progress.firstWrong).toBe(6);
    expect(progress.matched).toBe(6);
    expect(progress.complete).toBe(false);
    expect(typingProgress('', target)).toMatchObject({ matched: 0, firstWrong: null });
  });
});

// Issue 37, item 7: the live check and the verdict use the same rule. Whatever the verdict will
// accept (the device's own judgeOffline and the backend's, the shared marking) shows no mistake
// while typing, and what the live check calls complete the verdict calls right.
describe('checkTyping agrees with the verdict', () => {
  const TWO: TypingProblemBodyItem = { ...ITEM, sentence: 'I have two cats.' };
  const cases: [TypingProblemBodyItem, string][] = [
    [ITEM, "I'm fine, thank you. "],
    [ITEM, "I'm fine, thank you.   "],
    [ITEM, 'I am fine, thank you.'],
    [TWO, 'I have 2 cats.'],
    [TWO, 'I have 2 cats '],
  ];
  it.each(cases)('%#: %j shows no mistake and is right', (item, typed) => {
    const progress = checkTyping(typed, item.sentence, prepareTarget(item.sentence));
    expect(progress).toMatchObject({ firstWrong: null, complete: true });
    const result = drillTypingKind.judgeOffline!(
      { text: typed, responseTime: 1000 },
      questionOf(item),
    );
    expect(result?.value.isCorrect).toBe(true);
  });

  it('shows no mistake while a number is typed in digits, and one for another number', () => {
    const target = prepareTarget('I have two cats.');
    expect(checkTyping('I have 2', 'I have two cats.', target).firstWrong).toBeNull();
    expect(checkTyping('I have 2 ca', 'I have two cats.', target).firstWrong).toBeNull();
    expect(checkTyping('I have 3 cats', 'I have two cats.', target).firstWrong).toBe(7);
  });

  it('never shows "Take another look at ␣": a word ended too early is named', async () => {
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
    const field = screen.getByRole('textbox', { name: '英文を入力' });
    await user.type(field, "I'm fine, thank you. ");
    expect(
      await screen.findByText('ぜんぶ正しく入力できたよ。答え合わせしよう！'),
    ).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.clear(field);
    await user.type(field, "I'm fi ne");
    expect(await screen.findByText('「fi」のところを見直してみよう。')).toBeInTheDocument();
    expect(screen.queryByText(/␣/)).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ' ');
    await user.type(field, "I'm fine,  thank  you,  ");
    expect(
      await screen.findByText('ぜんぶ正しく入力できたよ。答え合わせしよう！'),
    ).toBeInTheDocument();
  });
});

describe('drillTypingKind.Question', () => {
  it('shows the sentence and its meaning, and marks a mistake as the learner types', async () => {
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
    expect(screen.getByText('元気です、ありがとう。')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: '英文を入力' });
    await user.type(field, "I'm fix");
    expect(await screen.findByText('「x」のところを見直してみよう。')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/20文字中 6文字まで正しく入力できています。/);
    await user.type(field, '{Backspace}ne, thank you.');
    expect(
      await screen.findByText('ぜんぶ正しく入力できたよ。答え合わせしよう！'),
    ).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
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
    const field = screen.getByRole('textbox', { name: '英文を入力' });
    await user.type(field, "I'm fine thank you");
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 229 });
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onAnswer).toHaveBeenCalledWith({
      text: "I'm fine thank you",
      responseTime: expect.any(Number),
    });
  });
});

describe.each([
  ['ja', ja],
  ['en', en],
] as const)('drillTypingKind.Question, as the display language asks (%s)', (locale, messages) => {
  it('hides the meaning behind 「・・・」 until pressed, never the sentence to type', async () => {
    renderHiding(
      'translation',
      locale,
      messages,
      <Question
        question={question}
        attempt={0}
        previous={null}
        onAnswer={vi.fn()}
        disabled={true}
        hints={false}
      />,
    );
    expect(screen.queryByText(ITEM.translation)).not.toBeInTheDocument();
    expect(screen.getByText(ITEM.sentence)).toHaveAttribute('lang', 'en');
    await userEvent.click(screen.getByRole('button', { name: REVEAL[locale].translation }));
    expect(screen.getByText(ITEM.translation)).toHaveAttribute('lang', 'ja');
  });
});

describe('drillTypingKind calls and outcome', () => {
  it('logs the typed text and skips through logExerciseAnswer', () => {
    expect(
      drillTypingKind.answerCall({ text: "I'm fine", responseTime: 900 }, RUN, question, 0),
    ).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        3,
        'exercise-1',
        {
          logId: 42,
          problemUuid: 'p-typing',
          answer: "I'm fine",
          skipped: false,
          responseTime: 900,
        },
      ],
    });
    expect(drillTypingKind.skipCall(RUN, question, 0).args[3]).toEqual({
      logId: 42,
      problemUuid: 'p-typing',
      answer: null,
      skipped: true,
    });
  });

  it('shows the sentence as the correction when wrong or skipped, the backend one first', () => {
    const answer = { text: "I'm fin", responseTime: 1 };
    const logged = (fields: Partial<ExerciseAnswerLogResult>): CallResult<'logExerciseAnswer'> => ({
      operation: 'logExerciseAnswer',
      value: {
        problemUuid: 'p-typing',
        isCorrect: false,
        retry: 0,
        learnStatus: null,
        correction: null,
        ...fields,
      },
    });
    expect(drillTypingKind.outcome(logged({}), answer, question, 0)).toEqual({
      correct: false,
      skipped: false,
      given: "I'm fin",
      correction: ITEM.sentence,
      meaning: ITEM.translation,
      nextAttempt: null,
      learnStatus: null,
    });
    expect(
      drillTypingKind.outcome(logged({ correction: 'Model.' }), answer, question, 0).correction,
    ).toBe('Model.');
    expect(drillTypingKind.outcome(logged({ isCorrect: true }), answer, question, 0)).toMatchObject(
      {
        correct: true,
        correction: null,
      },
    );
    expect(drillTypingKind.outcome(null, null, question, 0)).toMatchObject({
      correct: false,
      skipped: true,
      correction: ITEM.sentence,
    });
  });
});
