import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetWaitingCalls } from './waiting-calls';
import { resetOfflineCalls } from '../../src/features/exercises/player/offline-calls';

/**
 * A device whose network the test switches (`device.online = false`), as the player's offline
 * tests need it: before each test the offline calls, the session's saved runs and the network are
 * as on a fresh device online; after it, TanStack's online state is restored.
 */
export function offlineDevice(): { online: boolean } {
  const device = { online: true };
  beforeEach(() => {
    sessionStorage.clear();
    forgetWaitingCalls();
    resetOfflineCalls();
    device.online = true;
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => device.online);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });
  return device;
}
