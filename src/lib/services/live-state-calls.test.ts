import { describe, expect, it, vi } from 'vitest';
import type { LivePlace } from '../../api/generated/model/livePlace';
import type { LiveSession } from '../../api/generated/model/liveSession';
import { LiveStateCalls, type StateCall } from './live-state-calls';

// The one-at-a-time rule of the live state calls (spec 4.4) with the place reports: a claim
// while a call is under way is refused, a place waits and a newer one replaces it, a delivered
// place is not sent again, a failed one is sent again at the next report.

const SESSION = 7;
const LOBBY: LivePlace = { kind: 'lobby' };
const question = (n: number, answerSheet = false): LivePlace => ({
  kind: 'exercise',
  courseUuid: '00000000-0000-4000-8000-00000000c001',
  exerciseUuid: '00000000-0000-4000-8000-00000000e001',
  question: n,
  questions: 5,
  answered: answerSheet ? n : n - 1,
  answerSheet,
});
const session = { id: SESSION } as LiveSession;

/** A backend whose calls answer only when the test says so. */
function backend() {
  const calls: StateCall[] = [];
  const answers: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const send = vi.fn(
    (call: StateCall) =>
      new Promise<LiveSession>((resolve, reject) => {
        calls.push(call);
        answers.push({ resolve: () => resolve(session), reject });
      }),
  );
  /** Answers the oldest call still open, and lets its follow-up start. */
  const answer = async (error?: Error) => {
    const next = answers.shift();
    if (!next) throw new Error('no call is open');
    if (error) next.reject(error);
    else next.resolve();
    await vi.waitFor(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { calls, send, answer, open: () => answers.length };
}

describe('LiveStateCalls', () => {
  it('sends a place at once when no call is under way, unforced', () => {
    const { calls, send } = backend();
    new LiveStateCalls(send).report(SESSION, LOBBY);
    expect(calls).toEqual([
      { currentSessionId: SESSION, force: false, place: LOBBY, keepalive: false },
    ]);
  });

  it('keeps one call in flight: places wait, the newest replacing the older ones', async () => {
    const { calls, send, answer, open } = backend();
    const states = new LiveStateCalls(send);
    states.report(SESSION, question(1));
    states.report(SESSION, question(1, true));
    states.report(SESSION, question(2));
    states.report(SESSION, LOBBY);
    expect(open()).toBe(1);
    expect(states.busy).toBe(true);

    await answer();

    expect(calls.map((call) => call.place)).toEqual([question(1), LOBBY]);
    expect(open()).toBe(1);
    await answer();
    expect(states.busy).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('refuses a claim while a place is under way; a claim carries the place, forced', async () => {
    const { calls, send, answer } = backend();
    const states = new LiveStateCalls(send);
    states.report(SESSION, LOBBY);
    await expect(states.claim(SESSION, LOBBY)).resolves.toBe('busy');
    expect(calls).toHaveLength(1);
    await answer();

    const claimed = states.claim(SESSION, question(3));
    // A place said while the claim is under way waits for it.
    states.report(SESSION, question(3, true));
    expect(calls.at(-1)).toEqual({ currentSessionId: SESSION, force: true, place: question(3) });
    await answer();
    await expect(claimed).resolves.toBe(session);
    expect(calls.map((call) => call.place)).toEqual([LOBBY, question(3), question(3, true)]);
  });

  it('does not send a place the backend has again; a failed one goes again at the next report', async () => {
    const { calls, send, answer } = backend();
    const failed = vi.fn();
    const states = new LiveStateCalls(send, failed);
    states.report(SESSION, LOBBY);
    await answer();
    states.report(SESSION, { kind: 'lobby' });
    expect(calls).toHaveLength(1);

    states.report(SESSION, question(1));
    await answer(new Error('offline'));
    expect(failed).toHaveBeenCalledWith(SESSION, expect.any(Error));
    states.report(SESSION, question(1));
    expect(calls.map((call) => call.place)).toEqual([LOBBY, question(1), question(1)]);
    await answer();

    // Another class, or the same after forget(): the place is news again.
    states.report(SESSION + 1, question(1));
    expect(calls).toHaveLength(4);
    await answer();
    states.forget();
    states.report(SESSION + 1, question(1));
    expect(calls).toHaveLength(5);
  });

  it('drops a waiting place the class no longer needs (forget)', async () => {
    const { calls, send, answer } = backend();
    const states = new LiveStateCalls(send);
    states.report(SESSION, LOBBY);
    states.report(SESSION, question(1));
    states.forget();
    await answer();
    expect(calls).toHaveLength(1);
  });
});
