import { createContext, useContext, type ReactNode } from 'react';

/** Renders a modal; `close` removes it from the queue. */
export type RenderModal = (close: () => void) => ReactNode;

export type OpenModalOptions = {
  /**
   * Modals of one group are about one changing state (the live class): a newer one replaces any
   * other of its group, open or waiting, instead of queueing behind it.
   */
  group?: string;
  /** Shown before (over) every modal without it: an alert that needs an answer first. */
  first?: boolean;
};

export type Modals = {
  /** Queues a modal under a key; a key already queued is not added twice. */
  open: (key: string, render: RenderModal, options?: OpenModalOptions) => void;
  close: (key: string) => void;
};

export const ModalContext = createContext<Modals | null>(null);

export function useModals(): Modals {
  const modals = useContext(ModalContext);
  if (!modals) throw new Error('useModals must be used inside ModalProvider');
  return modals;
}
