import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { PlainTextBodyItem } from '../../../../api/generated/model/plainTextBodyItem';
import { SessionContext, type SessionValue } from '../../../../hooks/use-session';
import en from '../../../../i18n/en/exercises';
import ja from '../../../../i18n/ja/exercises';
import { displayLanguages, type DisplayLanguage } from '../../../../lib/services/storage';
import { COURSE, EXERCISE } from '../../../../../mock-server/seed/content-catalogue';
import { HANA, renderApp, SLOW } from '../../../../../tests/support/render-app';
import type { ExerciseKind, Outcome, PlayerQuestion } from '../../kinds/kind';
import { AnsweredSheet } from './answered-sheet';
import { RunReview } from './run-review';

// The display language (spec 3: none / english / translation hidden) is the user's: chosen on an
// overview, it holds on the next visit and in the answered sheet and the review.

const vocabularyPath = `/exercise/${COURSE.firstSteps}/drill-vocabulary/${EXERCISE.greetingWordsVocabulary}`;

describe('the display language on the overview (whole app)', () => {
  it('keeps hidden English for the user after leaving and coming back, never hiding both', async () => {
    const { user, unmount } = await renderApp(vocabularyPath, { as: HANA });
    const scope = await screen.findByRole('list', { name: 'このエクササイズの範囲' }, SLOW);
    const english = within(scope).getAllByText(/\S/, { selector: '.run-scope__text' });
    const firstWord = english[0]!.textContent!;
    expect(firstWord).not.toBe('・・・');

    await user.click(screen.getByRole('checkbox', { name: '英語を表示' }));
    expect(within(scope).queryByText(firstWord)).not.toBeInTheDocument();
    // The translation is then the only language shown: it cannot be hidden too.
    expect(screen.getByRole('checkbox', { name: '日本語訳を表示' })).toBeDisabled();
    expect(displayLanguages.read()).toEqual({ [HANA.userUuid]: 'english' });
    unmount();

    await renderApp(vocabularyPath);
    const again = await screen.findByRole('list', { name: 'このエクササイズの範囲' }, SLOW);
    expect(screen.getByRole('checkbox', { name: '英語を表示' })).not.toBeChecked();
    expect(within(again).queryByText(firstWord)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '英語を表示' }));
    expect(within(again).getByText(firstWord)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '日本語訳を表示' })).toBeEnabled();
    expect(displayLanguages.read()).toEqual({ [HANA.userUuid]: 'none' });
  });
});

const item: PlainTextBodyItem = { type: 'PLAIN_TEXT', text: 'Hello', translation: 'こんにちは' };
const question: PlayerQuestion = {
  problemUuid: 'p-1',
  item,
  body: [item],
  footer: [],
  audio: null,
};
const outcome: Outcome = {
  correct: false,
  skipped: false,
  given: 'Hi',
  correction: 'Good morning',
  meaning: 'おはよう',
  nextAttempt: null,
  learnStatus: null,
};
const kind: ExerciseKind<unknown> = {
  Question: () => null,
  reviewText: () => 'Hello',
  answerCall: () => ({ operation: 'logExerciseAnswer', args: [] }),
  skipCall: () => ({ operation: 'logExerciseAnswer', args: [] }),
  outcome: () => outcome,
};

const USER_UUID = 'user-1';

function renderAs(
  locale: 'ja' | 'en',
  messages: Record<string, string>,
  hidden: DisplayLanguage,
  ui: ReactElement,
) {
  displayLanguages.write({ [USER_UUID]: hidden, 'someone-else': 'none' });
  render(
    <SessionContext.Provider value={{ userUuid: USER_UUID } as SessionValue}>
      <IntlProvider locale={locale} messages={messages}>
        {ui}
      </IntlProvider>
    </SessionContext.Provider>,
  );
}

const review = (
  <RunReview kind={kind} questions={[question]} outcomes={{ 'p-1': outcome }} onBack={vi.fn()} />
);
const sheet = (
  <AnsweredSheet
    kind={kind}
    question={question}
    outcome={outcome}
    last={false}
    onContinue={vi.fn()}
  />
);

describe.each([
  ['ja', ja, { english: '隠した英語を見る', translation: '隠した日本語訳を見る' }],
  ['en', en, { english: 'Show the hidden English', translation: 'Show the hidden translation' }],
] as const)('the display language in the review and the sheet (%s)', (locale, messages, reveal) => {
  it('shows both languages when none is hidden', () => {
    renderAs(locale, messages, 'none', review);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.getByText('Good morning')).toBeInTheDocument();
    expect(screen.getByText('おはよう')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: reveal.english })).not.toBeInTheDocument();
  });

  it('hides the English of the review behind 「・・・」 until pressed', async () => {
    const user = userEvent.setup();
    renderAs(locale, messages, 'english', review);
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    expect(screen.queryByText('Good morning')).not.toBeInTheDocument();
    expect(screen.getByText('おはよう')).toBeInTheDocument();
    // The learner's own answer is never hidden.
    expect(screen.getByText('Hi')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: reveal.english });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByText('Good morning')).not.toBeInTheDocument();
  });

  it('hides the meaning in the answered sheet when the translation is hidden', async () => {
    const user = userEvent.setup();
    renderAs(locale, messages, 'translation', sheet);
    const region = screen.getByRole('region');
    expect(within(region).getByText('Good morning')).toBeInTheDocument();
    expect(within(region).queryByText('おはよう')).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: reveal.translation }));
    expect(within(region).getByText('おはよう')).toBeInTheDocument();
  });
});
