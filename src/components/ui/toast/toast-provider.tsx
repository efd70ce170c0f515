import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { pushToast, shiftToast, type Toast } from '../../../lib/rules/toast-queue';
import { ToastContext, type ShowToast } from './toast-context';

const FADE_OUT_MS = 300;

/** Shows queued toasts one after another at the bottom centre (clear of the header navigation), in a polite live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [fading, setFading] = useState(false);
  const nextId = useRef(1);

  const show = useCallback<ShowToast>((text, options) => {
    const id = nextId.current;
    nextId.current += 1;
    setQueue((current) => pushToast(current, { id, text, timespan: options?.timespan }));
  }, []);

  const current = queue[0];
  useEffect(() => {
    if (!current) return;
    const fade = setTimeout(() => setFading(true), current.timespan);
    const remove = setTimeout(() => {
      setFading(false);
      setQueue(shiftToast);
    }, current.timespan + FADE_OUT_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, [current]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {current ? (
          <p key={current.id} className={fading ? 'toast toast--fading' : 'toast'}>
            {current.text}
          </p>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}
