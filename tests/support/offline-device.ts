import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { ANSWER_QUEUE_STORAGE_KEY } from '../../src/features/exercises/player/answer-queue-key';
import { resetAnswerQueue } from '../../src/features/exercises/player/app-answer-queue';

/**
 * A device whose network the test switches (`device.online = false`), as the player's offline
 * tests need it: before each test the answer queue, the session's saved runs and the network are
 * as on a fresh device online; after it, TanStack's online state is restored.
 */
export function offlineDevice(): { online: boolean } {
  const device = { online: true };
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.removeItem(ANSWER_QUEUE_STORAGE_KEY);
    resetAnswerQueue();
    device.online = true;
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => device.online);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });
  return device;
}
