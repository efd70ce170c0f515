import { useCallback, useSyncExternalStore } from 'react';
import { originOf } from '../lib/app-link';
import { storedAppOrigin } from '../lib/console-storage';

// The learner app's address the console puts links on (see ../lib/app-link.ts): as typed (and
// remembered), and the origin it stands for (this page's own while nothing valid is typed).

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAppOrigin() {
  const typed = useSyncExternalStore(subscribe, storedAppOrigin.read);
  const setTyped = useCallback((next: string) => {
    storedAppOrigin.write(next);
    listeners.forEach((listener) => listener());
  }, []);
  const origin = originOf(typed) ?? window.location.origin;
  return { typed, setTyped, origin, valid: typed.trim() === '' || originOf(typed) !== null };
}
