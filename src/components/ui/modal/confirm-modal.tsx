import type { ReactNode } from 'react';
import { Button } from '../button';
import { Modal } from './modal';

type Choice = { label: ReactNode; onClick: () => void };

/**
 * A question with two answers that needs one (an alert dialog): the first keeps the learner where
 * they are (or does what they most likely want) and has the focus; the second goes on, in the
 * secondary style. `onDismiss` (Escape) is left out where an answer is required; `disabled` holds
 * both while a choice is under way; `children` go below the question (an error, say).
 */
export function ConfirmModal({
  title,
  body,
  first,
  second,
  onDismiss,
  disabled = false,
  children,
}: {
  title: ReactNode;
  body: ReactNode;
  first: Choice;
  second: Choice;
  onDismiss?: () => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <Modal
      role="alertdialog"
      title={title}
      onDismiss={onDismiss}
      actions={
        <>
          <Button onClick={first.onClick} disabled={disabled}>
            {first.label}
          </Button>
          <Button variant="secondary" onClick={second.onClick} disabled={disabled}>
            {second.label}
          </Button>
        </>
      }
    >
      <p>{body}</p>
      {children}
    </Modal>
  );
}
