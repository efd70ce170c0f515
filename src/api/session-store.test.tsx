import { afterEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../lib/services/storage';
import {
  AUTH_INFO_POLL_MS,
  clearSessionToken,
  endSession,
  sessionSnapshot,
  setSessionAlias,
  setSessionLanguage,
  storeSessionToken,
  subscribeSession,
} from './session-store';

describe('the session store', () => {
  afterEach(() => {
    vi.useRealTimers();
    endSession();
  });

  it('starts from the stored token and language, with no alias picked', () => {
    authToken.write('token-a');
    localStorage.setItem('eigo.v1.language', JSON.stringify('en'));
    endSession();
    expect(sessionSnapshot()).toEqual({ token: 'token-a', aliasUuid: null, language: 'en' });
  });

  it('keeps the alias picked for a token, and drops it with that token', () => {
    storeSessionToken('token-a');
    setSessionAlias('token-a', 'alias-1');
    expect(sessionSnapshot()).toMatchObject({ token: 'token-a', aliasUuid: 'alias-1' });
    expect(authToken.read()).toBe('token-a');

    storeSessionToken('token-b');
    expect(sessionSnapshot()).toMatchObject({ token: 'token-b', aliasUuid: null });

    clearSessionToken();
    expect(sessionSnapshot()).toMatchObject({ token: null, aliasUuid: null });
    expect(authToken.read()).toBeNull();
  });

  it('ignores an alias picked for a token the session no longer has', () => {
    storeSessionToken('token-b');
    setSessionAlias('token-a', 'alias-1');
    expect(sessionSnapshot().aliasUuid).toBeNull();
  });

  it('follows the stored item whoever writes it, and gives the same snapshot until it changes', () => {
    storeSessionToken('token-a');
    const before = sessionSnapshot();
    setSessionAlias('token-a', null);
    setSessionLanguage(before.language);
    expect(sessionSnapshot()).toBe(before);

    // Another module of this tab (a 401 seen by the query client) writes the item itself.
    authToken.clear();
    expect(sessionSnapshot()).not.toBe(before);
    expect(sessionSnapshot().token).toBeNull();
  });

  it('tells its listeners, and sees a token removed by hand within the poll while listened to', () => {
    vi.useFakeTimers();
    storeSessionToken('token-a');
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);

    setSessionAlias('token-a', 'alias-1');
    expect(listener).toHaveBeenCalledTimes(1);

    // Removed without the storage module, so no event reports it: the poll of spec 9 finds it.
    localStorage.removeItem(authToken.key);
    expect(sessionSnapshot().token).toBe('token-a');
    vi.advanceTimersByTime(AUTH_INFO_POLL_MS);
    expect(sessionSnapshot()).toMatchObject({ token: null, aliasUuid: null });
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    authToken.write('token-c');
    expect(listener).toHaveBeenCalledTimes(2);
    // No one listens: nothing polls (a change by hand is read at the next sign of it).
    localStorage.setItem(authToken.key, JSON.stringify('token-d'));
    vi.advanceTimersByTime(AUTH_INFO_POLL_MS * 2);
    expect(sessionSnapshot().token).toBe('token-c');
  });

  it('starts again from what is stored once the app that read it has ended', () => {
    storeSessionToken('token-a');
    setSessionAlias('token-a', 'alias-1');
    endSession();
    expect(sessionSnapshot()).toMatchObject({ token: 'token-a', aliasUuid: null });
  });
});
