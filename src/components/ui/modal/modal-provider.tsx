import { Fragment, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ModalContext, type OpenModalOptions, type RenderModal } from './modal-context';

type Entry = { key: string; render: RenderModal; group?: string; first: boolean };

/** The queue after opening `entry`: its group's others gone, a `first` one ahead of the rest. */
function withOpened(queue: Entry[], entry: Entry): Entry[] {
  if (queue.some((e) => e.key === entry.key)) return queue;
  const rest = entry.group ? queue.filter((e) => e.group !== entry.group) : queue;
  if (!entry.first) return [...rest, entry];
  const firsts = rest.filter((e) => e.first);
  return [...firsts, entry, ...rest.filter((e) => !e.first)];
}

/**
 * One modal at a time: the others wait in order of opening, those opened `first` ahead of the
 * others; a modal of a group replaces the others of its group (the newest state wins).
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Entry[]>([]);

  const close = useCallback(
    (key: string) => setQueue((current) => current.filter((e) => e.key !== key)),
    [],
  );
  const open = useCallback((key: string, render: RenderModal, options: OpenModalOptions = {}) => {
    setQueue((current) =>
      withOpened(current, { key, render, group: options.group, first: options.first ?? false }),
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
