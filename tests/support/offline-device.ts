import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { contentCatalogue } from '../../mock-server/seed/content';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { forgetWaitingCalls } from './waiting-calls';
import { HANA, renderApp, SLOW } from './render-app';
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

/** The typing drill the offline tests play: judged on the device, it starts offline. */
export const typingPath = `/exercise/${COURSE.everydayConversation}/drill-typing/${EXERCISE.schoolLifeTyping}`;

/** The sentences of the typing drill's test, in order (each is its question's answer). */
export function typingSentences(): string[] {
  const exercise = contentCatalogue().exercises.find((e) => e.uuid === EXERCISE.schoolLifeTyping)!;
  return exercise.problems.filter((p) => !p.practiceOnly).map((p) => p.expected);
}

/** hana opens the typing drill, the device goes offline, and she starts it (offline). */
export async function startTypingOffline(device: { online: boolean }) {
  const app = await renderApp(typingPath, { as: HANA });
  const start = await screen.findByRole('button', { name: 'はじめる' }, SLOW);
  device.online = false;
  window.dispatchEvent(new Event('offline'));
  await app.user.click(start);
  return app;
}
