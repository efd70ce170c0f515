import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndExerciseResponse } from '../../../api/generated/model/endExerciseResponse';
import type { CallResult, EndOperation, SentCall } from './call-operations';
import * as calls from './offline-calls';
import { createOfflineCalls, type CallVariables } from './offline-calls';
import { assumeReachable, reportUnreachable } from '../../../api/network-reachability';
import { isNetworkAway } from './network-away';
import { runSnapshotKey } from './run-snapshot';
import { useRunCore, type RunCoreScreen } from './use-run-core';

// The run core with a small screen of its own and the real offline calls (TanStack's mutations,
// kept in local storage), whose calls are answered by hand: a "reload" is the hook unmounted and
// mounted again over new calls in a new query client, as a page load finds them.

const queues = { current: null as ReturnType<typeof createOfflineCalls> | null };

type State = {
  logId: number | null;
  pending: SentCall | null;
  judged: unknown[];
  finishing: boolean;
  endCall: SentCall<EndOperation> | null;
  result: EndExerciseResponse | null;
  endFailed: boolean;
};
type Event =
  | { type: 'started'; logId: number }
  | { type: 'answer-sent'; sent: SentCall }
  | { type: 'judged'; result: unknown }
  | { type: 'answer-failed' }
  | { type: 'finish' }
  | { type: 'end-sent'; sent: SentCall<EndOperation> }
  | { type: 'ended'; result: EndExerciseResponse }
  | { type: 'end-failed' };

const initial: State = {
  logId: null,
  pending: null,
  judged: [],
  finishing: false,
  endCall: null,
  result: null,
  endFailed: false,
};

function reducer(state: State, event: Event): State {
  switch (event.type) {
    case 'started':
      return { ...initial, logId: event.logId };
    case 'answer-sent':
      return { ...state, pending: event.sent };
    case 'judged':
      return { ...state, pending: null, judged: [...state.judged, event.result] };
    case 'answer-failed':
      return { ...state, pending: null };
    case 'finish':
      return { ...state, finishing: true };
    case 'end-sent':
      return { ...state, endCall: event.sent };
    case 'ended':
      return { ...state, result: event.result, endCall: null };
    case 'end-failed':
      return { ...state, endFailed: true, endCall: null };
  }
}

const KEY = runSnapshotKey('exercise-1', null, 'testRun');
/** Where the tab keeps it (src/lib/services/storage.ts's session items: `eigo.<name>`). */
const STORED = `eigo.${KEY}`;

/** The test screen: it keeps its end call over a reload (as every screen does). */
function testScreen(): RunCoreScreen<State, Event> {
  return {
    snapshotKey: KEY,
    reducer,
    initial,
    restore: (saved) =>
      saved && typeof (saved as State).logId === 'number' ? (saved as State) : null,
    keep: (state) => (state.logId !== null && state.result === null ? state : null),
    logIdOf: (state) => state.logId,
    scopePrefix: 'test',
    answer: {
      pending: (state) => state.pending,
      // The answer's result as the backend answered it (the test's backend answers by hand).
      judged: ({ value }) => ({ type: 'judged', result: value }),
      failed: () => ({ type: 'answer-failed' }),
    },
    end: {
      due: (state) => state.finishing && state.result === null && !state.endFailed,
      call: (state, logId) => ({
        operation: 'endExercise',
        args: ['course', 2, 'exercise-1', { logId, numCorrectAnswers: state.judged.length }],
      }),
      sent: (state) => state.endCall,
      sentEvent: (sent) => ({ type: 'end-sent', sent }),
      ended: (result) => ({ type: 'ended', result }),
      failed: { type: 'end-failed' },
    },
  };
}

/** Every try the backend saw, answered by hand. */
const tries: { call: CallVariables; key: string; answer: (value: unknown) => void }[] = [];
const execute = (call: CallVariables, headers: Record<string, string>) =>
  new Promise((resolve) => tries.push({ call, key: headers['Idempotency-Key']!, answer: resolve }));

