import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetWaitingCalls } from '../../../../tests/support/waiting-calls';
import type { OperationName, SentCall } from './call-operations';
import * as offline from './offline-calls';
import { apiError, callsPage, manualExecutor } from './offline-calls-harness';
import { useCallResults, useScopeBusy, type Settled } from './use-call-results';

// How a run reads its calls: useMutationState over the real offline calls (TanStack's mutations),
// answered by hand.

const page = callsPage();
const OP = 'postUserFeedback';
const hana = { userUuid: 'hana', aliasUuid: 'alias-of-hana' };
const ken = { userUuid: 'ken', aliasUuid: 'alias-of-ken' };

beforeEach(() => {
  forgetWaitingCalls();
  vi.spyOn(offline, 'offlineCalls').mockImplementation(() => page.calls!);
});
afterEach(() => vi.restoreAllMocks());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={page.client}>{children}</QueryClientProvider>
);

/** The call a screen keeps of what it made (./call-operations.ts's SentCall). */
function make(text: string, scope = 's', idempotencyKey?: string): SentCall {
  const { id, idempotencyKey: key } = page.calls!.enqueue({
    operation: OP,
    args: [text],
    scope,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  return { callId: id, call: { operation: OP, args: [text], idempotencyKey: key } };
}

function watch(sent: SentCall[], scope = 's') {
  const told: [string, Settled<OperationName>][] = [];
  const view = renderHook(
    ({ calls }) =>
      useCallResults(calls, scope, (call, settled) => told.push([call.callId, settled])),
    { wrapper, initialProps: { calls: sent } },
  );
  return { told, ...view };
}

describe('useCallResults', () => {
  it("tells each call's result once it is delivered, typed by its operation, and a failure once", async () => {
    const { execute, tries } = manualExecutor();
    page.load(execute);
    const a = make('a');
    const b = make('b');
    const { told, rerender } = watch([a, b]);
    await waitFor(() => expect(tries).toHaveLength(1));
    expect(told).toEqual([]);

    act(() => tries[0]!.settle());
    await waitFor(() => expect(told).toHaveLength(1));
    expect(told[0]).toEqual([a.callId, { result: { operation: OP, value: 'done a' } }]);

    await waitFor(() => expect(tries).toHaveLength(2));
    const refused = apiError(409);
    act(() => tries[1]!.settle(refused));
    await waitFor(() => expect(told).toHaveLength(2));
    expect(told[1]).toEqual([b.callId, { error: refused }]);

    rerender({ calls: [a, b] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(told).toHaveLength(2);
  });

  it('makes a call none holds any more (its result gone with a reload) again under its key', async () => {
    const { execute, tries } = manualExecutor();
    page.load(execute);
    const lost: SentCall = {
      callId: 'gone-with-the-page',
      call: { operation: OP, args: ['a'], idempotencyKey: 'key-1' },
    };
    const { told } = watch([lost]);
    await waitFor(() => expect(tries).toHaveLength(1));
    expect(tries[0]!.key).toBe('key-1');
    act(() => tries[0]!.settle());
    await waitFor(() =>
      expect(told).toEqual([[lost.callId, { result: { operation: OP, value: 'done a' } }]]),
    );
    expect(tries).toHaveLength(1);
  });

  it('waits for a call kept for its owner while another learner is signed in, never making it as his', async () => {
    const { execute, tries } = manualExecutor();
    page.signIn(hana);
    onlineManager.setOnline(false);
    page.load(execute);
    const a = make('a');
    // ken signs in before the network is back: hana's call leaves the cache, kept for her.
    page.signIn(ken);
    onlineManager.setOnline(true);
    expect(page.pending()).toEqual([]);
    const { told } = watch([a]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tries).toEqual([]);
    expect(told).toEqual([]);

    page.signIn(hana);
    await waitFor(() => expect(tries).toHaveLength(1));
    expect(tries[0]!.call.owner).toEqual(hana);
    act(() => tries[0]!.settle());
    await waitFor(() => expect(told).toHaveLength(1));
  });
});

describe('useScopeBusy', () => {
  it('is true while a call of the scope is not delivered, whatever other scopes hold', async () => {
    const { execute, tries } = manualExecutor();
    page.load(execute);
    const { result } = renderHook(() => useScopeBusy('s'), { wrapper });
    expect(result.current).toBe(false);
    act(() => void make('other', 't'));
    await waitFor(() => expect(tries).toHaveLength(1));
    expect(result.current).toBe(false);
    act(() => void make('a', 's'));
    await waitFor(() => expect(result.current).toBe(true));
    await waitFor(() => expect(tries).toHaveLength(2));
    act(() => tries.find((t) => t.call.scope === 's')!.settle());
    await waitFor(() => expect(result.current).toBe(false));
  });
});
