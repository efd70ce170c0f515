import { useEffect, useEffectEvent, useRef } from 'react';

/** Runs `action` once, the first time `ready` is true (a sign-in must not be repeated). */
export function useOnce(ready: boolean, action: () => void): void {
  const done = useRef(false);
  // An Effect Event: the effect calls the action of the latest render without depending on it.
  const run = useEffectEvent(action);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    run();
  }, [ready]);
}
