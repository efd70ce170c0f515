import { Fragment, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ModalContext, type RenderModal } from './modal-context';

type Entry = { key: string; render: RenderModal };

/** One modal at a time: the others wait in order of opening. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Entry[]>([]);

  const close = useCallback(
    (key: string) => setQueue((current) => current.filter((e) => e.key !== key)),
    [],
  );
  const open = useCallback((key: string, render: RenderModal) => {
    setQueue((current) =>
      current.some((e) => e.key === key) ? current : [...current, { key, render }],
    );
  }, []);
  const modals = useMemo(() => ({ open, close }), [open, close]);

  const first = queue[0];
  return (
    <ModalContext.Provider value={modals}>
      {children}
      {first ? <Fragment key={first.key}>{first.render(() => close(first.key))}</Fragment> : null}
    </ModalContext.Provider>
  );
}
