import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { WritingAnswerResult } from '../../../../api/generated/model/writingAnswerResult';
import type { WritingProblemBodyItem } from '../../../../api/generated/model/writingProblemBodyItem';
import enExercises from '../../../../i18n/en/exercises';
import enKinds from '../../../../i18n/en/exercise-text-kinds';
import jaExercises from '../../../../i18n/ja/exercises';
import jaKinds from '../../../../i18n/ja/exercise-text-kinds';
import { AnsweredSheet } from '../../player/components/answered-sheet';
import { RunReview } from '../../player/components/run-review';
import type { ExerciseKind, Outcome } from '../kind';
import { questionOf } from '../text-entry/test-helpers';
import { slipInContext } from './slip-context';
import { writingKind } from './writing-kind';

// The answered screen of free writing: the slips under the learner's text (marked, with the fix
// and what to check, in our words), the model answer, and a list of words refused as not done.

const ITEM: WritingProblemBodyItem = {
  type: 'WRITING_PROBLEM',
  problemUuid: 'p-writing',
  prompt: 'Write about someone in your family.',
  translation: '家族のだれかについて書きましょう。',
  minWords: 5,
  maxWords: 40,
  usefulPhrases: [],
};
const question = questionOf(ITEM);
const kind = writingKind as unknown as ExerciseKind<unknown>;
const MODEL = 'My mother is a nurse. She always helps people at the hospital.';
const TEXT = 'My sister is kind. She always help me. I ride my bycicle to school.';
const SALAD =
  'dog happy blue run quickly table seven apple green school yesterday water computer sing red';

const CATALOGUES = {
  ja: { ...jaExercises, ...jaKinds },
  en: { ...enExercises, ...enKinds },
} as const;

const goodResult: WritingAnswerResult = {
  wordCount: 14,
  feedback: [{ code: 'GOOD_LENGTH', message: 'ちょうどよい長さです。' }],
  issues: [
    { kind: 'AGREEMENT', text: 'help', start: 30, end: 34, suggestion: 'helps' },
    { kind: 'SPELLING', text: 'bycicle', start: 49, end: 56, suggestion: 'bicycle' },
  ],
  modelAnswers: [MODEL],
};
const saladResult: WritingAnswerResult = {
  wordCount: 15,
  feedback: [],
  issues: [],
  notSentences: ['FEW_LINKING_WORDS'],
};

const outcomeOf = (result: WritingAnswerResult, text: string, attempt = 0): Outcome =>
  writingKind.outcome(
    { operation: 'submitWritingAnswer', value: result },
    { text, responseTime: 1000 },
    question,
    attempt,
  );

function renderSheet(locale: 'ja' | 'en', outcome: Outcome) {
  render(
    <IntlProvider locale={locale} messages={CATALOGUES[locale]}>
      <AnsweredSheet
        kind={kind}
        question={question}
        outcome={outcome}
        last={false}
        onContinue={vi.fn()}
      />
    </IntlProvider>,
  );
}

describe.each([
  {
    locale: 'ja' as const,
    done: 'できました',
    slips: '直してみよう',
    agreement: '主語に合わせて動詞の形を変えよう',
    spelling: 'つづりを確かめよう。',
    model: 'お手本',
    refused: 'まだ文になっていません',
    reason: '単語がならんでいるだけです。',
    again: 'もう一度挑戦',
  },
  {
    locale: 'en' as const,
    done: 'Done',
    slips: 'Fix these',
    agreement: 'Make the verb match who does it',
    spelling: 'Check the spelling.',
    model: 'Model answer',
    refused: 'Not sentences yet',
    reason: 'These are words in a row.',
    again: 'Try again',
  },
])('the writing answered screen ($locale)', (words) => {
  it('marks each slip under the text with its fix and what to check, then the model answer', () => {
    renderSheet(words.locale, outcomeOf(goodResult, TEXT));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(words.done);
    const slips = within(screen.getByRole('region', { name: words.slips })).getAllByRole(
      'listitem',
    );
    expect(slips).toHaveLength(2);
    expect(slips[0]).toHaveTextContent(words.agreement);
    expect(within(slips[0]!).getByRole('deletion')).toHaveTextContent('help');
    expect(within(slips[0]!).getByRole('insertion')).toHaveTextContent('helps');
    expect(slips[0]).toHaveTextContent(/She always .*help.*helps me/);
    expect(slips[1]).toHaveTextContent(words.spelling);
    expect(within(slips[1]!).getByRole('insertion')).toHaveTextContent('bicycle');
    const model = screen.getByRole('region', { name: words.model });
    expect(model).toHaveTextContent(MODEL);
    expect(within(model).getByText(MODEL)).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('button', { name: words.again })).not.toBeInTheDocument();
  });

  it('refuses a list of words: not done, says why, offers another attempt', () => {
    const outcome = outcomeOf(saladResult, SALAD);
    expect(outcome).toMatchObject({ correct: false, verdict: 'incorrect', nextAttempt: 1 });
    renderSheet(words.locale, outcome);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(words.refused);
    expect(screen.getByText(new RegExp(words.reason))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.again })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: words.model })).not.toBeInTheDocument();
    expect(screen.queryByText(words.done)).not.toBeInTheDocument();
  });

  it('shows the slips and the model answer in the review too', () => {
    render(
      <IntlProvider locale={words.locale} messages={CATALOGUES[words.locale]}>
        <RunReview
          kind={kind}
          questions={[question]}
          outcomes={{ [question.problemUuid]: outcomeOf(goodResult, TEXT) }}
          onBack={vi.fn()}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('region', { name: words.slips })).toHaveTextContent('helps');
    expect(screen.getByRole('region', { name: words.model })).toHaveTextContent(MODEL);
  });
});

describe('writing outcome', () => {
  it('keeps the slips on their words when the answer is shown trimmed', () => {
    const outcome = outcomeOf(
      {
        ...goodResult,
        issues: [{ kind: 'AGREEMENT', text: 'help', start: 32, end: 36, suggestion: 'helps' }],
      },
      `  ${TEXT} `,
    );
    const detail = outcome.detail as WritingAnswerResult;
    expect(outcome.given).toBe(TEXT);
    expect(slipInContext(outcome.given!, detail.issues![0]!)).toMatchObject({
      before: 'kind. She always ',
      after: ' me. I',
      cutBefore: true,
      cutAfter: true,
    });
  });

  it('drops a slip whose place does not match the text', () => {
    expect(
      slipInContext('I like dogs.', {
        kind: 'SPELLING',
        text: 'cats',
        start: 7,
        end: 11,
        suggestion: null,
      }),
    ).toBeNull();
  });

  it('starts another attempt from the text sent', () => {
    const outcome = outcomeOf(saladResult, SALAD);
    const { Question } = writingKind;
    render(
      <IntlProvider locale="en" messages={CATALOGUES.en}>
        <Question
          question={question}
          attempt={1}
          previous={outcome}
          onAnswer={vi.fn()}
          disabled={false}
          hints
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('textbox')).toHaveValue(SALAD);
  });
});
