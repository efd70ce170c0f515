import { useEffect, useRef } from 'react';

/** Runs `action` once, the first time `ready` is true (a sign-in must not be repeated). */
export function useOnce(ready: boolean, action: () => void): void {
  const done = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    latest.current();
  }, [ready]);
}