let queryClient: QueryClient;

/** A page load: a new query client, whose calls are the ones the last one kept. */
function loadPage() {
  queues.current?.dispose();
  queryClient = new QueryClient();
  queues.current = createOfflineCalls(queryClient, { execute, learnerSending: () => null });
}

function mount(strict = false, screen = testScreen) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useRunCore(screen()), { wrapper, reactStrictMode: strict });
}

const saved = () => JSON.parse(sessionStorage.getItem(STORED) ?? 'null') as State | null;
const answerCall = (text: string) => ({
  operation: 'logExerciseAnswer' as const,
  args: ['course', 2, 'exercise-1', 'problem-1', { answer: text }],
});
const RESULT = { trophy: 'gold' } as unknown as EndExerciseResponse;

beforeEach(() => {
  vi.spyOn(calls, 'offlineCalls').mockImplementation(() => queues.current!);
  sessionStorage.clear();
  tries.length = 0;
  loadPage();
});
afterEach(() => {
  queues.current?.dispose();
  vi.restoreAllMocks();
  assumeReachable();
});

describe('the run snapshot', () => {
  it('keeps a run under way in the tab, brings it back on the next load and drops it once over', async () => {
    const first = mount();
    act(() => first.result.current.dispatch({ type: 'started', logId: 7 }));
    await waitFor(() => expect(saved()?.logId).toBe(7));
    first.unmount();

    const second = mount();
    expect(second.result.current.state.logId).toBe(7);
    act(() => second.result.current.dispatch({ type: 'finish' }));
    await waitFor(() => expect(tries).toHaveLength(1));
    act(() => tries[0]!.answer(RESULT));
    await waitFor(() => expect(second.result.current.state.result).toEqual(RESULT));
    await waitFor(() => expect(sessionStorage.getItem(STORED)).toBeNull());
  });

  it('is written at once when the page goes away, before the next paint', () => {
    const { result } = mount();
    act(() => result.current.dispatch({ type: 'started', logId: 8 }));
    expect(saved()).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(saved()?.logId).toBe(8);
  });
});

describe('an answer on its way over a reload', () => {
  it('is waited for when the queue still holds it, and sent once more under the same key', async () => {
    const first = mount();
    act(() => first.result.current.dispatch({ type: 'started', logId: 9 }));
    act(() => {
      const sent = first.result.current.enqueue(answerCall('hello'), 9);
      first.result.current.dispatch({ type: 'answer-sent', sent });
    });
    await waitFor(() => expect(tries).toHaveLength(1));
    first.unmount();

    loadPage();
    const second = mount();
    await waitFor(() => expect(tries).toHaveLength(2));
    expect(tries[1]!.key).toBe(tries[0]!.key);
    act(() => tries[1]!.answer({ correct: true }));
    await waitFor(() => expect(second.result.current.state.judged).toEqual([{ correct: true }]));
    expect(second.result.current.state.pending).toBeNull();
    expect(tries).toHaveLength(2);
  });

  it('delivered before the reload (its result gone with the page), is sent again under its key', async () => {
    const pending: SentCall = {
      callId: 'lost-with-the-page',
      call: { ...answerCall('hello'), idempotencyKey: 'key-1' },
    };
    sessionStorage.setItem(STORED, JSON.stringify({ ...initial, logId: 10, pending }));
    const { result } = mount();
    await waitFor(() => expect(tries).toHaveLength(1));
    expect(tries[0]!.key).toBe('key-1');
    expect(tries[0]!.call).toMatchObject({ operation: 'logExerciseAnswer', scope: 'test:10' });
    act(() => tries[0]!.answer({ correct: false }));
    await waitFor(() => expect(result.current.state.judged).toEqual([{ correct: false }]));
  });
});

/** What the deferring screen judges an answer to on the device (the test reads its value only). */
const SAVED = { operation: 'logExerciseAnswer', value: 'saved' } as unknown as CallResult;

