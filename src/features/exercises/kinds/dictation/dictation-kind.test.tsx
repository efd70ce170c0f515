import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { DictationAnswerResult } from '../../../../api/generated/model/dictationAnswerResult';
import type { DictationProblemBodyItem } from '../../../../api/generated/model/dictationProblemBodyItem';
import type { DictationQuestionBodyItem } from '../../../../api/generated/model/dictationQuestionBodyItem';
import en from '../../../../i18n/en/exercise-text-kinds';
import * as eventLog from '../../../../lib/services/log-event';
import type { Outcome } from '../kind';
import { questionOf, renderJa, RUN } from '../text-entry/test-helpers';
import { dictationKind } from './dictation-kind';
import type { DictationAnswer } from './dictation-rules';
import type { CallResult } from '../../player/call-operations';

const SPEAKER: DictationQuestionBodyItem = {
  type: 'DICTATION_QUESTION',
  question: '音声を聞いて、文を書き取りましょう。',
  audio: { url: '/content/audio/us/d1.mp3', britishUrl: null },
  avatar: '/content/images/avatar.svg',
};
const PROBLEM: DictationProblemBodyItem = {
  type: 'DICTATION_PROBLEM',
  problemUuid: 'p-dict',
  sentenceIndex: 2,
  attempts: [
    {
      slots: [
        { fixed: true, text: 'I', letters: 1, hint: null },
        { fixed: false, text: null, letters: 4, hint: null },
        { fixed: false, text: null, letters: 6, hint: null },
      ],
    },
    {
      slots: [
        { fixed: true, text: 'I', letters: 1, hint: null },
        { fixed: false, text: null, letters: 4, hint: 'l' },
        { fixed: false, text: null, letters: 6, hint: 'a' },
      ],
    },
  ],
};
const question = questionOf(PROBLEM, [SPEAKER, PROBLEM]);
const { Question } = dictationKind;
const Answered = dictationKind.Answered!;

function renderDictation(
  props: { attempt?: number; previous?: Outcome | null; onAnswer?: () => void } = {},
) {
  const onAnswer = props.onAnswer ?? vi.fn();
  renderJa(
    <Question
      question={question}
      attempt={props.attempt ?? 0}
      previous={props.previous ?? null}
      onAnswer={onAnswer}
      disabled={false}
      hints={false}
    />,
  );
  return onAnswer;
}

