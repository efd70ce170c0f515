import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { EndExerciseResponse } from '../../../../api/generated/model/endExerciseResponse';
import en from '../../../../i18n/en/exercises';
import ja from '../../../../i18n/ja/exercises';
import { RunResult } from './run-result';

// The previous best, worded to stay true beside the trophy just earned (issue 37, item 10).

const ended = (
  trophy: EndExerciseResponse['trophy'],
  prevBestTrophy: EndExerciseResponse['prevBestTrophy'],
) =>
  ({
    trophy,
    prevBestTrophy,
    moreCorrectAnswers: trophy === 3 ? 0 : 1,
    finalScore: { correctCount: 8, incorrectCount: 2, skippedCount: 0 },
  }) as unknown as EndExerciseResponse;

function renderResult(locale: 'ja' | 'en', result: EndExerciseResponse) {
  render(
    <IntlProvider locale={locale} messages={locale === 'ja' ? ja : en}>
      <RunResult
        delay={0}
        result={result}
        practice={false}
        retry="never"
        missed={[]}
        all={[]}
        questionCount={10}
        busy={false}
        nextExercise={null}
        onReview={vi.fn()}
        onRetryTest={vi.fn()}
        onPractise={vi.fn()}
        onFinish={vi.fn()}
      />
    </IntlProvider>,
  );
}

describe.each([
  [
    'ja',
    {
      first: 'このエクササイズではじめてのトロフィーです！',
      up: 'ブロンズトロフィーからシルバートロフィーに上がりました！',
      best: 'これまでの最高：ゴールドトロフィー',
      none: /なし/,
    },
  ],
  [
    'en',
    {
      first: 'Your first trophy for this exercise!',
      up: 'Up from a Bronze trophy to a Silver trophy!',
      best: 'Your best so far: Gold trophy',
      none: /none/,
    },
  ],
] as const)('the result (%s)', (locale, words) => {
  it('calls a first trophy the first, never "best so far: none"', () => {
    renderResult(locale, ended(2, null));
    expect(screen.getByText(words.first)).toBeInTheDocument();
    expect(screen.queryByText(words.none)).not.toBeInTheDocument();
  });

  it('says the trophy went up from the best before', () => {
    renderResult(locale, ended(2, 1));
    expect(screen.getByText(words.up)).toBeInTheDocument();
  });

  it('names the best before when this run did not beat it', () => {
    renderResult(locale, ended(1, 3));
    expect(screen.getByText(words.best)).toBeInTheDocument();
  });

  it('says nothing more of the best when there was no trophy, now or before', () => {
    renderResult(locale, ended(null, null));
    expect(screen.queryByText(words.none)).not.toBeInTheDocument();
    expect(screen.queryByText(words.first)).not.toBeInTheDocument();
  });
});
