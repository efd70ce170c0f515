import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from './confirm-modal';

function renderQuestion(options: { onDismiss?: () => void; disabled?: boolean } = {}) {
  const stay = vi.fn();
  const leave = vi.fn();
  render(
    <ConfirmModal
      title="Leave the exercise?"
      body="Your answers so far are kept."
      first={{ label: 'Keep going', onClick: stay }}
      second={{ label: 'Leave', onClick: leave }}
      {...options}
    >
      <p role="alert">It did not work.</p>
    </ConfirmModal>,
  );
  return { stay, leave, user: userEvent.setup() };
}

describe('a question with two answers', () => {
  it('is an alert dialog with its body and more, the first answer focused', async () => {
    const { stay, leave, user } = renderQuestion();
    const dialog = screen.getByRole('alertdialog', { name: 'Leave the exercise?' });
    expect(dialog).toHaveTextContent('Your answers so far are kept.');
    expect(screen.getByRole('alert')).toHaveTextContent('It did not work.');
    expect(screen.getByRole('button', { name: 'Keep going' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(leave).toHaveBeenCalledOnce();
    expect(stay).not.toHaveBeenCalled();
  });

  it('closes on Escape only when it may be dismissed', async () => {
    const onDismiss = vi.fn();
    const { user } = renderQuestion({ onDismiss });
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('holds both answers while one is under way', () => {
    renderQuestion({ disabled: true });
    expect(screen.getByRole('button', { name: 'Keep going' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeDisabled();
  });
});
