import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import jaExercises from '../../../../i18n/ja/exercises';
import jaKinds from '../../../../i18n/ja/exercise-text-kinds';
import { drillTypingKind } from '../../kinds/drill-typing/drill-typing-kind';
import type { ExerciseKind, Outcome } from '../../kinds/kind';
import { questionOf, TYPING_ITEM } from '../../kinds/text-entry/test-helpers';
import { AnsweredSheet } from './answered-sheet';

// "Continue" by Enter from the moment the sheet is on the screen: an Enter pressed before the
// sheet's effects ran (the focus not yet on "continue", on a loaded machine) was lost, and the
// run stood still on the answered question (clone 60, console.spec.ts played by keyboard).

const OUTCOME: Outcome = {
  correct: true,
  skipped: false,
  given: "I'm fine, thank you.",
  correction: null,
  meaning: '元気です、ありがとう。',
  nextAttempt: null,
  learnStatus: null,
};

/** Presses Enter in the commit that puts it on the screen, after the siblings before it. */
function EnterOnCommit() {
  useLayoutEffect(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  }, []);
  return null;
}

describe('the answered sheet', () => {
  it('takes an Enter pressed in the very commit that shows it', () => {
    const onContinue = vi.fn();
    render(
      <IntlProvider locale="ja" messages={{ ...jaExercises, ...jaKinds }}>
        <AnsweredSheet
          kind={drillTypingKind as unknown as ExerciseKind<unknown>}
          question={questionOf(TYPING_ITEM)}
          outcome={OUTCOME}
          last={false}
          onContinue={onContinue}
        />
        <EnterOnCommit />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('正解');
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
