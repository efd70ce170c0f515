import { useEffect } from 'react';
import { logFailure } from '../api-errors';

/** Logs a query's failure once when it happens (the screen shows its own message or none). */
export function useLogFailure(event: string, error: unknown): void {
  useEffect(() => {
    if (error) logFailure(event, error);
  }, [event, error]);
}
