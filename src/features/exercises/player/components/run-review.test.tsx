import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { PlainTextBodyItem } from '../../../../api/generated/model/plainTextBodyItem';
import en from '../../../../i18n/en/exercises';
import ja from '../../../../i18n/ja/exercises';
import type { ExerciseKind, Outcome, PlayerQuestion } from '../../kinds/kind';
import { RunReview } from './run-review';

// The review renders a kind's own part under each answered row (ReviewDetail).

const item: PlainTextBodyItem = { type: 'PLAIN_TEXT', text: 'Hello', translation: 'こんにちは' };
const question = (problemUuid: string): PlayerQuestion => ({
  problemUuid,
  item,
  body: [item],
  footer: [],
  audio: null,
});
const outcome: Outcome = {
  correct: false,
  skipped: false,
  given: 'Hi',
  correction: 'Hello',
  meaning: null,
  nextAttempt: null,
  learnStatus: null,
};
const kind: ExerciseKind<unknown> = {
  Question: () => null,
  ReviewDetail: ({ question: q }) => <p>detail of {q.problemUuid}</p>,
  reviewText: () => 'Hello',
  answerCall: () => ({ operation: 'logExerciseAnswer', args: [] }),
  skipCall: () => ({ operation: 'logExerciseAnswer', args: [] }),
  outcome: () => outcome,
};

describe.each([
  ['ja', ja],
  ['en', en],
] as const)('the review (%s)', (locale, messages) => {
  it("shows the kind's detail under each answered row, none under an unanswered one", () => {
    render(
      <IntlProvider locale={locale} messages={messages}>
        <RunReview
          kind={kind}
          questions={[question('p-1'), question('p-2')]}
          outcomes={{ 'p-1': outcome }}
          onBack={vi.fn()}
        />
      </IntlProvider>,
    );
    expect(screen.getByText('detail of p-1')).toBeInTheDocument();
    expect(screen.queryByText('detail of p-2')).not.toBeInTheDocument();
  });

  it('calls a close answer close, and says each text once', () => {
    const close: Outcome = {
      ...outcome,
      verdict: 'close',
      given: 'Helo',
      correction: 'Hello',
      meaning: 'Hello',
    };
    render(
      <IntlProvider locale={locale} messages={messages}>
        <RunReview
          kind={kind}
          questions={[question('p-1')]}
          outcomes={{ 'p-1': close }}
          onBack={vi.fn()}
        />
      </IntlProvider>,
    );
    expect(screen.getByText(locale === 'ja' ? 'おしい！' : 'So close!')).toBeInTheDocument();
    expect(screen.queryByText(locale === 'ja' ? 'まちがい' : 'Missed')).not.toBeInTheDocument();
    // "Hello": the prompt only (the right answer and the meaning say the same).
    expect(screen.getAllByText('Hello')).toHaveLength(1);
  });
});
