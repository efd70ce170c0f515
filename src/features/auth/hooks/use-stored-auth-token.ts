import { useEffect, useState } from 'react';
import { authToken, subscribe } from '../../../lib/services/storage';

/** Spec 9: the auth info is polled every 500 ms. */
const AUTH_INFO_POLL_MS = 500;

/**
 * The stored login item, kept current: storage changes of this tab and of other tabs arrive at
 * once through the subscription; the 500 ms poll of spec 4.2 also catches what no event reports
 * (the item removed by hand, or by a script that bypasses the storage module).
 */
export function useStoredAuthToken(): string | null {
  const [token, setToken] = useState(() => authToken.read());
  useEffect(() => {
    const sync = () => setToken(authToken.read());
    const unsubscribe = subscribe(authToken, sync);
    const timer = window.setInterval(sync, AUTH_INFO_POLL_MS);
    sync();
    return () => {
      unsubscribe();
      window.clearInterval(timer);
    };
  }, []);
  return token;
}
