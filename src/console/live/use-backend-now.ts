import { useEffect, useState } from 'react';
import { useGetMockState } from '../../api/generated/endpoints/mock/mock';

/** How often the minutes left are worked out again. */
const TICK_MS = 10_000;
/** How often the backend's clock is read again (it can be fixed, moved or freed from the console). */
const STATE_POLL_MS = 10_000;

/**
 * The backend's now, which decides when a class is over: its fixed instant while the clock is
 * fixed, this device's clock otherwise. Re-rendered every few seconds so that a countdown moves.
 */
export function useBackendNow(): Date {
  const { data: state } = useGetMockState({ query: { refetchInterval: STATE_POLL_MS } });
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setTick(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return state?.clock.fixed ? new Date(state.clock.now) : new Date(tick);
}
