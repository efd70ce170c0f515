import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { WritingProblemBodyItem } from '../../../../api/generated/model/writingProblemBodyItem';
import en from '../../../../i18n/en/exercise-text-kinds';
import type { QuestionProps } from '../kind';
import type { TextAnswer } from '../text-entry/text-answer';
import { questionOf, renderJa, RUN } from '../text-entry/test-helpers';
import { insertStarter, startersOf } from './starter-phrases';
import { writingKind } from './writing-kind';

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

const LONGER = questionOf({
  ...ITEM,
  problemUuid: 'p-longer',
  minWords: 20,
  maxWords: 60,
  usefulPhrases: ['I think (that) ...', 'He is ... / She is ...', "I'm in the ... grade."],
});

const props = (q = question): QuestionProps<TextAnswer> => ({
  question: q,
  attempt: 0,
  previous: null,
  onAnswer: vi.fn(),
  disabled: false,
  hints: true,
});

function renderEn(ui: React.ReactElement) {
  return render(
    <IntlProvider locale="en" messages={en}>
      {ui}
    </IntlProvider>,
  );
}

/** Sets the field's text at once (typing thirty words is slow). */
function fill(text: string) {
  fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
}

const blah = Array.from({ length: 30 }, () => 'blah').join(' ');

describe('sentence starters', () => {
  it('makes each alternative its own starter', () => {
    expect(startersOf(['He is ... / She is ...', 'First, ...'])).toEqual([
      'He is ...',
      'She is ...',
      'First, ...',
    ]);
  });

  it.each([
    ['a blank at the end, into an empty draft', '', 'I think (that) ...', 0, 'I think that ', 13],
    [
      'a blank at the end, after a sentence',
      'I like dogs.',
      'First, ...',
      12,
      'I like dogs. First, ',
      20,
    ],
    [
      'after a space and a full stop',
      'I like dogs. ',
      'Second, ...',
      13,
      'I like dogs. Second, ',
      21,
    ],
    [
      'mid-sentence: no capital',
      'We are sorry but',
      'Unfortunately, ...',
      16,
      'We are sorry but unfortunately, ',
      32,
    ],
    [
      'mid-sentence "I" keeps its capital',
      'Yes, and',
      "I'm good at ...",
      8,
      "Yes, and I'm good at ",
      21,
    ],
    [
      'after a new line: a capital',
      'Dear Mr. Lee,\n',
      'thank you for your inquiry.',
      14,
      'Dear Mr. Lee,\nThank you for your inquiry. ',
      42,
    ],
    [
      'a blank in the middle: the caret in it',
      '',
      "I'm in the ... grade.",
      0,
      "I'm in the  grade.",
      11,
    ],
    [
      'a whole phrase before a word',
      'Yesterday the park.',
      'I went to',
      10,
      'Yesterday I went to the park.',
      20,
    ],
    ['a unicode ellipsis', '', 'We often … together.', 0, 'We often  together.', 9],
  ])('inserts %s', (_, text, starter, at, expected, caret) => {
    const result = insertStarter(text, starter, at, at);
    expect(result).toEqual({ text: expected, caret });
    expect(result.text).not.toMatch(/\.\.\.|…|[()]/);
  });

  it('never leaves two spaces where the draft is appended to', () => {
    for (const starter of [
      'I think (that) ...',
      'Unfortunately, ...',
      'Best regards,',
      'I like ...',
    ]) {
      for (const draft of ['', 'I agree.', 'I agree. ', 'I agree\n']) {
        const { text, caret } = insertStarter(draft, starter, draft.length, draft.length);
        expect(text, `${starter} after ${JSON.stringify(draft)}`).not.toMatch(/ {2}/);
        expect(caret).toBe(text.length);
      }
    }
  });
});