describe('dictationKind.Question', () => {
  it('shows the question, fixed words as text and a field per word with its letter count', () => {
    renderDictation();
    expect(screen.getByText(SPEAKER.question)).toBeInTheDocument();
    const group = screen.getByRole('group', { name: '聞こえた文' });
    expect(group).toHaveTextContent('I');
    const first = screen.getByRole('textbox', { name: '1番目の単語（4文字）' });
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('placeholder', '____');
    expect(screen.getByRole('textbox', { name: '2番目の単語（6文字）' })).toBeInTheDocument();
    expect(screen.getByText('4文字')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '答え合わせ' })).toBeDisabled();
  });

  it('moves on with Space, checks with Enter (not while composing) with the slot words', async () => {
    const user = userEvent.setup();
    const onAnswer = renderDictation();
    await user.keyboard('like apples');
    const second = screen.getByRole('textbox', { name: '2番目の単語（6文字）' });
    expect(second).toHaveFocus();
    expect(second).toHaveValue('apples');
    fireEvent.keyDown(second, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(second, { key: 'Enter', keyCode: 229 });
    expect(onAnswer).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledTimes(1);
    const answer = (onAnswer as ReturnType<typeof vi.fn>).mock.calls[0]![0] as DictationAnswer;
    expect(answer.words).toEqual([
      { text: 'I', fixed: true },
      { text: 'like', fixed: false },
      { text: 'apples', fixed: false },
    ]);
    expect(answer.userActions.map((a) => a.action)).toEqual(['EDIT', 'EDIT']);
    expect(answer.userActions.every((a) => a.elapsedMs >= 0)).toBe(true);
  });

  it('records CLEAR and empties every word with the clear button', async () => {
    const user = userEvent.setup();
    const onAnswer = renderDictation();
    await user.keyboard('lik');
    await user.click(screen.getByRole('button', { name: '全部消す' }));
    expect(screen.getByRole('textbox', { name: '1番目の単語（4文字）' })).toHaveValue('');
    await user.keyboard('like{Enter}');
    const answer = (onAnswer as ReturnType<typeof vi.fn>).mock.calls[0]![0] as DictationAnswer;
    expect(answer.userActions.map((a) => a.action)).toEqual(['EDIT', 'CLEAR', 'EDIT']);
    expect(answer.words[2]).toEqual({ text: '', fixed: false });
  });

  it('on a later attempt gives first letters and shows the previous marks with a gentle note', () => {
    const previous: Outcome = {
      correct: false,
      skipped: false,
      given: 'I like apple',
      correction: null,
      meaning: null,
      nextAttempt: 1,
      learnStatus: null,
      detail: {
        words: [
          { given: 'I', expected: 'I', status: 'correct' },
          { given: 'like', expected: 'like', status: 'correct' },
          { given: 'apple', expected: null, status: 'wrong' },
        ],
      },
    };
    renderDictation({ attempt: 1, previous });
    expect(screen.getByText('もう一度聞いて、挑戦しよう。')).toBeInTheDocument();
    const marks = screen.getByRole('list', { name: '前回の答え' });
    expect(marks).toHaveTextContent('ちがう単語apple');
    const first = screen.getByRole('textbox', { name: '1番目の単語（4文字、「l」で始まる）' });
    expect(first).toHaveAttribute('placeholder', 'l___');
  });
});

