import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { questionOf, renderJa } from '../text-entry/test-helpers';
import { writingKind } from './writing-kind';

// A key press is remembered for the page's life (src/hooks/use-keyboard-tips.ts), so these run in
// order on a page of their own (vitest: isolated page): no key is pressed before the first.

const { Question } = writingKind;
const question = questionOf({
  type: 'WRITING_PROBLEM',
  problemUuid: 'p-writing',
  prompt: 'Write about your weekend.',
  translation: '週末について書きましょう。',
  minWords: 3,
  maxWords: 6,
  usefulPhrases: [],
});
const TIP = 'Ctrl（Mac は ⌘）+ Enter でも答え合わせできます。';

const renderQuestion = () =>
  renderJa(
    <Question
      question={question}
      attempt={0}
      previous={null}
      onAnswer={vi.fn()}
      disabled={false}
      hints
    />,
  );

function pointer(fine: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: fine && query === '(pointer: fine)',
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Ctrl + Enter tip of writing', () => {
  it('is shown with a fine pointer', () => {
    pointer(true);
    renderQuestion();
    expect(screen.getByText(TIP)).toBeInTheDocument();
  });

  it('is not shown on a touch screen until a key only a hardware keyboard has is pressed', () => {
    pointer(false);
    renderQuestion();
    expect(screen.queryByText(TIP)).not.toBeInTheDocument();
    // A phone's on-screen keyboard: composing (229), then letters typed into the field.
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'a', keyCode: 229 });
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'a' });
    expect(screen.queryByText(TIP)).not.toBeInTheDocument();
    // Tab: a keyboard attached to the tablet (src/hooks/hardware-key.ts).
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Tab' });
    expect(screen.getByText(TIP)).toBeInTheDocument();
  });
});
