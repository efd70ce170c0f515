import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { pushToast, shiftToast, type Toast } from '../../../lib/rules/toast-queue';
import { ToastContext, type ShowToast } from './toast-context';
import './toast.css';

const FADE_OUT_MS = 300;

/**
 * Where the page's banner (its top-level header, sticky, holding the navigation on a desktop)
 * ends, in pixels from the top of the viewport: 0 without one. Measured, because its height is
 * not fixed (larger text makes it taller) and the app's and the console's differ.
 */
function bannerBottom(): number {
  const banner = [...document.querySelectorAll('header')].find(
    (header) => !header.closest('main, article, aside, nav, section'),
  );
  return banner ? Math.max(0, banner.getBoundingClientRect().bottom) : 0;
}

/**
 * Shows queued toasts one after another at the top centre, under the header (toast.css), in a
 * polite live region.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [fading, setFading] = useState(false);
  const nextId = useRef(1);
  const region = useRef<HTMLDivElement>(null);

  const show = useCallback<ShowToast>((text, options) => {
    const id = nextId.current;
    nextId.current += 1;
    setQueue((current) => pushToast(current, { id, text, timespan: options?.timespan }));
  }, []);

  const current = queue[0];
  // Before paint, so the toast never shows over the header first. A CSS property, not a style
  // attribute: the prerendered sign-in page carries no inline styles (Content-Security-Policy).
  useLayoutEffect(() => {
    if (current) region.current?.style.setProperty('--toast-top', `${bannerBottom()}px`);
  }, [current]);
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
      <div ref={region} className="toast-region" role="status" aria-live="polite">
        {current ? (
          <p key={current.id} className={fading ? 'toast toast--fading' : 'toast'}>
            {current.text}
          </p>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}