describe('a later attempt (issue 37: retries that help)', () => {
  // "I eat [lunch] at [six] [o'clock]." as three attempts: lengths, first letters, first halves.
  const LUNCH: DictationProblemBodyItem = {
    type: 'DICTATION_PROBLEM',
    problemUuid: 'p-lunch',
    sentenceIndex: 0,
    attempts: [null, 1, 3].map((shown) => ({
      slots: [
        { fixed: true, text: 'I eat', letters: 5, hint: null },
        { fixed: false, text: null, letters: 5, hint: shown ? 'lunch'.slice(0, shown) : null },
        { fixed: true, text: 'at', letters: 2, hint: null },
        {
          fixed: false,
          text: null,
          letters: 3,
          hint: shown ? 'six'.slice(0, shown - 1 || 1) : null,
        },
        {
          fixed: false,
          text: null,
          letters: 9,
          hint: shown ? 'breakfast'.slice(0, shown === 3 ? 5 : 1) : null,
        },
        { fixed: true, text: '.', letters: 1, hint: null },
      ],
    })),
  };
  const lunch = questionOf(LUNCH, [SPEAKER, LUNCH]);
  const sent = (words: string[]): DictationAnswer => ({
    words: [
      { text: 'I eat', fixed: true },
      { text: words[0]!, fixed: false },
      { text: 'at', fixed: true },
      { text: words[1]!, fixed: false },
      { text: words[2]!, fixed: false },
      { text: '.', fixed: true },
    ],
    userActions: [],
    responseTime: 1000,
  });
  /** The backend's marks of "I eat lunch at 6 brekfast." (lunch and 6 right). */
  const marks: DictationAnswerResult = {
    isCorrect: false,
    correction: [
      { given: 'I', expected: 'I', status: 'correct' },
      { given: 'eat', expected: 'eat', status: 'correct' },
      { given: 'lunch', expected: 'lunch', status: 'correct' },
      { given: 'at', expected: 'at', status: 'correct' },
      { given: '6', expected: 'six', status: 'correct' },
      { given: 'brekfast', expected: null, status: 'wrong' },
    ],
    sentence: null,
    attemptsLeft: 2,
  };

  function renderAttempt(attempt: number, previous: Outcome | null, onAnswer = vi.fn()) {
    renderJa(
      <Question
        question={lunch}
        attempt={attempt}
        previous={previous}
        onAnswer={onAnswer}
        disabled={false}
        hints={false}
      />,
    );
    return onAnswer;
  }

  it('keeps the words marked right, as written and marked 正解, and sends them again', async () => {
    const user = userEvent.setup();
    const previous = dictationKind.outcome(
      judged(marks),
      sent(['lunch', '6', 'brekfast']),
      lunch,
      0,
    );
    expect(previous.nextAttempt).toBe(1);
    const onAnswer = renderAttempt(1, previous);
    const group = screen.getByRole('group', { name: '聞こえた文' });
    // "lunch" and "6" stay (never emptied, never turned into "s__"); only the third is to write.
    expect(within(group).getAllByRole('textbox')).toHaveLength(1);
    expect(group).toHaveTextContent('lunch✓ 正解');
    expect(group).toHaveTextContent('6✓ 正解');
    const third = screen.getByRole('textbox', { name: '3番目の単語（9文字、「b」で始まる）' });
    expect(third).toHaveFocus();
    expect(third).toHaveAttribute('placeholder', 'b________');
    await user.keyboard('break');
    // Clearing clears what is to write, never the words already right.
    await user.click(screen.getByRole('button', { name: '全部消す' }));
    expect(third).toHaveValue('');
    expect(group).toHaveTextContent('lunch✓ 正解');
    await user.type(third, 'breakfast{Enter}');
    const answer = onAnswer.mock.calls[0]![0] as DictationAnswer;
    expect(answer.words.map((word) => word.text)).toEqual([
      'I eat',
      'lunch',
      'at',
      '6',
      'breakfast',
      '.',
    ]);
  });

  it('gives placeholders exactly as long as the word, with the hint among its places', () => {
    renderAttempt(2, null);
    const expected = [
      ['1番目の単語（5文字、「lun」で始まる）', 'lun__'],
      ['2番目の単語（3文字、「si」で始まる）', 'si_'],
      ['3番目の単語（9文字、「break」で始まる）', 'break____'],
    ] as const;
    for (const [name, placeholder] of expected) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toHaveAttribute('placeholder', placeholder);
      expect([...placeholder]).toHaveLength(Number(/（(\d+)文字/.exec(name)![1]));
    }
    expect(screen.getByText('5文字')).toBeInTheDocument();
    expect(screen.getByText('9文字')).toBeInTheDocument();
  });

  it('keeps nothing when the marks cannot be matched word for word with the slots', () => {
    const shifted: DictationAnswerResult = {
      ...marks,
      correction: [{ given: 'I eat lunch', expected: 'I eat lunch', status: 'correct' }],
    };
    const previous = dictationKind.outcome(judged(shifted), sent(['lunch', '6', 'x']), lunch, 0);
    renderAttempt(1, previous);
    const group = screen.getByRole('group', { name: '聞こえた文' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(3);
    expect(group).not.toHaveTextContent('正解');
  });
});

describe('keptWords and placeholderOf', () => {
  it('keeps a slot only when every word of it was marked correct, missing words aside', async () => {
    const { keptWords, placeholderOf } = await import('./dictation-rules');
    const slots = [
      { fixed: true, text: 'with my sister', letters: 14, hint: null },
      { fixed: false, text: null, letters: 4, hint: null },
      { fixed: false, text: null, letters: 5, hint: null },
      { fixed: false, text: null, letters: 3, hint: null },
    ];
    const detail = {
      slots: ['with my sister', 'ｗａｌｋ', '', 'fast'],
      words: [
        { given: 'with', expected: 'with', status: 'correct' },
        { given: 'my', expected: 'my', status: 'correct' },
        { given: 'sister', expected: 'sister', status: 'correct' },
        { given: 'walk', expected: 'walk', status: 'correct' },
        { given: null, expected: null, status: 'missing' },
        { given: 'fast', expected: null, status: 'wrong' },
      ],
      usedUpAttempts: null,
    };
    expect(keptWords(detail, slots)).toEqual([null, 'ｗａｌｋ', null, null]);
    // A run kept from before the slots were recorded, or another number of slots: nothing.
    expect(keptWords({ ...detail, slots: undefined }, slots)).toEqual([null, null, null, null]);
    expect(keptWords(detail, slots.slice(1))).toEqual([null, null, null]);
    expect(placeholderOf({ letters: 5, hint: null })).toBe('_____');
    expect(placeholderOf({ letters: 5, hint: 'lun' })).toBe('lun__');
    expect(placeholderOf({ letters: 2, hint: 'abc' })).toBe('ab');
  });
});

const ANSWER: DictationAnswer = {
  words: [
    { text: 'I', fixed: true },
    { text: 'like', fixed: false },
    { text: 'apple', fixed: false },
  ],
  userActions: [{ action: 'EDIT', elapsedMs: 100 }],
  responseTime: 2500,
};

/** submitDictationAnswer's result, as the player hands it to the kind. */
const judged = (value: DictationAnswerResult): CallResult<'submitDictationAnswer'> => ({
  operation: 'submitDictationAnswer',
  value,
});

const wrong = (attemptsLeft: number, sentence: string | null): DictationAnswerResult => ({
  isCorrect: false,
  correction: [
    { given: 'I', expected: 'I', status: 'correct' },
    { given: 'like', expected: 'like', status: 'correct' },
    { given: 'apple', expected: sentence ? 'apples' : null, status: 'wrong' },
  ],
  sentence,
  attemptsLeft,
});

describe('dictationKind calls and outcome', () => {
  it('submits through submitDictationAnswer with the attempt as retry', () => {
    expect(dictationKind.answerCall(ANSWER, RUN, question, 1)).toEqual({
      operation: 'submitDictationAnswer',
      args: [
        'course-1',
        3,
        'exercise-1',
        {
          logId: 42,
          problemUuid: 'p-dict',
          answer: ANSWER.words,
          question: SPEAKER.question,
          retry: 1,
          sentenceIndex: 2,
          userActions: [{ action: 'EDIT', elapsedMs: 100 }],
          responseTime: 2500,
        },
      ],
    });
  });

  it('skips through logExerciseAnswer', () => {
    expect(dictationKind.skipCall(RUN, question, 0)).toEqual({
      operation: 'logExerciseAnswer',
      args: [
        'course-1',
        3,
        'exercise-1',
        { logId: 42, problemUuid: 'p-dict', answer: null, skipped: true },
      ],
    });
    expect(dictationKind.outcome(null, null, question, 0)).toMatchObject({
      correct: false,
      skipped: true,
      nextAttempt: null,
    });
  });

  it('offers the next attempt after a miss while attempts are left', () => {
    const outcome = dictationKind.outcome(judged(wrong(1, null)), ANSWER, question, 0);
    expect(outcome).toMatchObject({
      correct: false,
      given: 'I like apple',
      correction: null,
      nextAttempt: 1,
    });
  });

  it('is final on the last attempt (or when the backend says none is left) and shows the sentence', () => {
    expect(
      dictationKind.outcome(judged(wrong(0, 'I like apples.')), ANSWER, question, 1),
    ).toMatchObject({
      correct: false,
      correction: 'I like apples.',
      nextAttempt: null,
    });
    expect(
      dictationKind.outcome(judged(wrong(0, 'I like apples.')), ANSWER, question, 0).nextAttempt,
    ).toBeNull();
    // The content has no third attempt, whatever the backend counts.
    expect(
      dictationKind.outcome(judged(wrong(3, null)), ANSWER, question, 1).nextAttempt,
    ).toBeNull();
  });

  it('is right without a correction', () => {
    const right: DictationAnswerResult = {
      isCorrect: true,
      correction: null,
      sentence: 'I like apples.',
      attemptsLeft: 1,
    };
    expect(dictationKind.outcome(judged(right), ANSWER, question, 0)).toMatchObject({
      correct: true,
      correction: null,
      nextAttempt: null,
    });
  });

  it('shows the word-by-word correction in words, not only colour', () => {
    const outcome = dictationKind.outcome(judged(wrong(0, 'I like apples.')), ANSWER, question, 1);
    renderJa(<Answered question={question} outcome={outcome} />);
    const list = screen.getByRole('list', { name: '単語ごとの答え合わせ' });
    expect(list).toHaveTextContent('正解I');
    expect(list).toHaveTextContent('ちがう単語apple正しくは apples');
  });

  it('names a slip of the right word a spelling slip, as the sheet says おしい', () => {
    const slip: DictationAnswerResult = {
      isCorrect: false,
      correction: [
        { given: 'I', expected: 'I', status: 'correct' },
        { given: 'usuall', expected: 'usually', status: 'wrong' },
        { given: 'like', expected: 'like', status: 'correct' },
      ],
      sentence: 'I usually like apples.',
      attemptsLeft: 0,
    };
    const outcome = dictationKind.outcome(judged(slip), ANSWER, question, 1);
    renderJa(<Answered question={question} outcome={outcome} />);
    const list = screen.getByRole('list', { name: '単語ごとの答え合わせ' });
    expect(list).toHaveTextContent('つづりのミスusuall正しくは usually');
    expect(list).not.toHaveTextContent('ちがう単語');
  });
});

describe('the last miss (spec 4.3: the invalid-retry warning)', () => {
  // A spy on the module's export, restored after each test: the files of a worker share their
  // modules.
  let logEvent: MockInstance<typeof eventLog.logEvent>;
  beforeEach(() => {
    logEvent = vi.spyOn(eventLog, 'logEvent').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('logs the invalid retry and tells the learner the attempts are used up (ja)', () => {
    const outcome = dictationKind.outcome(judged(wrong(0, 'I like apples.')), ANSWER, question, 1);
    expect(logEvent).toHaveBeenCalledExactlyOnceWith('dictation-invalid-retry', {
      problemUuid: 'p-dict',
      attempt: 1,
      attempts: 2,
      attemptsLeft: 0,
    });
    renderJa(<Answered question={question} outcome={outcome} />);
    expect(
      screen.getByText('2回の挑戦を使い切りました。正しい文を確かめて、次へ進もう。'),
    ).toBeInTheDocument();
  });

  it('says so in English, also when the backend ends the attempts early (en)', () => {
    const outcome = dictationKind.outcome(judged(wrong(0, 'I like apples.')), ANSWER, question, 0);
    expect(logEvent).toHaveBeenCalledOnce();
    render(
      <IntlProvider locale="en" messages={en}>
        <Answered question={question} outcome={outcome} />
      </IntlProvider>,
    );
    expect(
      screen.getByText(
        "You've had your try at this sentence. Check the right sentence, then go on.",
      ),
    ).toBeInTheDocument();
  });

  it('raises nothing while an attempt is left, when right, or when skipped', () => {
    const again = dictationKind.outcome(judged(wrong(1, null)), ANSWER, question, 0);
    const right = dictationKind.outcome(
      judged({ isCorrect: true, correction: null, sentence: 'I like apples.', attemptsLeft: 1 }),
      ANSWER,
      question,
      0,
    );
    const skipped = dictationKind.outcome(null, null, question, 0);
    expect(logEvent).not.toHaveBeenCalled();
    for (const outcome of [again, right, skipped]) {
      const { unmount } = renderJa(<Answered question={question} outcome={outcome} />);
      expect(screen.queryByText(/使い切りました/)).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('the answer as shown back', () => {
  it('joins a slot of punctuation to the word before it (no "sister. .")', async () => {
    const { answerSentence } = await import('./dictation-rules');
    expect(
      answerSentence([
        { text: 'I', fixed: true },
        { text: 'walk', fixed: false },
        { text: 'with my sister', fixed: true },
        { text: '.', fixed: true },
      ] as never),
    ).toBe('I walk with my sister.');
  });
});
