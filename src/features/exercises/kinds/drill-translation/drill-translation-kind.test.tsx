import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TranslationDrillProblemBodyItem } from '../../../../api/generated/model/translationDrillProblemBodyItem';
import type { PlayerQuestion } from '../kind';
import { questionOf, renderJa, RUN } from '../text-entry/test-helpers';
import { drillTranslationKind } from './drill-translation-kind';
import type { ExerciseAnswerLogResult } from '../../../../api/generated/model/exerciseAnswerLogResult';
import type { CallResult } from '../../player/call-operations';

const ITEM: TranslationDrillProblemBodyItem = {
  type: 'TRANSLATION_DRILL_PROBLEM',
  problemUuid: 'p-tiles',
  prompt: '私は犬が好きです。',
  tiles: ['dogs', 'I', 'like'],
};
const question = questionOf(ITEM);
const { Question } = drillTranslationKind;

function renderTiles(onAnswer = vi.fn(), q: PlayerQuestion = question) {
  renderJa(
    <Question
      question={q}
      attempt={0}
      previous={null}
      onAnswer={onAnswer}
      disabled={false}
      hints={false}
    />,
  );
  return onAnswer;
}

const answerLine = () => screen.getByRole('list', { name: 'あなたの答え' });
const pool = () => screen.getByRole('list', { name: '単語カード' });

describe('drillTranslationKind.Question', () => {
  it('moves tiles by tap into the answer line and back, and checks when all are used', async () => {
    const user = userEvent.setup();
    const onAnswer = renderTiles();
    expect(screen.getByText(ITEM.prompt)).toBeInTheDocument();
    const check = screen.getByRole('button', { name: '答え合わせ' });
    await user.click(within(pool()).getByRole('button', { name: 'I' }));
    await user.click(within(pool()).getByRole('button', { name: 'dogs' }));
    expect(
      within(answerLine())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['I', 'dogs']);
    await user.click(within(answerLine()).getByRole('button', { name: 'dogs（タップで戻す）' }));
    expect(within(pool()).getByRole('button', { name: 'dogs' })).toBeInTheDocument();
    expect(check).toBeDisabled();
    await user.click(within(pool()).getByRole('button', { name: 'like' }));
    await user.click(within(pool()).getByRole('button', { name: 'dogs' }));
    expect(check).toBeEnabled();
    await user.click(check);
    expect(onAnswer).toHaveBeenCalledWith({
      text: 'I like dogs',
      responseTime: expect.any(Number),
    });
  });

  it('places tiles with number keys, takes back with Backspace, checks with Enter', async () => {
    const user = userEvent.setup();
    const onAnswer = renderTiles();
    await user.keyboard('2');
    await user.keyboard('1');
    expect(
      within(answerLine())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['I', 'dogs']);
    await user.keyboard('{Backspace}');
    expect(
      within(answerLine())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['I']);
    await user.keyboard('{Enter}');
    expect(onAnswer).not.toHaveBeenCalled();
    await user.keyboard('31');
    fireEvent.keyDown(window, { key: 'Enter', isComposing: true });
    expect(onAnswer).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith({
      text: 'I like dogs',
      responseTime: expect.any(Number),
    });
  });

  it('falls back to a text field when the footer asks for TEXT', async () => {
    const user = userEvent.setup();
    const withFooter = {
      ...question,
      footer: [{ type: 'TEXT' as const, problemUuid: 'p-tiles' }],
    };
    const onAnswer = renderTiles(vi.fn(), withFooter);
    expect(screen.queryByRole('list', { name: '単語カード' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '英語で書こう' }), 'I like dogs{Enter}');
    expect(onAnswer).toHaveBeenCalledWith({
      text: 'I like dogs',
      responseTime: expect.any(Number),
    });
  });
});

describe('drillTranslationKind calls and outcome', () => {
  it('logs the tiles joined by spaces, and skips', () => {
    expect(
      drillTranslationKind.answerCall(
        { text: 'I like dogs', responseTime: 3000 },
        RUN,
        question,
        0,
      ),
    ).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        3,
        'exercise-1',
        {
          logId: 42,
          problemUuid: 'p-tiles',
          answer: 'I like dogs',
          skipped: false,
          responseTime: 3000,
        },
      ],
    });
    expect(drillTranslationKind.skipCall(RUN, question, 0)).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        3,
        'exercise-1',
        { logId: 42, problemUuid: 'p-tiles', answer: null, skipped: true },
      ],
    });
  });

  it('reads the result with or without a correction', () => {
    const logged = (fields: Partial<ExerciseAnswerLogResult>): CallResult<'logExerciseAnswer'> => ({
      operation: 'logExerciseAnswer',
      value: {
        problemUuid: 'p-tiles',
        isCorrect: false,
        retry: 0,
        learnStatus: null,
        correction: null,
        ...fields,
      },
    });
    const answer = { text: 'dogs like I', responseTime: 1 };
    expect(drillTranslationKind.outcome(logged({}), answer, question, 0)).toEqual({
      correct: false,
      skipped: false,
      given: 'dogs like I',
      correction: null,
      meaning: ITEM.prompt,
      nextAttempt: null,
      learnStatus: null,
    });
    expect(
      drillTranslationKind.outcome(logged({ correction: 'I like dogs.' }), answer, question, 0)
        .correction,
    ).toBe('I like dogs.');
  });
});
