import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

type ModalProps = {
  title: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom; the first one gets the focus. */
  actions: ReactNode;
  /** alertdialog for alerts that need an answer, dialog otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Escape closes the modal only when this is given. */
  onDismiss?: () => void;
};

/** A modal window over the page: focus moves in, stays in (Tab wraps) and returns on close. */
export function Modal({ title, children, actions, role = 'dialog', onDismiss }: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.querySelector<HTMLElement>(`.modal__actions ${FOCUSABLE}`)?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onDismiss) {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={ref}
        className="modal"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="modal__body">
            {children}
          </div>
        ) : null}
        <div className="modal__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