describe('writingKind.Question', () => {
  it('shows a live word count and lets the learner check once the draft is long enough', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderJa(<Question {...props()} onAnswer={onAnswer} />);
    expect(screen.getByText('週末について書きましょう。')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'あなたの英文' });
    const check = screen.getByRole('button', { name: '答え合わせ' });
    expect(screen.getByText('0 / 3–6 語')).toBeInTheDocument();
    expect(check).toBeDisabled();
    await user.type(field, 'I played');
    expect(screen.getByText('2 / 3–6 語')).toBeInTheDocument();
    expect(screen.getByText('あと1語書いてみよう。')).toBeInTheDocument();
    expect(check).toBeDisabled();
    expect(check).toHaveAccessibleDescription('答え合わせの前に あと1語書いてみよう。');
    await user.type(field, '{Enter}tennis.');
    expect(field).toHaveValue('I played\ntennis.');
    expect(screen.getByText('ちょうどよい長さだね。')).toBeInTheDocument();
    expect(check).toBeEnabled();
    expect(check).not.toHaveAccessibleDescription();
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true, keyCode: 229 });
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter', metaKey: true });
    expect(onAnswer).toHaveBeenCalledWith({
      text: 'I played\ntennis.',
      responseTime: expect.any(Number),
    });
  });

  it('holds back "blah" thirty times and says what to add, in Japanese', () => {
    const onAnswer = vi.fn();
    renderJa(<Question {...props(LONGER)} onAnswer={onAnswer} />);
    fill(blah);
    const check = screen.getByRole('button', { name: '答え合わせ' });
    expect(check).toBeDisabled();
    expect(
      screen.getByText('同じ言葉がくり返されています。ほかの言葉も使ってみよう。'),
    ).toBeInTheDocument();
    expect(check).toHaveAccessibleDescription(
      '答え合わせの前に 同じ言葉がくり返されています。ほかの言葉も使ってみよう。',
    );
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter', ctrlKey: true });
    expect(onAnswer).not.toHaveBeenCalled();
    fill('私は毎日学校に行きます。');
    expect(screen.getByText('英語（アルファベット）で書いてみよう。')).toBeInTheDocument();
    expect(screen.getByText('あと19語書いてみよう。')).toBeInTheDocument();
    expect(check).toBeDisabled();
  });

  it('holds back "blah" thirty times and says what to add, in English', () => {
    renderEn(<Question {...props(LONGER)} />);
    fill(`I think ${blah}`);
    const check = screen.getByRole('button', { name: 'Check' });
    expect(check).toBeDisabled();
    expect(check).toHaveAccessibleDescription(
      'Before you check The same word is repeated. Try using some other words too.',
    );
    fill('I like music.');
    expect(screen.getByText('Try writing 17 more words.')).toBeInTheDocument();
    fill(
      'My best friend is Yuki. She is in my class. She is kind and very funny. We often go to the library together.',
    );
    expect(check).toBeEnabled();
    expect(screen.queryByText('Before you check')).not.toBeInTheDocument();
  });

  it('hides the translation without hints and inserts a starter at the cursor', async () => {
    const user = userEvent.setup();
    renderJa(<Question {...props()} hints={false} />);
    expect(screen.queryByText('週末について書きましょう。')).not.toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'あなたの英文' });
    await user.type(field, 'On Sunday the zoo.');
    (field as HTMLTextAreaElement).setSelectionRange(10, 10);
    await user.click(screen.getByRole('button', { name: '「I went to」を入れる' }));
    expect(field).toHaveValue('On Sunday I went to the zoo.');
    expect(screen.getByText('7 / 3–6 語')).toBeInTheDocument();
  });

  it('puts in a starter as clean text, one chip per alternative', async () => {
    const user = userEvent.setup();
    renderEn(<Question {...props(LONGER)} />);
    const field = screen.getByRole('textbox', { name: 'Your writing' });
    await user.click(screen.getByRole('button', { name: 'Insert “I think (that) ...”' }));
    expect(field).toHaveValue('I think that ');
    expect(screen.getByRole('button', { name: 'Insert “He is ...”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Insert “She is ...”' }));
    expect(field).toHaveValue('I think that she is ');
  });
});

describe('the caret after a starter', () => {
  it('is placed at once: what is typed next stays where it was typed, and the next starter follows it', async () => {
    renderEn(<Question {...props(LONGER)} />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your writing' });
    fireEvent.click(screen.getByRole('button', { name: 'Insert “I think (that) ...”' }));
    // No frame has passed yet: the field has the focus, the caret after the starter.
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe('I think that '.length);
    // Typed at once (a quick learner on a slow tablet); then a frame passes.
    const typed = 'I think that music is fun.';
    fill(typed);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field.selectionStart).toBe(typed.length);
    fireEvent.click(screen.getByRole('button', { name: 'Insert “She is ...”' }));
    expect(field).toHaveValue(insertStarter(typed, 'She is ...', typed.length, typed.length).text);
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
      { operation: 'submitWritingAnswer', value: result },
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
