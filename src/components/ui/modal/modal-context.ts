import { createContext, useContext, type ReactNode } from 'react';

/** Renders a modal; `close` removes it from the queue. */
export type RenderModal = (close: () => void) => ReactNode;

export type Modals = {
  /** Queues a modal under a key; a key already queued is not added twice. */
  open: (key: string, render: RenderModal) => void;
  close: (key: string) => void;
};

export const ModalContext = createContext<Modals | null>(null);

export function useModals(): Modals {
  const modals = useContext(ModalContext);
  if (!modals) throw new Error('useModals must be used inside ModalProvider');
  return modals;
}
