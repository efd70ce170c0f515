import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conductLiveSession, endLiveSession } from '../../api/generated/endpoints/mock/mock';
import { TEST_NOW } from '../../../tests/support/mock-backend';
import { HANA, renderApp } from '../../../tests/support/render-app';
import { LIVE_POLL_INTERVAL_MS } from './limited-mode-watch';
import { fakeTimersRunningOn } from '../../../tests/support/app-timers';

// Spec 4.4: when every session of the alias vanishes, a class that had started has ended; one
// that had never started was cancelled, and the learner is not congratulated for it.
const SLOW = { timeout: 12_000 };
const minutes = (n: number) => new Date(Date.parse(TEST_NOW) + n * 60_000).toISOString();

async function classOf2A(startsInMinutes: number) {
  const session = await conductLiveSession({
    groupName: '2-A',
    startsAt: minutes(startsInMinutes),
    endsAt: minutes(startsInMinutes + 50),
  });
  return session.id;
}

describe('when the class vanishes', () => {
  beforeEach(() => {
    // The clock at the backend's, and the class list's next poll brought forward instead of
    // waited for (time otherwise runs on as usual).
    fakeTimersRunningOn();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says a class that never started was cancelled', async () => {
    const sessionId = await classOf2A(10);
    await renderApp('/live/lobby', { as: HANA });
    expect(await screen.findByText('まもなく開始', {}, SLOW)).toBeInTheDocument();

    await endLiveSession(sessionId);
    await vi.advanceTimersByTimeAsync(LIVE_POLL_INTERVAL_MS);

    const cancelled = await screen.findByRole(
      'alertdialog',
      { name: '授業は中止になりました' },
      SLOW,
    );
    expect(cancelled).not.toHaveTextContent('おつかれさまでした');
    expect(screen.queryByRole('alertdialog', { name: '授業が終わりました' })).toBeNull();
  }, 20_000);

  it('says a class that had started has ended', async () => {
    const sessionId = await classOf2A(-10);
    await renderApp('/live/lobby', { as: HANA });
    expect(await screen.findByText('授業中', {}, SLOW)).toBeInTheDocument();

    await endLiveSession(sessionId);
    await vi.advanceTimersByTimeAsync(LIVE_POLL_INTERVAL_MS);

    expect(
      await screen.findByRole('alertdialog', { name: '授業が終わりました' }, SLOW),
    ).toBeInTheDocument();
  }, 20_000);
});
