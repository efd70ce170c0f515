import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnswerInput } from './answer-input';
import { displayText } from './text-answer';
import { renderJa } from './test-helpers';

function Harness({
  onSubmit,
  variant,
}: {
  onSubmit: (value: string) => void;
  variant?: 'input' | 'textarea';
}) {
  const [value, setValue] = useState('');
  return (
    <AnswerInput
      variant={variant}
      value={value}
      onChange={setValue}
      onSubmit={onSubmit}
      disabled={false}
    />
  );
}

describe('AnswerInput', () => {
  it('is an English field without autocorrect, focused, with a check button disabled while empty', () => {
    renderJa(<Harness onSubmit={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'あなたの答え' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocapitalize', 'off');
    expect(field).toHaveAttribute('autocorrect', 'off');
    expect(field).toHaveAttribute('spellcheck', 'false');
    expect(field).toHaveAttribute('enterkeyhint', 'done');
    expect(field).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: '答え合わせ' })).toBeDisabled();
  });

  it('checks with Enter and with the button, as typed (full-width and curly kept)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderJa(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox'), 'Ｉ’m fine{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Ｉ’m fine');
    await user.click(screen.getByRole('button', { name: '答え合わせ' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('does not check with Enter while an IME is composing, or with only spaces', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderJa(<Harness onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox');
    await user.type(field, 'apple');
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 229 });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.clear(field);
    await user.type(field, '\u3000 ');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('makes Enter a new line in a textarea; Ctrl+Enter checks', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderJa(<Harness onSubmit={onSubmit} variant="textarea" />);
    const field = screen.getByRole('textbox');
    await user.type(field, 'Hello{Enter}world');
    expect(field).toHaveValue('Hello\nworld');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true, isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    expect(onSubmit).toHaveBeenCalledWith('Hello\nworld');
  });
});

describe('text answer helpers', () => {
  it('shows full-width letters, curly apostrophes and double spaces folded', () => {
    expect(displayText(' Ｉ’m   ｆｉｎｅ ')).toBe("I'm fine");
  });
});