describe('an answer waiting when the network goes away', () => {
  /** A screen whose answers' marks can wait: offline, it says an answer is saved, unmarked. */
  const deferringScreen = (): RunCoreScreen<State, Event> => {
    const screen = testScreen();
    return {
      ...screen,
      answer: {
        ...screen.answer,
        local: () => (isNetworkAway() ? { result: SAVED } : null),
      },
    };
  };

  it('is judged on the device once the backend stops answering, its call still on its way', async () => {
    const { result } = mount(false, deferringScreen);
    act(() => result.current.dispatch({ type: 'started', logId: 11 }));
    act(() => {
      const sent = result.current.enqueue(answerCall('hello'), 11);
      result.current.dispatch({ type: 'answer-sent', sent });
    });
    await waitFor(() => expect(tries).toHaveLength(1));
    expect(result.current.state.judged).toEqual([]);

    // A call got no answer (the browser still says online): the run goes on.
    act(() => reportUnreachable());
    await waitFor(() => expect(result.current.state.judged).toEqual(['saved']));
    expect(result.current.state.pending).toBeNull();

    // Its call, delivered later, judges nothing a second time.
    act(() => tries[0]!.answer({ correct: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.state.judged).toEqual(['saved']);
  });
});

describe('the end', () => {
  it('is sent once every queued call is delivered, then results load again', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = mount();
    act(() => result.current.dispatch({ type: 'started', logId: 11 }));
    act(() => {
      // A call of the run still on its way (a speaking kind's log), when the end is due.
      result.current.enqueue(answerCall('log'), 11);
      result.current.dispatch({ type: 'finish' });
    });
    await waitFor(() => expect(tries).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Not even queued behind it: the end goes once the queue is idle.
    expect(
      queryClient
        .getMutationCache()
        .findAll({ status: 'pending' })
        .map(({ state }) => (state.variables as CallVariables).operation),
    ).toEqual(['logExerciseAnswer']);

    act(() => tries[0]!.answer(null));
    await waitFor(() => expect(tries).toHaveLength(2));
    expect(tries[1]!.call).toMatchObject({
      operation: 'endExercise',
      scope: 'test:11',
      args: ['course', 2, 'exercise-1', { logId: 11, numCorrectAnswers: 0 }],
    });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => tries[1]!.answer(RESULT));
    await waitFor(() => expect(result.current.state.result).toEqual(RESULT));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('kept by the screen, is waited for after a reload instead of being sent twice', async () => {
    const first = mount();
    act(() => first.result.current.dispatch({ type: 'started', logId: 12 }));
    act(() => first.result.current.dispatch({ type: 'finish' }));
    await waitFor(() => expect(tries).toHaveLength(1));
    await waitFor(() => expect(saved()?.endCall?.call.idempotencyKey).toBe(tries[0]!.key));
    first.unmount();

    loadPage();
    const second = mount();
    await waitFor(() => expect(tries).toHaveLength(2));
    expect(tries[1]!.key).toBe(tries[0]!.key);
    act(() => tries[1]!.answer(RESULT));
    await waitFor(() => expect(second.result.current.state.result).toEqual(RESULT));
    expect(tries.filter((t) => t.call.operation === 'endExercise')).toHaveLength(2);
    expect(new Set(tries.map((t) => t.key)).size).toBe(1);
  });

  it('is made once under StrictMode, whose effects run twice at mount before the screen knows it was made', async () => {
    // A run reloaded while finishing: the end is due as the screen mounts.
    sessionStorage.setItem(STORED, JSON.stringify({ ...initial, logId: 13, finishing: true }));
    const { result } = mount(true);
    await waitFor(() => expect(tries).toHaveLength(1));
    act(() => tries[0]!.answer(RESULT));
    await waitFor(() => expect(result.current.state.result).toEqual(RESULT));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tries.map((t) => t.call.operation)).toEqual(['endExercise']);
  });
});
