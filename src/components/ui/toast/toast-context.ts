import { createContext, useContext } from 'react';

export type ShowToast = (text: string, options?: { timespan?: number }) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Queues a notification at the top centre of the screen (3000 ms unless told otherwise). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
